import { describe, expect, it } from "vitest";
import raw from "../../../config/site.json";
import { countPlus, moneyLong, moneyShort, siteConfigSchema, totals } from "@/lib/site-config";

describe("site config", () => {
  it("derives the headline totals from the per-service figures", () => {
    const config = siteConfigSchema.parse(raw);
    const t = totals(config);
    expect(t.casesWon).toBe(Object.values(raw.services).reduce((s, v) => s + v.casesWon, 0));
    expect(t.recoveredUsd).toBe(Object.values(raw.services).reduce((s, v) => s + v.recoveredUsd, 0));
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
