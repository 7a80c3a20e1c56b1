import { z } from "@/lib/zod";
import { adminRequest } from "../../shared/api/request";
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

export const agreementSchema = z.object({
  id: z.string().min(1),
  template: z.string(),
  version: z.number().int(),
  kind: kindSchema,
  language: languageSchema,
  state: z.string(),
  preparedBy: z.string(),
  preparedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

const textSchema = z.array(
  z.object({
    language: languageSchema,
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  }),
);
export type AgreementText = z.infer<typeof textSchema>;

const withTextSchema = z.object({ agreement: agreementSchema, text: textSchema });
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
