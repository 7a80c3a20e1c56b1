import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookForLead, cancelCall, fetchManagedCall, moveCall } from "@/features/booking/api/booking";
import { BookingPage } from "@/features/booking/components/booking-page";
import LeadBooking from "@/features/booking/components/lead-booking";
import ManageCall from "@/features/booking/components/manage-call";
import { CallBookingForm, type SlotFieldProps } from "@/features/booking/components/call-booking-form";
import { leadKey, rememberLead, storedLead } from "@/lib/intake-form/session";
import { goTo } from "@/lib/navigate";

// A public page goes to the next one by loading it (lib/navigate.ts), which jsdom cannot do.
vi.mock("@/lib/navigate", () => ({ goTo: vi.fn() }));

// The public booking pages of issue 35 at the cheapest level that shows each rule: /book's
// prerendered form works without JavaScript (a real form, every field named, the server's marker
// for the times); with JavaScript it sends JSON, follows a booked call to its page and offers the
// fresh times of a 409; /booking's prerendered page is the server's marker; the API's answers
// become the failures the pages explain. The browser flows are tests/e2e/booking.spec.ts.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockClear();
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
});

/** A stand-in for the route's picker: the times it is given, as radios. */
function FakePicker({ value, onChange, freshSlots, callLanguage, errors }: SlotFieldProps) {
  const offered = freshSlots ?? [{ start: "2026-11-30T17:00:00Z", date: "2026-11-30", time: "09:00" }];
  return (
    <fieldset data-testid="picker" data-language={callLanguage} data-fresh={freshSlots ? "yes" : "no"}>
      <legend>Times</legend>
      {offered.map((s) => (
        <label key={s.start}>
          <input type="radio" checked={value === s.start} onChange={() => onChange(s.start)} />
          {s.start}
        </label>
      ))}
      <p>{errors?.join(" ")}</p>
    </fieldset>
  );
}

const prerenderedForm = () =>
  renderToString(<CallBookingForm slotField={(props) => <FakePicker {...props} />} />);

describe("/book before and without JavaScript", () => {
  const html = prerenderedForm();
  const doc = new DOMParser().parseFromString(html, "text/html");
  const form = doc.querySelector("form")!;
  const input = (selector: string) => form.querySelector<HTMLInputElement>(selector);

  it("is a form posted to the API, with the server's marker for the times", () => {
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/call-bookings");
    expect(form.hasAttribute("novalidate")).toBe(false);
    const marker = form.querySelector('[data-server-filled="booking-slots"]')!;
    expect(marker.innerHTML).toBe("<!--booking-slots-->");
    expect(form.querySelector('[data-testid="picker"]')).toBeNull();
  });

  it("names every field as the API takes them; 'as soon as you can' and the page's language are chosen", () => {
    for (const name of [
      "firstName",
      "lastName",
      "email",
      "phone",
      "topic",
      "termsAccepted",
      "smsConsent",
      "website",
    ])
      expect(form.querySelector(`[name="${name}"]`), name).not.toBeNull();
    expect(input('input[type="hidden"][name="form_id"]')!.value).toBe("call_booking");
    expect(input('input[type="hidden"][name="language"]')!.value).toBe("en");
    expect(input('input[name="callLanguage"]:checked')!.value).toBe("English");
    const soonest = input('input[name="slot"]:checked')!;
    expect(soonest.value).toBe("");
    expect(soonest.closest("label")!.textContent).toContain("Call me as soon as you can");
  });
});

function renderBook(path = "/book") {
  window.history.replaceState(null, "", path);
  render(<CallBookingForm slotField={(props) => <FakePicker {...props} />} />);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Rosa");
  await user.type(screen.getByLabelText("Last name"), "Alvarez");
  await user.type(screen.getByLabelText("Email"), "rosa@example.com");
  await user.type(screen.getByLabelText(/^Phone/), "(213) 555-0117");
  await user.click(screen.getByRole("checkbox", { name: /I accept the Terms/ }));
}

