// @vitest-environment node
// Dates below are checked in Los Angeles time, across the end of daylight saving (2026-11-01).
process.env.TZ = "America/Los_Angeles";

import { afterEach, describe, expect, it, vi } from "vitest";
import { getAudit } from "@/features/admin/staff/api/audit";
import {
  addNote,
  deleteLead,
  getLead,
  leadDetailSchema,
  retryDelivery,
  setStatus,
} from "@/features/admin/leads/api/lead-detail";
import {
  apiQuery,
  exportCsvUrl,
  filtersFromSearch,
  filtersToSearch,
  listLeads,
} from "@/features/admin/leads/api/leads";
import { AdminApiError } from "@/features/admin/shared/api/request";
import { getSession, login, logout, safeNextPath } from "@/features/admin/shared/api/session";
import { fakeApi, json, leadDetail, leadRow, session } from "./fake-api";

afterEach(() => vi.unstubAllGlobals());

/** Lets fake time pass, a second at a time, until `promise` settles (reading a body is real I/O). */
async function settled<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true)).catch(() => undefined);
  for (let i = 0; i < 60 && !done; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(1000);
  }
  return promise;
}

describe("admin API fetchers", () => {
  it("login posts JSON without a CSRF token and returns the session", async () => {
    const api = fakeApi({ "POST /api/admin/login": json(200, session) });
    await expect(login("maria", "correct horse battery")).resolves.toEqual(session);
    const [call] = api.calls;
    expect(call!.headers.get("Content-Type")).toBe("application/json");
    expect(call!.headers.has("X-CSRF-Token")).toBe(false);
    expect(call!.body).toEqual({ username: "maria", password: "correct horse battery" });
  });

  it("turns a 401 into kind unauthorized with the server's message", async () => {
    fakeApi({
      "POST /api/admin/login": json(401, { errors: { form: ["That user name and password do not match."] } }),
    });
    const error = await login("maria", "wrong").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as AdminApiError).kind).toBe("unauthorized");
    expect((error as AdminApiError).serverMessage()).toBe("That user name and password do not match.");
  });

  it("reads Retry-After and the message of a 429", async () => {
    fakeApi({
      "POST /api/admin/login": json(
        429,
        { errors: { form: ["Too many attempts. Try again in 15 minutes."] } },
        { "Retry-After": "900" },
      ),
    });
    const error = (await login("maria", "x").catch((e: unknown) => e)) as AdminApiError;
    expect(error.kind).toBe("rate-limited");
    expect(error.retryAfterSeconds).toBe(900);
    expect(error.serverMessage()).toBe("Too many attempts. Try again in 15 minutes.");
  });

  it("asks a read again when the staff workers are busy, but never repeats a change by itself", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const busy = () =>
        json(503, { errors: { form: ["The server is busy. Try again."] } }, { "Retry-After": "1" });
      const api = fakeApi({
        // Twice busy, then the answer; then busy three times: two retries, then the error.
        "GET /api/admin/session": [busy(), busy(), json(200, session), busy(), busy(), busy()],
        [`POST /api/admin/leads/case-review/${leadRow.id}/notes`]: busy(),
      });
      await expect(settled(getSession())).resolves.toEqual(session);
      expect(api.callsTo("GET", "/api/admin/session")).toHaveLength(3);

      expect(await settled(getSession().catch((e: unknown) => e))).toMatchObject({
        kind: "server",
        status: 503,
        retryAfterSeconds: 1,
      });
      expect(api.callsTo("GET", "/api/admin/session")).toHaveLength(6);

      const note = addNote("case-review", leadRow.id, "x", session.csrfToken).catch((e: unknown) => e);
      expect(await settled(note)).toMatchObject({ status: 503 });
      expect(api.callsTo("POST", `/api/admin/leads/case-review/${leadRow.id}/notes`)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports a network failure and an unreadable answer as values, not crashes", async () => {
    fakeApi({ "GET /api/admin/session": new TypeError("Failed to fetch") });
    await expect(getSession()).rejects.toMatchObject({ kind: "network" });
    fakeApi({ "GET /api/admin/session": json(200, { user: "nope" }) });
    await expect(getSession()).rejects.toMatchObject({ kind: "server" });
    fakeApi({ "GET /api/admin/session": new Response("<html>bad gateway</html>", { status: 502 }) });
    await expect(getSession()).rejects.toMatchObject({ kind: "server", status: 502 });
  });

  it("sends X-CSRF-Token on every state-changing call", async () => {
    const path = `/api/admin/leads/case-review/${leadRow.id}`;
    const event = {
      kind: "note",
      fromStatus: null,
      toStatus: null,
      text: "x",
      actor: "maria",
      at: "2026-11-21T19:05:00Z",
    };
    const api = fakeApi({
      "POST /api/admin/logout": new Response(null, { status: 204 }),
      [`POST ${path}/status`]: json(200, { event: { ...event, kind: "status", toStatus: "contacted" } }),
      [`POST ${path}/notes`]: json(201, { event }),
      [`DELETE ${path}`]: new Response(null, { status: 204 }),
      "POST /api/admin/deliveries/d1/retry": json(200, { delivery: leadDetail.deliveries[0] }),
    });
    await logout("t1");
    await setStatus("case-review", leadRow.id, "contacted", "t1");
    await addNote("case-review", leadRow.id, "x", "t1");
    await deleteLead("case-review", leadRow.id, "privacy request", "t1");
    await retryDelivery("d1", "t1");
    expect(api.calls).toHaveLength(5);
    for (const call of api.calls) expect(call.headers.get("X-CSRF-Token"), call.url).toBe("t1");
    expect(api.calls.map((c) => c.body)).toEqual([
      undefined,
      { status: "contacted" },
      { text: "x" },
      { reason: "privacy request" },
      undefined,
    ]);
  });

  it("parses a lead as the contract describes it, and the audit log", async () => {
    fakeApi({
      [`GET /api/admin/leads/case-review/${leadRow.id}`]: json(200, leadDetail),
      "GET /api/admin/audit": json(200, {
        entries: [
          {
            at: "2026-11-21T20:00:00Z",
            actor: "maria",
            action: "lead.deleted",
            subject: "x",
            detail: "privacy request",
          },
        ],
      }),
    });
    const detail = await getLead("case-review", leadRow.id);
    expect(detail.events[1]!.fromStatus).toBe("");
    expect(detail.deliveries[0]!.attempts[1]!.httpStatus).toBeNull();
    expect((await getAudit()).entries).toHaveLength(1);
    expect(
      leadDetailSchema.safeParse({ ...leadDetail, lead: { ...leadDetail.lead, issueTypes: "x" } }).success,
    ).toBe(false);
  });

  it("asks for one page of the list with the filters", async () => {
    const api = fakeApi({
      "GET /api/admin/leads": json(200, { total: 1, pageSize: 50, next: null, leads: [leadRow] }),
    });
    const after = "2026-03-10T12:00:00.000Z~0b0e6c52-0e51-4c2b-9e7b-5a2f0d2d2e01";
    const list = await listLeads(
      filtersFromSearch(new URLSearchParams(`form=case-review&q=ana&after=${after}`)),
    );
    expect(list.leads[0]!.delivery).toBe("failed");
    expect(list.next).toBeNull();
    expect(list.totalCapped).toBe(false);
    expect(api.calls[0]!.url).toBe(
      `/api/admin/leads?form=case-review&q=ana&${new URLSearchParams({ after })}&pageSize=50`,
    );
  });
});

