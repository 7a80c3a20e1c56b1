// @vitest-environment node
import { describe, expect, it } from "vitest";
import raw from "../../../config/site.json";
import { countPlus, moneyLong, moneyShort, siteConfigSchema, totals } from "@/lib/site-config";

describe("site config", () => {
  it("derives the headline totals from the per-service figures", () => {
    const config = siteConfigSchema.parse(raw);
    const t = totals(config);
    expect(t.casesWon.value).toBe(Object.values(raw.services).reduce((s, v) => s + v.casesWon.value, 0));
    expect(t.recoveredUsd.value).toBe(
      Object.values(raw.services).reduce((s, v) => s + v.recoveredUsd.value, 0),
    );
  });

  it("makes a total verified only when every figure it adds up is", () => {
    const verified = structuredClone(raw) as Record<string, any>;
    for (const s of Object.values<any>(verified.services)) {
      s.casesWon.provenance = { status: "verified", source: "case management export, 2026-06-30" };
      s.recoveredUsd.provenance = { status: "verified", source: "trust account ledger, 2026-06-30" };
    }
    const all = totals(siteConfigSchema.parse(verified));
    expect(all.casesWon.provenance).toEqual({
      status: "verified",
      source: "case management export, 2026-06-30",
    });
    verified.services.harassment.casesWon.provenance = { status: "sample" };
    const one = totals(siteConfigSchema.parse(verified));
    expect(one.casesWon.provenance).toEqual({ status: "sample" });
    expect(one.recoveredUsd.provenance.status).toBe("verified");
  });

  it("refuses a figure without provenance, and a verified one without a source", () => {
    const bad = structuredClone(raw) as Record<string, any>;
    delete bad.figures.yearsOfPractice.provenance;
    bad.figures.reviews.provenance = { status: "verified", source: "  " };
    bad.services["wage-hour"].casesWon.provenance = { status: "checked" };
    const result = siteConfigSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toContain("figures.yearsOfPractice.provenance");
    expect(paths).toContain("figures.reviews.provenance.source");
    expect(paths).toContain("services.wage-hour.casesWon.provenance.status");
  });

  it("formats figures the way the pages show them", () => {
    expect(countPlus(1500)).toBe("1,500+");
    expect(moneyShort(50_000_000)).toBe("$50M+");
    expect(moneyShort(1_500_000)).toBe("$1.5M+");
    expect(moneyLong(50_000_000)).toBe("$50,000,000+");
  });

  it("rejects a bad phone number or a missing service with a message naming the field", () => {
    const bad = structuredClone(raw) as Record<string, any>;
    bad.contact.phoneE164 = "555-0142";
    delete bad.services.harassment;
    const result = siteConfigSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toContain("contact.phoneE164");
    expect(paths).toContain("services.harassment");
  });
});