describe("/book with JavaScript", () => {
  it("puts the picker in place of the server's times, for the chosen call language", async () => {
    const user = userEvent.setup();
    renderBook();
    expect(screen.getByTestId("picker").dataset.language).toBe("en");
    expect(document.querySelector("[data-server-filled]")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Spanish" }));
    expect(screen.getByTestId("picker").dataset.language).toBe("es");
  });

  it("sends JSON with the envelope and goes to the booked call's page", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            id: "5f0c8d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f",
            reference: "GC-7K3M-Q9TD",
            booking: { start: "2026-11-30T17:00:00Z", date: "2026-11-30", time: "09:00", manage: "tok.en" },
          }),
          { status: 201 },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderBook();
    await fillIn(user);
    await user.click(screen.getByRole("radio", { name: "2026-11-30T17:00:00Z" }));
    await user.click(screen.getByRole("button", { name: "Book my call" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/booking?t=tok.en"));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/call-bookings");
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      firstName: "Rosa",
      callLanguage: "English",
      slot: "2026-11-30T17:00:00Z",
      termsAccepted: true,
      smsConsent: false,
      form_id: "call_booking",
      language: "en",
      website: "",
    });
    expect(body.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.elapsedMs).toBe("number");
    // /thank-you can offer this lead a time too, if the worker comes back there.
    expect(storedLead()).toBe("5f0c8d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f");
  });

  it("shows the times still open after a 409, with the time cleared and a plain message", async () => {
    const fresh = { start: "2026-11-30T18:00:00Z", date: "2026-11-30", time: "10:00" };
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: { slot: ["That time was just taken."] }, slots: [fresh] }), {
            status: 409,
          }),
      ),
    );
    const user = userEvent.setup();
    renderBook();
    await fillIn(user);
    await user.click(screen.getByRole("radio", { name: "2026-11-30T17:00:00Z" }));
    await user.click(screen.getByRole("button", { name: "Book my call" }));
    expect(await screen.findByText(/Someone booked the time you picked just before you/)).toBeTruthy();
    expect(screen.getByTestId("picker").dataset.fresh).toBe("yes");
    const offered = screen.getByRole("radio", { name: fresh.start }) as HTMLInputElement;
    expect(offered.checked).toBe(false);
    expect(screen.queryByRole("radio", { name: "2026-11-30T17:00:00Z" })).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Rosa");
  });

  it("shows field errors in place before sending anything, and focuses the first", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderBook();
    fireEvent.submit(screen.getByRole("button", { name: "Book my call" }).closest("form")!);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("First name")));
    const first = screen.getByLabelText("First name");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    const described = first.getAttribute("aria-describedby")!;
    expect(document.getElementById(described)!.textContent).toBe("Please enter your first name.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("explains the no-JavaScript form's way back", () => {
    renderBook("/book?error=slot-taken");
    expect(screen.getByRole("alert").textContent).toMatch(/Someone booked the time you picked/);
  });
});

describe("/booking", () => {
  it("is prerendered as the server's marker, which the script replaces", () => {
    const html = renderToString(<BookingPage />);
    expect(html).toMatch(/<div[^>]*data-server-filled="booking-manage"[^>]*><!--booking-manage--><\/div>/);
  });
});

describe("the lead just sent", () => {
  it("is kept for /thank-you only when it is a lead id", () => {
    rememberLead("5f0c8d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f");
    expect(storedLead()).toBe("5f0c8d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f");
    sessionStorage.setItem(leadKey, JSON.stringify("<script>"));
    expect(storedLead()).toBeNull();
    rememberLead(null);
    expect(sessionStorage.getItem(leadKey)).toBeNull();
  });
});

