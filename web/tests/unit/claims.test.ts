// @vitest-environment node
// The list of firm claims and the production build's refusal of samples (content/claims.ts,
// lib/provenance.ts, scripts/vite-site-mode-plugin.ts).
import { describe, expect, it } from "vitest";
import { attorneys } from "@/content/attorneys";
import { firmClaims, type ClaimSources } from "@/content/claims";
import { allResults } from "@/content/result-lookups";
import { testimonials } from "@/content/testimonials";
import { productionRefusal, sampleClaims } from "@/lib/provenance";
import { site } from "@/lib/site-config";
import { siteModeError } from "../../scripts/vite-site-mode-plugin.ts";

const siteSources: ClaimSources = { config: site, results: allResults, testimonials, attorneys };

/** A copy of the sources in which every sample claim has been verified. */
function allVerified(): ClaimSources {
  const copy = structuredClone(siteSources);
  const walk = (value: unknown) => {
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const p = record.provenance as { status?: string } | undefined;
    if (p?.status === "sample")
      record.provenance = { status: "verified", source: "firm records checked by the managing attorney" };
    for (const child of Object.values(record)) walk(child);
  };
  walk(copy);
  return copy;
}

describe("firm claims", () => {
  const claims = firmClaims();

  it("lists every figure of config/site.json, result, story and attorney profile", () => {
    const where = claims.map((c) => c.where);
    for (const path of ["figures.reviews", "figures.yearsOfPractice", "figures.attorneyCount"])
      expect(where).toContain(`config/site.json ${path}`);
    for (const id of Object.keys(site.services))
      for (const figure of ["casesWon", "recoveredUsd"])
        expect(where).toContain(`config/site.json services.${id}.${figure}`);
    for (const r of allResults) expect(where).toContain(`web/content/results.ts ${r.id}`);
    for (const t of testimonials) expect(where).toContain(`web/content/testimonials.ts ${t.id}`);
    for (const a of attorneys) expect(where).toContain(`web/content/attorneys.ts ${a.id}`);
    expect(claims).toHaveLength(3 + 2 * 4 + 40 + 4 + attorneys.length);
    expect(new Set(where).size).toBe(claims.length);
  });

  it("says what each claim states, and which profiles sign articles", () => {
    const what = (where: string) => claims.find((c) => c.where === where)!.what;
    expect(what("config/site.json figures.reviews")).toBe(
      `review rating ${site.figures.reviews.rating}/5 from ${site.figures.reviews.count} reviews`,
    );
    expect(what("web/content/results.ts discrimination-cases/0")).toBe(
      'case result "Pregnancy discrimination at a warehouse", $48,500',
    );
    expect(what("web/content/attorneys.ts sam-patel")).toMatch(/signs articles as wage-attorney/);
  });

  it("ships as samples: everything the demo shows is an example", () => {
    expect(sampleClaims(claims)).toHaveLength(claims.length);
  });
});

describe("the production refusal", () => {
  it("refuses the site as shipped, listing every sample claim with where it is", () => {
    const refusal = productionRefusal(firmClaims())!;
    expect(refusal).not.toBeNull();
    const lines = refusal.split("\n");
    expect(lines[0]).toMatch(/^SITE_MODE=production: 61 sample claims are still shown/);
    expect(lines.filter((l) => l.startsWith("  - "))).toHaveLength(61);
    expect(refusal).toContain("  - config/site.json figures.reviews: review rating 4.8/5 from 435 reviews");
    expect(refusal).toContain(
      "  - web/content/testimonials.ts maria-l: client story of Maria L. (tells result discrimination-cases/0, $48,500)",
    );
    expect(refusal).toContain(
      `  - web/content/attorneys.ts managing-attorney: attorney profile of ${site.responsible.attorneyName}`,
    );
    expect(lines.at(-1)).toMatch(/"status": "verified", "source"/);
  });

  it("accepts the site once every claim is verified", () => {
    const verified = firmClaims(allVerified());
    expect(verified).toHaveLength(firmClaims().length);
    expect(productionRefusal(verified)).toBeNull();
  });

  it("names the one sample claim left in", () => {
    const sources = allVerified();
    const config = structuredClone(sources.config);
    config.services["wage-hour"].recoveredUsd.provenance = { status: "sample" };
    const refusal = productionRefusal(firmClaims({ ...sources, config }))!;
    expect(refusal.split("\n").filter((l) => l.startsWith("  - "))).toEqual([
      "  - config/site.json services.wage-hour.recoveredUsd: $12M+ recovered in wage-hour cases",
    ]);
    expect(refusal).toMatch(/^SITE_MODE=production: 1 sample claim is still shown/);
  });
});

describe("SITE_MODE", () => {
  const refuses = async () => "refused";

  it("builds the demo by default and in demo mode, whatever the claims", async () => {
    expect(await siteModeError(undefined, refuses)).toBeNull();
    expect(await siteModeError("", refuses)).toBeNull();
    expect(await siteModeError("demo", refuses)).toBeNull();
  });

  it("runs the refusal in production mode", async () => {
    expect(await siteModeError("production", refuses)).toBe("refused");
    expect(await siteModeError("production", async () => null)).toBeNull();
  });

  it("rejects an unknown mode rather than building a demo by mistake", async () => {
    expect(await siteModeError("prod", async () => null)).toBe(
      'SITE_MODE must be "demo" (the default) or "production", not "prod".',
    );
  });

  it("loads the site's own claims for the production check", async () => {
    const error = await siteModeError("production");
    expect(error).toBe(productionRefusal(firmClaims()));
  }, 30_000);
});
