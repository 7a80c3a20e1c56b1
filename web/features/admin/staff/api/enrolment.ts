import { z } from "@/lib/zod";
import { adminRequest } from "../../shared/api/request";
import { sessionSchema, type AdminSession } from "../../shared/api/session";

// Setting up the second factor at the first sign-in (docs/admin-api.md): the server makes a new
// secret on every start and shows it as a QR code; one valid code from the app confirms it.

export const enrolmentSchema = z.object({
  /** Base32, as authenticator apps take it when typed. */
  secret: z.string().min(16),
  uri: z.string().startsWith("otpauth://"),
  /** The QR code as an SVG path in module units, quiet zone included. */
  qr: z.object({ size: z.number().int().positive().max(200), path: z.string().min(1) }),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

const confirmedSchema = sessionSchema.extend({ recoveryCodes: z.array(z.string().min(1)).min(1) });
export type ConfirmedEnrolment = AdminSession & { recoveryCodes: string[] };

export function startEnrolment(csrfToken: string): Promise<Enrolment> {
  return adminRequest("/api/admin/second-factor/enrolment", {
    method: "POST",
    body: {},
    csrfToken,
    schema: enrolmentSchema,
  });
}

export function confirmEnrolment(code: string, csrfToken: string): Promise<ConfirmedEnrolment> {
  return adminRequest("/api/admin/second-factor/enrolment/confirm", {
    method: "POST",
    body: { code },
    csrfToken,
    schema: confirmedSchema,
  });
}

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP": easier to read out and type. */
export function groupInFours(secret: string): string {
  return secret.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** What a person typed as a code, without the spaces and dashes apps and people put in it. */
export function cleanCode(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/** The recovery codes as a text file to keep. */
export function recoveryCodesText(codes: string[], account: string, firm: string): string {
  return [
    `Recovery codes for ${account} (${firm} staff area)`,
    "",
    "Each code can be used once, instead of a code from the authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}
