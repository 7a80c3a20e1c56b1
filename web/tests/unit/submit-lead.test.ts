// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { submitLead } from "@/lib/intake-form/submit-lead";
import { bookingTokenOf } from "@/features/booking/call-booking";

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));

describe("submitLead", () => {
  it("posts JSON once and returns the lead id on 201", async () => {
    const fetchImpl = respond(201, { id: "lead-1" });
    expect(await submitLead("/api/case-reviews", { a: 1 }, { fetchImpl })).toEqual({
      ok: true,
      id: "lead-1",
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/case-reviews");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ a: 1 });
  });

  it("reads the reference number when the server sends one of the right shape", async () => {
    const answer = (body: unknown) => submitLead("/x", {}, { fetchImpl: respond(201, body) });
    expect(await answer({ id: "lead-1", reference: "GC-7K3M-Q9TD" })).toEqual({
      ok: true,
      id: "lead-1",
      reference: "GC-7K3M-Q9TD",
    });
    // Missing, null or odd references never break the flow: the lead is stored all the same.
    for (const reference of [undefined, null, "", "gc-7k3m-q9td", "GC-7K3M-Q9T0", "GC-7K3MQ9TD", 42]) {
      const result = await answer({ id: "lead-1", reference });
      expect(result, String(reference)).toEqual({ ok: true, id: "lead-1" });
      expect("reference" in result, String(reference)).toBe(false);
    }
  });

  it("returns the server's field errors on 422", async () => {
    const result = await submitLead("/x", {}, { fetchImpl: respond(422, { errors: { email: ["Bad"] } }) });
    expect(result).toEqual({ ok: false, kind: "invalid", fieldErrors: { email: ["Bad"] } });
  });

  it("takes a 201 without a lead id as a server failure", async () => {
    for (const body of [{}, { id: "" }, { id: 7 }, ["lead-1"], null, "lead-1"]) {
      expect(await submitLead("/x", {}, { fetchImpl: respond(201, body) }), JSON.stringify(body)).toEqual({
        ok: false,
        kind: "server",
        fieldErrors: {},
      });
    }
  });

  it("reads no field errors from a 422 whose errors are not lists of messages", async () => {
    for (const errors of [{ email: "Bad" }, { email: [1] }, ["Bad"], null, { email: ["Ok"], name: {} }]) {
      expect(
        await submitLead("/x", {}, { fetchImpl: respond(422, { errors }) }),
        JSON.stringify(errors),
      ).toEqual({ ok: false, kind: "invalid", fieldErrors: {} });
    }
    expect(
      await submitLead("/x", {}, { fetchImpl: respond(422, { errors: { email: [], name: ["A", "B"] } }) }),
    ).toEqual({ ok: false, kind: "invalid", fieldErrors: { email: [], name: ["A", "B"] } });
  });

  it("hands over a call booked with the request (/book), for the call booking form to read", async () => {
    const booking = {
      start: "2026-11-30T17:00:00Z",
      date: "2026-11-30",
      time: "09:00",
      manage: "v1.abc-DEF_9",
    };
    expect(await submitLead("/x", {}, { fetchImpl: respond(201, { id: "lead-1", booking }) })).toEqual({
      ok: true,
      id: "lead-1",
      booking,
    });
    expect(await submitLead("/x", {}, { fetchImpl: respond(201, { id: "lead-1", booking: null }) })).toEqual({
      ok: true,
      id: "lead-1",
    });
    expect(bookingTokenOf(booking)).toBe("v1.abc-DEF_9");
    for (const odd of [
      null,
      {},
      { ...booking, manage: "" },
      { ...booking, manage: "a b" },
      { manage: 7 },
      "x",
    ])
      expect(bookingTokenOf(odd), JSON.stringify(odd)).toBeNull();
  });

  it("hands over the free times of a 409: the chosen one was taken and nothing was stored", async () => {
    const free = { start: "2026-11-30T17:30:00Z", date: "2026-11-30", time: "09:30" };
    const result = await submitLead(
      "/x",
      {},
      {
        fetchImpl: respond(409, { errors: { slot: ["Taken."] }, slots: [free] }),
      },
    );
    expect(result).toEqual({
      ok: false,
      kind: "slot-taken",
      fieldErrors: { slot: ["Taken."] },
      slots: [free],
    });
  });

  it("names each other failure", async () => {
    expect(
      await submitLead("/x", {}, { fetchImpl: respond(429, {}, { "Retry-After": "120" }) }),
    ).toMatchObject({
      kind: "rate-limited",
      retryAfterSeconds: 120,
    });
    // Past the limit per phone number and e-mail address (/book): its own kind, no wait to show.
    expect(
      await submitLead(
        "/x",
        {},
        {
          fetchImpl: respond(429, { errors: { contact: ["x"] } }, { "Retry-After": "86000" }),
        },
      ),
    ).toEqual({ ok: false, kind: "contact-limit", fieldErrors: {} });
    expect(await submitLead("/x", {}, { fetchImpl: respond(503, { errors: {} }) })).toMatchObject({
      kind: "server",
    });
    expect(await submitLead("/x", {}, { fetchImpl: respond(415, {}) })).toMatchObject({ kind: "rejected" });
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitLead("/x", {}, { fetchImpl: offline })).toMatchObject({ kind: "network" });
  });

  it("gives up after the timeout", async () => {
    const hang = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    expect(await submitLead("/x", {}, { fetchImpl: hang, timeoutMs: 20 })).toMatchObject({
      ok: false,
      kind: "timeout",
    });
  });
});
