import { z } from "@/lib/zod";
import { optionalText as text } from "./fields";
import { adminRequest } from "./request";

export const auditEntrySchema = z.object({
  at: z.string(),
  actor: text,
  action: z.string(),
  subject: text,
  detail: text,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditSchema = z.object({ entries: z.array(auditEntrySchema) });

export function getAudit(): Promise<AuditEntry[]> {
  return adminRequest("/api/admin/audit", { schema: auditSchema }).then((a) => a.entries);
}
