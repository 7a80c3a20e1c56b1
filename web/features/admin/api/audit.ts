import { z } from "@/lib/zod";
import { optionalText as text } from "./fields";
import { adminRequest } from "./request";

// The audit log, one page at a time, filtered by who, what and which California calendar days
// (docs/admin-api.md). The filters live in the page's URL query under the same names the API
// takes, so a reload or a shared link shows the same entries.

export const auditEntrySchema = z.object({
  at: z.string(),
  actor: text,
  action: z.string(),
  subject: text,
  detail: text,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Entries per page: the server's default, sent explicitly so the page count is ours too. */
export const auditPageSize = 50;

const names = z.array(z.string()).catch([]);

export const auditSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    total: z.number().int().nonnegative().optional(),
    page: z.number().int().positive().optional(),
    pageSize: z.number().int().positive().optional(),
    /** Every distinct action and actor in the whole log, for the filters' choices. */
    actions: names,
    actors: names,
  })
  // A server from before paging sent the newest entries only: one page of them.
  .transform((a) => ({
    ...a,
    total: a.total ?? a.entries.length,
    page: a.page ?? 1,
    pageSize: a.pageSize ?? Math.max(auditPageSize, a.entries.length),
  }));
export type AuditPage = z.infer<typeof auditSchema>;

export const auditFilterFields = ["actor", "action", "from", "to"] as const;
export type AuditFilterField = (typeof auditFilterFields)[number];

/** The filters as the URL has them; an absent or empty one is no filter. */
export type AuditFilters = Partial<Record<AuditFilterField, string>> & { page: number };

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/**
 * The filters of the page's URL. Values go to the server as they are (it says what is wrong with
 * a date, at its field); only the page number falls back to the first page when unreadable.
 */
export function auditFiltersFromSearch(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = { page: pageSchema.parse(params.get("page") ?? 1) };
  for (const field of auditFilterFields) {
    const value = params.get(field)?.trim().slice(0, 200);
    if (value) filters[field] = value;
  }
  return filters;
}

/** The page's own query string (empty filters and page 1 left out). */
export function auditFiltersToSearch(filters: Partial<AuditFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of auditFilterFields) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The filters are the ones people choose; the page is not one of them. */
export function hasAuditFilters(filters: AuditFilters): boolean {
  return auditFilterFields.some((field) => Boolean(filters[field]));
}

export function getAudit(filters: AuditFilters = { page: 1 }): Promise<AuditPage> {
  const query = auditFiltersToSearch(filters);
  query.set("page", String(filters.page));
  query.set("pageSize", String(auditPageSize));
  return adminRequest(`/api/admin/audit?${query}`, { schema: auditSchema });
}
