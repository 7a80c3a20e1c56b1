// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import raw from "../../../config/site.json";
import {
  countPlus,
  externalSchedulerUrl,
  moneyLong,
  moneyShort,
  siteConfigSchema,
  totals,
} from "@/lib/site-config";

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

describe("the outside scheduler for /book", () => {
  afterEach(() => {
    delete process.env.BOOKING_URL;
    vi.resetModules();
  });

  it("is off by default: /book is the firm's own booking form", () => {
    expect(raw.contact.schedulingUrl).toBe("");
    expect(externalSchedulerUrl()).toBeNull();
    const without = structuredClone(raw) as Record<string, any>;
    delete without.contact.schedulingUrl;
    expect(externalSchedulerUrl(siteConfigSchema.parse(without))).toBeNull();
  });

  it("is an https address from config/site.json or BOOKING_URL at build time", async () => {
    const configured = structuredClone(raw) as Record<string, any>;
    configured.contact.schedulingUrl = "https://scheduling.example/firm";
    expect(externalSchedulerUrl(siteConfigSchema.parse(configured))).toBe("https://scheduling.example/firm");
    configured.contact.schedulingUrl = "http://scheduling.example/firm";
    expect(siteConfigSchema.safeParse(configured).success).toBe(false);

    process.env.BOOKING_URL = "https://calendly.example/golden-coast";
    vi.resetModules();
    const built = await import("@/lib/site-config");
    expect(built.externalSchedulerUrl()).toBe("https://calendly.example/golden-coast");

    process.env.BOOKING_URL = "not a url";
    vi.resetModules();
    await expect(import("@/lib/site-config")).rejects.toThrow(/schedulingUrl/);
  });
});
