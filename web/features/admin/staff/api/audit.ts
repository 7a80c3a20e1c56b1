import { z } from "@/lib/zod";
import { optionalText as text } from "../../shared/api/fields";
import { adminRequest } from "../../shared/api/request";

// The audit log, one page at a time (newest first; each next page starts after the last entry
// shown), filtered by who, what and which California calendar days (docs/admin-api.md). The
// filters live in the page's URL query under the same names the API takes, so a reload or a
// shared link shows the same entries.

export const auditEntrySchema = z.object({
  at: z.string(),
  actor: text,
  action: z.string(),
  subject: text,
  detail: text,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Entries per page: the server's default, sent explicitly so the page's size is ours too. */
export const auditPageSize = 50;

const names = z.array(z.string()).catch([]);

export const auditSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    /** Entries matching the filters, counted up to the server's cap (then `totalCapped`). */
    total: z.number().int().nonnegative().optional(),
    totalCapped: z.boolean().optional(),
    /** Where the next, older page starts (keyset pages, issue 52); null on the last page. */
    next: z.string().nullable().optional(),
    pageSize: z.number().int().positive().optional(),
    /** Every distinct action and actor in the whole log, for the filters' choices. */
    actions: names,
    actors: names,
  })
  // A server from before counting sent the newest entries only: one page of them.
  .transform((a) => ({
    ...a,
    total: a.total ?? a.entries.length,
    totalCapped: a.totalCapped ?? false,
    next: a.next ?? null,
    pageSize: a.pageSize ?? Math.max(auditPageSize, a.entries.length),
  }));
export type AuditPage = z.infer<typeof auditSchema>;

export const auditFilterFields = ["actor", "action", "from", "to"] as const;
export type AuditFilterField = (typeof auditFilterFields)[number];

/** The filters as the URL has them; an absent or empty one is no filter. `after`: the page's start. */
export type AuditFilters = Partial<Record<AuditFilterField, string>> & { after?: string };

/** A cursor as the server gives it (an entry's position); anything else is the first page. */
const afterSchema = z
  .string()
  .regex(/^[0-9]{1,18}$/)
  .optional()
  .catch(undefined);

/**
 * The filters of the page's URL. Values go to the server as they are (it says what is wrong with
 * a date, at its field); only the page's start falls back to the first page when unreadable.
 */
export function auditFiltersFromSearch(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const after = afterSchema.parse(params.get("after") ?? undefined);
  if (after) filters.after = after;
  for (const field of auditFilterFields) {
    const value = params.get(field)?.trim().slice(0, 200);
    if (value) filters[field] = value;
  }
  return filters;
}

/** The page's own query string (empty filters and the first page's start left out). */
export function auditFiltersToSearch(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of auditFilterFields) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  if (filters.after) params.set("after", filters.after);
  return params;
}

/** The filters are the ones people choose; where the page starts is not one of them. */
export function hasAuditFilters(filters: AuditFilters): boolean {
  return auditFilterFields.some((field) => Boolean(filters[field]));
}

export function getAudit(filters: AuditFilters = {}): Promise<AuditPage> {
  const query = auditFiltersToSearch(filters);
  query.set("pageSize", String(auditPageSize));
  return adminRequest(`/api/admin/audit?${query}`, { schema: auditSchema });
}
