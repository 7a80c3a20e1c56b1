import { z } from "@/lib/zod";
import { leadLanguages, optionalText } from "../../shared/api/fields";
import { leadBaseShape, nextDeadlineSchema, slaMinutesSchema } from "./lead-fields";
import { adminRequest } from "../../shared/api/request";

// Lead list: the filters as they appear in the page's URL, the same filters as the API wants
// them, the list itself and the CSV export.

/**
 * "text-message": a lead that began with a text to the firm (issue 34); it has no form definition.
 * "call-booking": a worker who booked a call on /book (issue 35).
 */
export const formIds = ["case-review", "harassment-questionnaire", "text-message", "call-booking"] as const;
export type FormId = (typeof formIds)[number];

/** In pipeline order (docs/admin-api.md). */
export const statuses = [
  "new",
  "contacted",
  "consultation_scheduled",
  "retained",
  "not_a_fit",
  "referred_out",
] as const;

export const pageSize = 50;

/**
 * Whether anyone has tried to reach the lead yet (issue 16). "none" is the inbox: leads nobody has
 * contacted, longest waiting first (the server sorts them so). "all" is no filter at all.
 */
export const contactFilters = ["none", "made", "all"] as const;
export type ContactFilter = (typeof contactFilters)[number];

/** Views of the list besides the filters: "needs_reply" holds leads whose texts wait for an answer. */
export const leadViews = ["needs_reply"] as const;

/** "me", "none" (unassigned) or a user name; absent means anyone. */
const assigneeFilter = z.union([z.enum(["me", "none"]), z.string().regex(/^[a-z0-9._-]{3,64}$/)]);

const localDate = z.iso.date();

/**
 * The filters of the list page, read from its URL query string. The URL holds dates as the staff
 * member's local calendar days (from and to both included), which read well and survive a reload;
 * apiQuery turns them into the instants the API wants. Anything malformed is dropped, not fatal.
 */
export const leadFiltersSchema = z.object({
  form: z.enum(formIds).optional().catch(undefined),
  issue: z.string().trim().min(1).max(200).optional().catch(undefined),
  status: z.enum(statuses).optional().catch(undefined),
  from: localDate.optional().catch(undefined),
  to: localDate.optional().catch(undefined),
  utm_source: z.string().trim().min(1).max(200).optional().catch(undefined),
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  contact: z.enum(contactFilters).catch("all"),
  assignee: assigneeFilter.optional().catch(undefined),
  language: z.enum(leadLanguages).optional().catch(undefined),
  view: z.enum(leadViews).optional().catch(undefined),
  /** Where the page starts: the `next` the page before was given (keyset pages, issue 52). */
  after: z
    .string()
    .max(100)
    .regex(/^[0-9A-Za-z:.~-]+$/)
    .optional()
    .catch(undefined),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

const filterKeys = [
  "form",
  "issue",
  "status",
  "from",
  "to",
  "utm_source",
  "q",
  "assignee",
  "language",
  "view",
] as const;

/**
 * The filters in a URL. Without any filter the list opens as the inbox (contact "none"); a URL
 * that names other filters but no contact filter (an older bookmark, a search link) means all
 * leads, so a search for a contacted lead still finds it.
 */
export function filtersFromSearch(params: URLSearchParams): LeadFilters {
  const raw: Record<string, string> = {};
  for (const key of [...filterKeys, "after"]) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const contact = params.get("contact");
  const anyOther = filterKeys.some((key) => raw[key] !== undefined);
  raw.contact = contact || (anyOther ? "all" : "none");
  return leadFiltersSchema.parse(raw);
}

/**
 * The page's own query string for these filters (empty ones and the first page left out). A contact
 * filter given is written out unless the query would say nothing else and it is the inbox's
 * default; without one, the query reads back as all leads (or the inbox when it is empty).
 */
export function filtersToSearch(filters: Partial<LeadFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const contact = filters.contact;
  if (contact && (contact !== "none" || params.size > 0)) params.set("contact", contact);
  if (filters.after) params.set("after", filters.after);
  return params;
}

/**
 * The first instant of a local calendar day (plus dayOffset days), as ISO 8601 UTC. Date's local
 * constructor knows the browser's time zone, including daylight saving changes.
 */
export function localDayStart(date: string, dayOffset = 0): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day + dayOffset).toISOString();
}

/** The API's query for these filters: "to" is exclusive there, so it is the next day's start. */
export function apiQuery(filters: LeadFilters, options: { paged: boolean }): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.form) params.set("form", filters.form);
  if (filters.issue) params.set("issue", filters.issue);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", localDayStart(filters.from));
  if (filters.to) params.set("to", localDayStart(filters.to, 1));
  if (filters.utm_source) params.set("utm_source", filters.utm_source);
  if (filters.q) params.set("q", filters.q);
  if (filters.contact !== "all") params.set("contact", filters.contact);
  if (filters.assignee) params.set("assignee", filters.assignee);
  if (filters.language) params.set("language", filters.language);
  if (filters.view) params.set("view", filters.view);
  if (options.paged) {
    if (filters.after) params.set("after", filters.after);
    params.set("pageSize", String(pageSize));
  }
  return params;
}

export function exportCsvUrl(filters: LeadFilters): string {
  const query = apiQuery(filters, { paged: false }).toString();
  return `/api/admin/leads/export.csv${query ? `?${query}` : ""}`;
}

export const deliverySummaries = ["none", "pending", "delivered", "failed"] as const;

/**
 * Warnings the server works out for a lead in the list: another lead with the same phone or
 * e-mail (a possible duplicate), and how many other leads name the same employer (a conflict
 * check is needed). Read leniently: absent or unreadable flags mean no warning.
 */
export const leadFlagsSchema = z
  .object({
    duplicate: z.boolean().catch(false),
    employerMatches: z.number().int().nonnegative().catch(0),
    /** The server counts a big employer's leads up to a cap (100): more than `employerMatches`. */
    employerMatchesCapped: z.boolean().catch(false).optional(),
  })
  .catch({ duplicate: false, employerMatches: 0 });
export type LeadFlags = z.infer<typeof leadFlagsSchema>;

export const leadSummarySchema = z.object({
  ...leadBaseShape,
  utmSource: optionalText,
  delivery: z.enum(deliverySummaries),
  flags: leadFlagsSchema,
  deadline: nextDeadlineSchema,
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadListSchema = z.object({
  /** Counted up to 10,000; totalCapped when there are more ("10,000+"). */
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean().catch(false),
  /** The next page's `after`; null on the last page. */
  next: z.string().nullable().catch(null),
  pageSize: z.number().int().positive(),
  leads: z.array(leadSummarySchema),
  /** Minutes a new lead may wait for its first contact; 15 when an older server sends none. */
  slaMinutes: slaMinutesSchema,
});
export type LeadList = z.infer<typeof leadListSchema>;

export function listLeads(filters: LeadFilters): Promise<LeadList> {
  return adminRequest(`/api/admin/leads?${apiQuery(filters, { paged: true })}`, { schema: leadListSchema });
}