describe("lead filters", () => {
  it("reads the page URL leniently: bad values are dropped", () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        "form=nope&status=retained&from=2026-13-45&to=2026-11-30&after=%3Cx%3E&issue=Wage+%26+Hour&q=+ana+",
      ),
    );
    expect(filters).toEqual({
      status: "retained",
      to: "2026-11-30",
      issue: "Wage & Hour",
      q: "ana",
      // Other filters without a contact filter: all leads, not only those waiting (issue 16).
      contact: "all",
    });
  });

  it("writes the page URL without empty filters, the first page without a cursor", () => {
    expect(filtersToSearch({ form: "case-review", q: "" }).toString()).toBe("form=case-review");
    expect(filtersToSearch({ status: "new", after: "2026-03-10T12:00:00.000Z~x" }).toString()).toBe(
      "status=new&after=2026-03-10T12%3A00%3A00.000Z%7Ex",
    );
  });

  it("turns local dates into instants: from the day's start, to the next day's start (exclusive)", () => {
    const query = apiQuery(filtersFromSearch(new URLSearchParams("from=2026-11-01&to=2026-11-01")), {
      paged: false,
    });
    // Midnight of 1 November 2026 is still daylight time in Los Angeles (UTC-7); 2 November is UTC-8.
    expect(query.get("from")).toBe("2026-11-01T07:00:00.000Z");
    expect(query.get("to")).toBe("2026-11-02T08:00:00.000Z");
  });

  it("puts the same filters on the CSV export, without paging", () => {
    const filters = filtersFromSearch(
      new URLSearchParams("form=case-review&status=new&utm_source=google&q=ana&page=4"),
    );
    expect(exportCsvUrl(filters)).toBe(
      "/api/admin/leads/export.csv?form=case-review&status=new&utm_source=google&q=ana",
    );
    // The inbox view exports what it shows: the leads nobody has contacted yet.
    expect(exportCsvUrl(filtersFromSearch(new URLSearchParams()))).toBe(
      "/api/admin/leads/export.csv?contact=none",
    );
  });
});

describe("where to go after signing in", () => {
  it.each([
    ["/admin/leads/case-review/1?x=1", "/admin/leads/case-review/1?x=1"],
    ["/admin?q=ana", "/admin?q=ana"],
    ["/admin", "/admin"],
    [null, "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/administrator", "/admin"],
    ["/admin/login?next=/admin", "/admin"],
    ["/admin\\evil", "/admin"],
  ])("%s -> %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
