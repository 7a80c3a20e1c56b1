// @vitest-environment node
// @vitest-environment node
import { describe, expect, it } from "vitest";
import { base32Decode, totp } from "../../e2e/totp";

// The end-to-end tests act as the authenticator app with this helper: it must agree with RFC 6238.
describe("the e2e tests' one-time codes", () => {
  // RFC 6238 appendix B, SHA-1 key "12345678901234567890", the last 6 of its 8-digit codes.
  const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

  it("decodes base32 as the set-up page shows it", () => {
    expect(base32Decode("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ").toString()).toBe("12345678901234567890");
  });

  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
    [20000000000, "353130"],
  ])("at %i s: %s", (seconds, code) => {
    expect(totp(secret, seconds * 1000)).toBe(code);
  });
});