describe("the booking API's answers", () => {
  const respond = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));
  const slot = { start: "2026-11-30T17:00:00Z", date: "2026-11-30", time: "09:00" };

  it("reads a booked call and the link's call", async () => {
    expect(
      await bookForLead(
        "l",
        slot.start,
        "es",
        respond(201, { ...slot, reference: "GC-7K3M-Q9TD", manage: "t1" }),
      ),
    ).toEqual({ ok: true, value: { ...slot, reference: "GC-7K3M-Q9TD", manage: "t1" } });
    expect(
      await fetchManagedCall(
        "t1",
        respond(200, { ...slot, reference: "GC-7K3M-Q9TD", state: "booked", language: "es", name: "x" }),
      ),
    ).toEqual({ ok: true, value: { ...slot, reference: "GC-7K3M-Q9TD", language: "es" } });
    expect(
      await moveCall("t1", slot.start, "en", respond(200, { state: "booked", ...slot, manage: "t2" })),
    ).toEqual({
      ok: true,
      value: { ...slot, manage: "t2" },
    });
    expect(await cancelCall("t1", "en", respond(200, { state: "cancelled" }))).toEqual({
      ok: true,
      value: null,
    });
  });

  it("names each failure the pages explain", async () => {
    const kind = async (result: Promise<{ ok: boolean; failure?: { kind: string; slots?: unknown } }>) =>
      (await result).failure;
    expect(
      await kind(
        bookForLead("l", slot.start, "en", respond(409, { errors: { slot: ["x"] }, slots: [slot] })),
      ),
    ).toMatchObject({ kind: "taken", slots: [slot] });
    expect(
      await kind(bookForLead("l", slot.start, "en", respond(409, { errors: { lead: ["x"] } }))),
    ).toMatchObject({
      kind: "already-booked",
    });
    expect(
      await kind(bookForLead("l", slot.start, "en", respond(404, { errors: { lead: ["x"] } }))),
    ).toMatchObject({
      kind: "not-found",
    });
    expect(await kind(bookForLead("l", "x", "en", respond(422, { errors: { slot: ["x"] } })))).toMatchObject({
      kind: "invalid",
    });
    expect(await kind(fetchManagedCall("t", respond(410, { errors: { t: ["x"] } })))).toMatchObject({
      kind: "gone",
    });
    expect(await kind(fetchManagedCall("t", respond(400, { errors: { t: ["x"] } })))).toMatchObject({
      kind: "bad-link",
    });
    expect(await kind(moveCall("t", "x", "en", respond(400, { errors: { slot: ["x"] } })))).toMatchObject({
      kind: "invalid",
    });
    expect(
      await kind(moveCall("t", slot.start, "en", respond(409, { errors: { slot: ["x"] }, slots: [] }))),
    ).toMatchObject({ kind: "taken", slots: [] });
    expect(await kind(cancelCall("t", "en", respond(503, {})))).toMatchObject({ kind: "server" });
    // The two limits: per phone and e-mail (`errors.contact`, a day's wait: call us) and per address.
    expect(
      await kind(bookForLead("l", slot.start, "en", respond(429, { errors: { contact: ["x"] } }))),
    ).toMatchObject({ kind: "contact-limit" });
    expect(
      await kind(moveCall("t", slot.start, "en", respond(429, { errors: { contact: ["x"] } }))),
    ).toMatchObject({ kind: "contact-limit" });
    expect(
      await kind(bookForLead("l", slot.start, "en", respond(429, { errors: { _body: ["x"] } }))),
    ).toMatchObject({ kind: "rate-limited" });
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await kind(fetchManagedCall("t", offline))).toMatchObject({ kind: "network" });
  });
});

