// @vitest-environment node
import { describe, expect, it } from "vitest";
import spanishIntake from "@/content/words/es/intake";
import { failureMessage } from "@/content/intake-failure";
import { site } from "@/lib/site-config";

const spanish = spanishIntake.failure;

describe("the intake forms' failure message", () => {
  it("always offers the phone, except when the answers only need a change", () => {
    for (const kind of [
      "network",
      "timeout",
      "server",
      "rate-limited",
      "contact-limit",
      "rejected",
    ] as const) {
      expect(failureMessage(kind), kind).toContain(site.contact.phoneDisplay);
    }
    expect(failureMessage("invalid")).toMatch(/messages below/);
  });

  it("says how long to wait when the server said, in whole minutes", () => {
    expect(failureMessage("rate-limited", 60)).toContain("try again in about 1 minute,");
    expect(failureMessage("rate-limited", 121)).toContain("try again in about 3 minutes,");
    expect(failureMessage("rate-limited")).toContain("try again in a few minutes,");
    // The limit per phone and e-mail can last a day: no wait, the phone instead.
    expect(failureMessage("contact-limit", 86_000)).not.toMatch(/minute|try again/);
    expect(failureMessage("contact-limit")).toMatch(/several calls with this phone number or e-mail/);
  });

  it("has the same shape in Spanish", () => {
    expect(spanish.rateLimited(spanish.waitMinutes(1), spanish.call("(555) 010-0000"))).toBe(
      "Recibimos varias solicitudes desde esta conexión. Por favor, inténtelo de nuevo en aproximadamente 1 minuto, o llámenos al (555) 010-0000.",
    );
    expect(spanish.waitMinutes(3)).toBe("en aproximadamente 3 minutos");
    expect(spanish.contactLimit("(555) 010-0000")).toContain("llámenos al (555) 010-0000");
  });
});
