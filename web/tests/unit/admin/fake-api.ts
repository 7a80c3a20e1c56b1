import { afterEach, beforeEach, vi } from "vitest";
import { weekdays, type Weekday } from "@/features/admin/booking/api/availability";

// A stand-in for the C++ server's /api/admin: answers by "METHOD /path" (query ignored) and
// records every request, so tests can check URLs, headers and bodies.

export type RecordedCall = { method: string; url: string; headers: Headers; body: unknown };
type Answer = Response | (() => Response | Promise<Response>) | Error;

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** The server's answer without a session (or after it ended). */
export const signedOut = () => json(401, { errors: { form: ["Please sign in again."] } });

export const session = {
  user: {
    username: "maria",
    displayName: "Maria Lopez",
    role: "admin" as "admin" | "intake",
    attorney: false as boolean,
  },
  csrfToken: "csrf-token-123",
  step: "ready" as "enrol" | "code" | "change-password" | "ready",
};

/** The same person signed in with the intake role. */
export const intakeSession = { ...session, user: { ...session.user, role: "intake" as const } };

/** The same person with a State Bar number (issue 54): they may send a fee agreement. */
export const attorneySession = { ...session, user: { ...session.user, attorney: true } };

/** A session at another step of sign-in. */
export const sessionAt = (step: typeof session.step) => ({ ...session, step });

export function fakeApi(answers: Record<string, Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(Object.entries(answers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, headers: new Headers(init.headers), body });
    const key = `${method} ${url.split("?")[0]}`;
    const queue = queues.get(key);
    // A lead without a booked call (issue 35), unless the test says otherwise: every lead page asks.
    if (!queue && /^GET \/api\/admin\/leads\/[^/]+\/[^/]+\/booking$/.test(key))
      return json(200, { booking: null });
    // No fee agreement and no templates (issue 54), unless the test says otherwise.
    if (!queue && key === "GET /api/admin/agreement-templates") return json(200, { templates: [] });
    if (!queue && /^GET \/api\/admin\/leads\/[^/]+\/[^/]+\/agreements$/.test(key))
      return json(200, { agreements: [] });
    if (!queue || queue.length === 0) throw new Error(`no fake answer for ${key}`);
    // The last answer repeats, so a page may reload data as often as it likes.
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer instanceof Error) throw answer;
    return typeof answer === "function" ? answer() : answer.clone();
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.split("?")[0] === path),
  };
}

type Hours = { start: string; end: string }[];

/** A week of hours for calls as the availability API has it: the days given, the other days without hours. */
export const hoursWeek = (days: Partial<Record<Weekday, Hours>>): Record<Weekday, Hours> =>
  Object.fromEntries(weekdays.map((day) => [day, days[day] ?? []])) as Record<Weekday, Hours>;

export const leadRow = {
  id: "7d7c4a1e-0000-4000-8000-000000000001",
  form: "case-review",
  createdAt: "2026-11-21T18:03:04.120Z",
  firstName: "Ana",
  lastName: "Reyes",
  email: "ana@example.com",
  phone: "+13105550100",
  issueTypes: ["Wage & Hour"],
  status: "new",
  utmSource: "google",
  delivery: "failed",
};

/** A lead of the list as a server since issue 16 sends it: a reference, nobody assigned, not contacted. */
export const waitingLeadRow = { ...leadRow, reference: "GC-7K3M-Q9TD", firstContactAt: null, assignee: null };

/** The list answer holding `rows`, all on one page. */
export const leadList = (rows: unknown[]) =>
  json(200, { total: rows.length, page: 1, pageSize: 50, slaMinutes: 15, leads: rows });

export const leadDetail = {
  lead: {
    id: leadRow.id,
    form: "case-review",
    createdAt: leadRow.createdAt,
    status: "new",
    firstName: "Ana",
    lastName: "Reyes",
    email: "ana@example.com",
    phone: "+13105550100",
    issueTypes: ["Wage & Hour"],
    answers: {
      issueType: ["Wage & Hour"],
      issueDetails: "Unpaid overtime for three months.",
      employmentStatus: "Terminated/Fired",
      firstName: "Ana",
    },
    consent: { termsAccepted: true, communicationsConsent: true, smsConsent: false },
    landingPage: "/services/wage-hour?utm_source=google",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "fall",
    userAgent: "Mozilla/5.0 (test)",
  },
  events: [
    {
      kind: "status",
      fromStatus: "new",
      toStatus: "contacted",
      text: "",
      actor: "maria",
      at: "2026-11-21T19:00:00Z",
    },
    {
      kind: "note",
      fromStatus: null,
      toStatus: null,
      text: "Left a voicemail.",
      actor: "maria",
      at: "2026-11-21T19:05:00Z",
    },
  ],
  deliveries: [
    {
      id: "d1",
      channel: "webhook",
      state: "dead",
      attemptCount: 2,
      nextAttemptAt: null,
      lastError: "HTTP 500",
      attempts: [
        { at: "2026-11-21T18:03:05Z", outcome: "retry", httpStatus: 500, error: "HTTP 500" },
        { at: "2026-11-21T18:04:05Z", outcome: "dead", httpStatus: null, error: "timeout" },
      ],
    },
    {
      id: "d2",
      channel: "email",
      state: "delivered",
      attemptCount: 1,
      nextAttemptAt: null,
      lastError: "",
      attempts: [],
    },
  ],
};

export const enrolment = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/Golden%20Coast%20Workers%20Law:maria?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Golden%20Coast%20Workers%20Law",
  qr: { size: 33, path: "M4 4h7v1h-7zM4 5h1v5h-1z" },
};

export const recoveryCodes = Array.from(
  { length: 10 },
  (_, i) => `abc${i}-efgh-jkmn-pqr${String.fromCharCode(97 + i)}`,
);

export const staffUser = {
  username: "ana",
  displayName: "Ana Ruiz",
  role: "intake",
  secondFactor: true,
  disabled: false,
  mustChangePassword: false,
  barNumber: null as string | null,
  createdAt: "2026-11-01T16:00:00Z",
  activeSessions: 1,
};

export const staffSession = {
  id: "ab12cd34ef56",
  createdAt: "2026-11-21T16:00:00Z",
  lastSeenAt: "2026-11-21T17:30:00Z",
  expiresAt: "2026-11-22T04:00:00Z",
  current: false,
};

/** Registers a clock (Date only, so the router's timers still run) `minutes` after the sample lead arrived. */
export function clockAfterLead(minutes: number) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.parse(leadRow.createdAt) + minutes * 60_000));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
