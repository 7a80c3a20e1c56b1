import { z } from "@/lib/zod";
import { adminRequest } from "../../shared/api/request";
import { nullableText, optionalText } from "../../shared/api/fields";
import { leadPath } from "../../leads/api/lead-detail";

// Fee agreements on a lead (issue 54, docs/admin-api.md "Fee agreements").

const kindSchema = z.enum(["contingency", "hourly"]);
const languageSchema = z.enum(["en", "es"]);

export const agreementTemplateSchema = z.object({
  id: z.string().min(1),
  version: z.number().int().positive(),
  kind: kindSchema,
  sample: z.boolean(),
  titles: z.object({ en: z.string(), es: z.string() }),
});
export type AgreementTemplate = z.infer<typeof agreementTemplateSchema>;

/**
 * Where an agreement is: prepared (draft), sent to the worker (sent; viewed once the worker opened
 * the link; expired when the link ended unused), signed by the worker then by the firm (signed,
 * complete), refused by the worker (declined), or its link ended by an attorney (revoked).
 */
export const agreementStates = [
  "draft",
  "sent",
  "viewed",
  "signed",
  "complete",
  "declined",
  "revoked",
  "expired",
] as const;
export type AgreementState = (typeof agreementStates)[number];

export const agreementSchema = z.object({
  id: z.string().min(1),
  template: z.string(),
  version: z.number().int(),
  kind: kindSchema,
  language: languageSchema,
  state: z.enum(agreementStates),
  preparedBy: z.string(),
  preparedAt: z.string(),
  /** The user name of the attorney who sent it last; null for a draft. */
  sentBy: nullableText,
  sentAt: nullableText,
  /** When the worker's link stops working; null for a draft. */
  expiresAt: nullableText,
  /** The attorney who signed it for the firm by sending it; null for a draft. */
  attorney: z.object({ name: z.string(), barNumber: z.string() }).nullable(),
  /** How the link went: ["sms", "email"], or ["email"] when the worker cannot be texted. */
  channels: z.array(z.string()),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** One step in an agreement's evidence (sent, resent, revoked), oldest first. */
export const agreementEventSchema = z.object({
  step: z.string(),
  at: z.string(),
  actor: optionalText,
  address: optionalText,
  userAgent: optionalText,
  channel: optionalText,
  detail: z.unknown(),
});
export type AgreementEvent = z.infer<typeof agreementEventSchema>;

const textSchema = z.array(
  z.object({
    language: languageSchema,
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  }),
);
export type AgreementText = z.infer<typeof textSchema>;

// Preparing answers the agreement and its text; showing, sending and revoking add its events.
const withTextSchema = z.object({
  agreement: agreementSchema,
  text: textSchema,
  events: z.array(agreementEventSchema).optional(),
});
export type AgreementWithText = z.infer<typeof withTextSchema>;

export type FeeRow = { percent: string; when: string };
export type AgreementDraft = {
  template: string;
  language: "en" | "es";
  matter: string;
  fees: FeeRow[];
  costsNote: string;
};

export function listAgreementTemplates(): Promise<AgreementTemplate[]> {
  return adminRequest("/api/admin/agreement-templates", {
    schema: z.object({ templates: z.array(agreementTemplateSchema) }),
  }).then((a) => a.templates);
}

export function listAgreements(form: string, id: string): Promise<Agreement[]> {
  return adminRequest(`${leadPath(form, id)}/agreements`, {
    schema: z.object({ agreements: z.array(agreementSchema) }),
  }).then((a) => a.agreements);
}

export function prepareAgreement(
  form: string,
  id: string,
  draft: AgreementDraft,
  csrfToken: string,
): Promise<AgreementWithText> {
  return adminRequest(`${leadPath(form, id)}/agreements`, {
    method: "POST",
    body: draft,
    csrfToken,
    schema: withTextSchema,
  });
}

export function getAgreement(form: string, id: string, agreement: string): Promise<AgreementWithText> {
  return adminRequest(`${leadPath(form, id)}/agreements/${encodeURIComponent(agreement)}`, {
    schema: withTextSchema,
  });
}

/**
 * An attorney sends the agreement (a draft), or sends it again with a new link (a sent or viewed
 * one, expired or not), confirming with a fresh 6-digit `code` from their authenticator app.
 */
export function sendAgreement(
  form: string,
  id: string,
  agreement: string,
  code: string,
  csrfToken: string,
): Promise<AgreementWithText> {
  return adminRequest(`${leadPath(form, id)}/agreements/${encodeURIComponent(agreement)}/send`, {
    method: "POST",
    body: { code },
    csrfToken,
    schema: withTextSchema,
  });
}

/** An attorney ends the worker's link to a sent agreement and withdraws its reminders. */
export function revokeAgreement(
  form: string,
  id: string,
  agreement: string,
  csrfToken: string,
): Promise<AgreementWithText> {
  return adminRequest(`${leadPath(form, id)}/agreements/${encodeURIComponent(agreement)}/revoke`, {
    method: "POST",
    body: {},
    csrfToken,
    schema: withTextSchema,
  });
}