describe("/thank-you's offer of a time", () => {
  it("says to call, with the number, past the limit per phone and e-mail (not 'try again')", async () => {
    const open = [{ start: "2026-12-01T18:00:00Z", date: "2026-12-01", time: "10:00" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.startsWith("/api/booking/slots")
          ? new Response(JSON.stringify({ slots: open }), { status: 200 })
          : new Response(JSON.stringify({ errors: { contact: ["Several calls."] } }), { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    render(<LeadBooking lead="l1" />);
    await user.click(await screen.findByRole("button", { name: /Tue\s*Dec 1/ }));
    await user.click(screen.getByRole("radio", { name: /10:00\sAM/ }));
    await user.click(screen.getByRole("button", { name: "Book this time" }));
    const alert = await screen.findByText(/already booked several calls with this phone number or e-mail/);
    expect(alert.textContent).toContain("Please call us");
    expect(alert.querySelector('a[href^="tel:"]')).not.toBeNull();
  });
});

describe("/booking with JavaScript", () => {
  const call = {
    reference: "GC-7K3M-Q9TD",
    start: "2026-11-30T17:00:00Z",
    date: "2026-11-30",
    time: "09:00",
    state: "booked",
    language: "es",
  };
  const open = [
    { start: "2026-12-01T18:00:00Z", date: "2026-12-01", time: "10:00" },
    { start: "2026-12-01T18:30:00Z", date: "2026-12-01", time: "10:30" },
  ];
  type Reply = [number, unknown];

  /** The server's answers by method and path; every request is recorded. */
  function server(replies: { manage?: Reply; posts?: Reply[] }) {
    const posts = [...(replies.posts ?? [])];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const [status, body]: Reply =
        init?.method === "POST"
          ? posts.shift()!
          : url.startsWith("/api/booking/slots")
            ? [200, { slots: open }]
            : (replies.manage ?? [200, call]);
      return new Response(JSON.stringify(body), { status });
    });
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }

  const posted = (fetchMock: ReturnType<typeof server>) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === "POST")
      .map(([url, init]) => [url, JSON.parse(String(init!.body))]);

  const renderManage = (token: string | null, outcome: string | null = null) =>
    render(<ManageCall token={token} outcome={outcome} />);

  it("shows the reference and the time in California, and nothing of the case", async () => {
    const fetchMock = server({ manage: [200, { ...call, firstName: "Rosa" }] });
    renderManage("tok/1");
    expect(screen.getByRole("status").textContent).toBe("Loading your call…");
    expect((await screen.findByTestId("booking-reference")).textContent).toBe("GC-7K3M-Q9TD");
    expect(screen.getByTestId("booking-time").textContent?.replace(/\s/g, " ")).toBe(
      "Monday, November 30, 2026 at 9:00 AM (California time)",
    );
    expect(document.body.textContent).not.toContain("Rosa");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/booking/manage?t=tok%2F1");
  });

  it("cancels only after asking once more, and frees the time", async () => {
    const fetchMock = server({ posts: [[200, { state: "cancelled" }]] });
    const user = userEvent.setup();
    renderManage("tok1");
    await user.click(await screen.findByRole("button", { name: "Cancel this call" }));
    const question = screen.getByText(/^Cancel the call on Monday, November 30, 2026 at 9:00\sAM/);
    await waitFor(() => expect(document.activeElement).toBe(question));
    await user.click(screen.getByRole("button", { name: "No, keep the call" }));
    expect(posted(fetchMock)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Cancel this call" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel the call" }));
    expect((await screen.findByText(/Your call was cancelled/)).closest("[role=status]")).not.toBeNull();
    expect(posted(fetchMock)).toEqual([
      ["/api/booking/manage", { t: "tok1", action: "cancel", language: "en" }],
    ]);
    expect(window.location.search).toBe("?done=cancelled");
    expect(screen.getByRole("link", { name: "Book a new time" }).getAttribute("href")).toBe("/book");
  });

  it("moves the call with the picker, showing the times still open when one was taken", async () => {
    const fetchMock = server({
      posts: [
        [409, { errors: { slot: ["Taken."] }, slots: [open[1]] }],
        [200, { state: "booked", ...open[1], manage: "tok2" }],
      ],
    });
    const user = userEvent.setup();
    renderManage("tok1");
    await user.click(await screen.findByRole("button", { name: "Move it" }));
    // The call's language picks whose hours are offered; "as soon as you can" is no move.
    await screen.findByRole("button", { name: /Tue\s*Dec 1/ });
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/booking/slots?language=es")).toBe(true);
    expect(screen.queryByRole("radio", { name: /as soon as you can/ })).toBeNull();
    await user.click(screen.getByRole("radio", { name: /10:00\sAM/ }));
    await user.click(screen.getByRole("button", { name: "Move my call to this time" }));
    expect(await screen.findByText(/Your call was not moved/)).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /10:00\sAM/ })).toBeNull();
    await user.click(screen.getByRole("radio", { name: /10:30\sAM/ }));
    await user.click(screen.getByRole("button", { name: "Move my call to this time" }));
    expect(await screen.findByText("Your call was moved. Here is the new time.")).toBeTruthy();
    expect(screen.getByTestId("booking-time").textContent?.replace(/\s/g, " ")).toContain(
      "Tuesday, December 1, 2026 at 10:30 AM",
    );
    expect(posted(fetchMock).map(([, body]) => body)).toEqual([
      { t: "tok1", action: "move", slot: open[0]!.start, language: "en" },
      { t: "tok1", action: "move", slot: open[1]!.start, language: "en" },
    ]);
    // The old link is gone: a reload opens the new one.
    expect(window.location.search).toBe("?t=tok2&done=moved");
  });

  it("says to call, with the number, when a move is past the limit per phone and e-mail", async () => {
    server({ posts: [[429, { errors: { contact: ["Several calls were booked."] } }]] });
    const user = userEvent.setup();
    renderManage("tok1");
    await user.click(await screen.findByRole("button", { name: "Move it" }));
    await screen.findByRole("button", { name: /Tue\s*Dec 1/ });
    await user.click(screen.getByRole("radio", { name: /10:00\sAM/ }));
    await user.click(screen.getByRole("button", { name: "Move my call to this time" }));
    const alert = await screen.findByText(/several calls were booked with this phone number or e-mail/);
    expect(alert.textContent).toContain("Please call us");
    expect(alert.querySelector('a[href^="tel:"]')).not.toBeNull();
  });

  it("says in plain words when the link no longer works or was changed", async () => {
    server({ manage: [410, { errors: { t: ["Gone."] } }] });
    renderManage("old");
    expect((await screen.findByRole("alert")).textContent).toMatch(/This link no longer works/);
    cleanup();
    server({ manage: [400, { errors: { t: ["Bad."] } }] });
    renderManage("x");
    expect((await screen.findByRole("alert")).textContent).toMatch(/This link is not complete/);
    cleanup();
    renderManage(null);
    expect(screen.getByText(/Open it with the link in the e-mail or text message/)).toBeTruthy();
    cleanup();
    renderManage(null, "gone");
    expect(screen.getByRole("alert").textContent).toMatch(/This link no longer works/);
  });
});
