import { randomUUID } from "node:crypto";
import { expect, request, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import {
  answerCaseReview,
  fillContact,
  humanPause,
  openCaseReview,
  shownReference,
  uniqueEmail,
} from "./case-review";
import { leadsByEmail } from "./db";
import { collectErrors, expectThankYou, waitForLive } from "./helpers";
import { addStaffUser, expectAccessible, uniqueSuffix } from "./staff";
import { totp } from "./totp";

// Booking a call on the public site (issue 35, docs/booking-api.md) against the real server: /book
// in English and Spanish at 390 and 1280 px (tests tagged @phone run in both projects), a time for
// the request just sent from /thank-you, /book without JavaScript (the server's plain list of
// times), and moving and cancelling a call on /booking, with axe on each page as the worker sees it.
//
// Open times come from staff hours. Each worker process signs in one staff member through the
// staff API and gives them hours from 08:00 to 20:00 California time every day, in English and
// Spanish: clear of the night hours admin-booking.spec.ts uses (03:00 to 06:00), so neither spec
// takes the other's slot. The hours are cleared again when the worker's tests end. Tests pick a day
// and a time at random, so two tests running at once rarely want the same slot (and with several
// staff members free, one slot holds a call for each).

type Slot = { start: string; date: string; time: string };

const everyDay = (ranges: { start: string; end: string }[]) =>
  Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, ranges]));

/** A staff member signed in through the API (password, then the second factor), with a CSRF token. */
async function signedInStaff(baseURL: string, projectName: string) {
  const suffix = uniqueSuffix(projectName);
  const username = `e2e-book-${suffix}`.toLowerCase().slice(0, 64);
  const password = `e2e password ${suffix}`;
  addStaffUser(username, password, "E2E Booking", "intake");
  const api = await request.newContext({ baseURL });
  const login = await api.post("/api/admin/login", { data: { username, password } });
  expect(login.status()).toBe(200);
  let { csrfToken } = (await login.json()) as { csrfToken: string };
  const enrolment = await api.post("/api/admin/second-factor/enrolment", {
    headers: { "X-CSRF-Token": csrfToken },
  });
  expect(enrolment.status()).toBe(200);
  const { secret } = (await enrolment.json()) as { secret: string };
  const confirmed = await api.post("/api/admin/second-factor/enrolment/confirm", {
    data: { code: totp(secret) },
    headers: { "X-CSRF-Token": csrfToken },
  });
  expect(confirmed.status()).toBe(200);
  ({ csrfToken } = (await confirmed.json()) as { csrfToken: string });
  const setHours = async (hours: { weekly: Record<string, unknown>; languages: string[] }) => {
    const answer = await api.put(`/api/admin/users/${username}/availability`, {
      data: { ...hours, daysOff: [] },
      headers: { "X-CSRF-Token": csrfToken },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  return { api, setHours };
}

let staff: Awaited<ReturnType<typeof signedInStaff>> | null = null;

test.beforeAll(async ({ baseURL }, testInfo) => {
  staff = await signedInStaff(baseURL!, testInfo.project.name);
  await staff.setHours({ weekly: everyDay([{ start: "08:00", end: "20:00" }]), languages: ["en", "es"] });
});

test.afterAll(async () => {
  if (!staff) return;
  // Best effort: the next run and the other specs find these hours gone.
  await staff.setHours({ weekly: everyDay([]), languages: [] }).catch(() => {});
  await staff.api.dispose();
});

const pick = (count: number) => Math.floor(Math.random() * count);

/** Whitespace as a person reads it (ICU writes a narrow no-break space before AM and PM). */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

async function atWidth(page: Page, mobile: boolean) {
  await page.setViewportSize(mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
}

/**
 * In a picker: a day from the strip, then one of its times, both at random. Returns what the
 * worker chose: the slot's start, the day as the legend names it and the time as the radio reads.
 */
async function pickATime(picker: Locator, timesOn: RegExp) {
  const days = picker.getByTestId("slot-days").getByRole("button");
  await expect(days.first()).toBeVisible({ timeout: 10_000 });
  const day = days.nth(pick(await days.count()));
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
  const times = picker.getByRole("group", { name: timesOn });
  const radios = times.getByRole("radio");
  await expect(radios.first()).toBeVisible();
  const radio = radios.nth(pick(await radios.count()));
  await radio.check();
  await expect(radio).toBeChecked();
  return {
    start: (await radio.getAttribute("value"))!,
    day: plain(await times.locator("legend").textContent()).replace(timesOn, ""),
    time: plain(await radio.locator("xpath=ancestor::label[1]").textContent()),
  };
}

/** The call's page shows the reference and the chosen day and time, in California time. */
async function expectCallPage(page: Page, chosen: { day: string; time: string }, timeZone: RegExp) {
  await expect(page.getByTestId("booking-reference")).toHaveText(/^GC-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const when = page.getByTestId("booking-time");
  await expect(when).toContainText(chosen.day);
  await expect(when).toContainText(chosen.time);
  await expect(when).toContainText(timeZone);
}

const sameInstant = (a: unknown, b: string) => Date.parse(String(a)) === Date.parse(b);

const languages = [
  {
    code: "en",
    book: "/book",
    legend: "When should we call you?",
    soonest: "Call me as soon as you can",
    timesOn: /^Times on /,
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: /^Phone/,
    callLanguage: "English",
    topic: /What is it about/,
    terms: /I accept the Terms/,
    send: "Book my call",
    taken: /Someone booked the time you picked just before you/,
    booking: /\/booking\?t=/,
    timeZone: /California time/,
  },
  {
    code: "es",
    book: "/es/book",
    legend: "¿Cuándo quiere que le llamemos?",
    soonest: "Llámenme lo antes posible",
    timesOn: /^Horas del /,
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: /^Teléfono/,
    callLanguage: "Español",
    topic: /De qué se trata/,
    terms: /Acepto los Términos/,
    send: "Reservar mi llamada",
    taken: /Otra persona reservó la hora que eligió justo antes que usted/,
    booking: /\/es\/booking\?t=/,
    timeZone: /hora de California/,
  },
] as const;

for (const words of languages) {
  test(
    `books a call on ${words.book} with a time from the picker`,
    { tag: "@phone" },
    async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      const errors = collectErrors(page);
      await atWidth(page, testInfo.project.name === "mobile");
      const email = uniqueEmail(`book-${words.code}`);
      const slotsAsked: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/booking/slots")) slotsAsked.push(new URL(r.url()).search);
      });
      await page.goto(words.book);
      await waitForLive(page);

      const picker = page.getByRole("group", { name: words.legend });
      await expect(picker.getByRole("radio", { name: new RegExp(words.soonest) })).toBeChecked();
      await page.getByRole("radio", { name: words.callLanguage, exact: true }).check();
      await page.getByLabel(words.firstName, { exact: true }).fill("Rosa");
      await page.getByLabel(words.lastName).fill("Calderón");
      await page.getByRole("textbox", { name: words.email }).fill(email);
      await page.getByLabel(words.phone).fill("(213) 555-0188");
      await page.getByLabel(words.topic).fill("My last paycheck was short.");
      await page.getByRole("checkbox", { name: words.terms }).check();
      let chosen = await pickATime(picker, words.timesOn);
      // The call's language asks for that team's hours (the page's, here).
      expect(slotsAsked.at(-1)).toBe(`?language=${words.code}`);
      await expectAccessible(page, `${words.book} with a time chosen`);

      await humanPause(page);
      await page.getByRole("button", { name: words.send }).click();
      // The other tests book calls at the same time, on the same hours: when one took this time
      // first, the page says so and keeps the answers, and a person picks another time.
      const taken = page.getByRole("alert").filter({ hasText: words.taken });
      const booked = () => words.booking.test(page.url());
      for (let tries = 0; tries < 3; tries++) {
        await expect.poll(async () => booked() || (await taken.isVisible()), { timeout: 15_000 }).toBe(true);
        if (booked()) break;
        chosen = await pickATime(picker, words.timesOn);
        await page.getByRole("button", { name: words.send }).click();
        // The answer replaces the alert: the call's page, or the same alert for the new time.
        await taken.waitFor({ state: "hidden", timeout: 5_000 }).catch(() => undefined);
      }
      await expect(page).toHaveURL(words.booking, { timeout: 15_000 });
      await waitForLive(page);
      await expectCallPage(page, chosen, words.timeZone);
      await expectAccessible(page, `${words.book}: the booked call`);

      const rows = leadsByEmail(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ form_type: "call_booking", first_name: "Rosa", language: words.code });
      expect(sameInstant(rows[0]!.booked_call_at, chosen.start)).toBe(true);
      const answers = JSON.parse(String(rows[0]!.answers));
      expect(answers).toMatchObject({
        callLanguage: words.code === "es" ? "Spanish" : "English",
        slot: chosen.start,
      });
      // A time taken meanwhile is answered 409, which the browser logs.
      expect(errors.filter((e) => !e.includes("status of 409"))).toEqual([]);
    },
  );
}

test("a wrong field is said at the field, and 'as soon as you can' leads to /thank-you", async ({ page }) => {
  const errors = collectErrors(page);
  const email = uniqueEmail("book-soon");
  await page.goto("/book");
  await waitForLive(page);
  await page.getByLabel("First name", { exact: true }).fill("Ana");
  await page.getByLabel("Last name").fill("Pérez");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel(/^Phone/).fill("12");
  await page.getByRole("checkbox", { name: /I accept the Terms/ }).check();
  await humanPause(page);
  await page.getByRole("button", { name: "Book my call" }).click();
  const phone = page.getByLabel(/^Phone/);
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/phone number/i);
  await expectAccessible(page, "/book with a field error");
  await phone.fill("(213) 555-0142");
  await page.getByRole("button", { name: "Book my call" }).click();
  await expectThankYou(page);
  const rows = leadsByEmail(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.booked_call_at ?? null).toBeNull();
  expect(errors).toEqual([]);
});

test(
  "after a case review, /thank-you books a time for the request just sent",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    await atWidth(page, testInfo.project.name === "mobile");
    const email = uniqueEmail("thank-you-booking");
    await openCaseReview(page);
    await answerCaseReview(page);
    await fillContact(page, email);
    await humanPause(page);
    await page.getByRole("dialog").getByRole("button", { name: "Send my case review" }).click();
    await expectThankYou(page);
    await waitForLive(page);
    const reference = await shownReference(page);

    const offer = page.getByRole("region", { name: "Would another time suit you better?" });
    await expect(offer).toBeVisible();
    // With the request known, the offer books it; the link to /book is not needed.
    await expect(page.getByRole("main").getByRole("link", { name: "Schedule a call" })).toHaveCount(0);
    const picker = offer.getByRole("group", { name: "When should we call you?" });
    // Choosing nothing changes nothing: "as soon as you can" stays the choice.
    await expect(picker.getByRole("radio", { name: /Call me as soon as you can/ })).toBeChecked();
    const chosen = await pickATime(picker, /^Times on /);
    await expectAccessible(page, "/thank-you with a time chosen");
    await offer.getByRole("button", { name: "Book this time" }).click();
    const booked = offer.getByRole("status").filter({ hasText: "Your call is booked for" });
    await expect(booked).toContainText(chosen.day);
    await expect(booked).toContainText(chosen.time);
    await expectAccessible(page, "/thank-you with the call booked");

    expect(sameInstant(leadsByEmail(email)[0]!.booked_call_at, chosen.start)).toBe(true);
    await offer.getByRole("link", { name: "See, move or cancel your call" }).click();
    await expect(page).toHaveURL(/\/booking\?t=/);
    await waitForLive(page);
    await expect(page.getByTestId("booking-reference")).toHaveText(reference);
    await expectCallPage(page, chosen, /California time/);

    // A reload of /thank-you shows the booked call, not the times again.
    await page.goBack();
    await waitForLive(page);
    await expect(page.getByText(/Your call is booked for/)).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/book is a plain form: the server lists the times, and the call's page its time", async ({
    page,
  }) => {
    const email = uniqueEmail("book-nojs");
    const response = await page.goto("/book");
    expect(response?.status()).toBe(200);
    // The server's list, in place of the marker: "as soon as you can" and one radio a time.
    const choices = page.locator('input[type="radio"][name="slot"]');
    await expect(choices.first()).toBeChecked();
    expect(await choices.count()).toBeGreaterThan(1);
    const time = choices.nth(1 + pick((await choices.count()) - 1));
    const start = (await time.getAttribute("value"))!;
    await time.check();
    await page.getByLabel("First name", { exact: true }).fill("Marta");
    await page.getByLabel("Last name").fill("Núñez");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel(/^Phone/).fill("(213) 555-0190");
    await page.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await page.getByRole("button", { name: "Book my call" }).click();
    await expect(page).toHaveURL(/\/booking\?t=/);
    // The server's plain view of the call, with its forms to cancel or move it.
    await expect(page.getByRole("main")).toContainText(/GC-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await expect(page.getByRole("button", { name: "Cancel this call" })).toBeVisible();
    const rows = leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: "call_booking", language: "en" });
    expect(sameInstant(rows[0]!.booked_call_at, start)).toBe(true);
  });

  test("/book without a time sends the request and leads to /thank-you", async ({ page }) => {
    const email = uniqueEmail("book-nojs-soon");
    await page.goto("/es/book");
    await page.getByLabel("Nombre", { exact: true }).fill("Marta");
    await page.getByLabel("Apellido").fill("Núñez");
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    await page.getByLabel(/^Teléfono/).fill("(213) 555-0191");
    await page.getByRole("checkbox", { name: /Acepto los Términos/ }).check();
    await page.getByRole("button", { name: "Reservar mi llamada" }).click();
    await expect(page).toHaveURL(/\/es\/thank-you$/);
    const rows = leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: "call_booking", language: "es" });
    expect(rows[0]!.booked_call_at ?? null).toBeNull();
  });
});

/** A call booked straight through the API, as /book's script sends it; its slot and link token. */
async function bookThroughApi(api: APIRequestContext, email: string): Promise<{ slot: Slot; token: string }> {
  const open = (await (await api.get("/api/booking/slots?language=en")).json()) as { slots: Slot[] };
  expect(open.slots.length).toBeGreaterThan(1);
  const slot = open.slots[pick(open.slots.length)]!;
  const answer = await api.post("/api/call-bookings", {
    data: {
      submissionId: randomUUID(),
      landingPage: "/book",
      website: "",
      elapsedMs: 30_000,
      language: "en",
      form_id: "call_booking",
      callLanguage: "English",
      slot: slot.start,
      firstName: "Luis",
      lastName: "Ortega",
      email,
      phone: "(213) 555-0192",
      termsAccepted: true,
      smsConsent: false,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const body = (await answer.json()) as { booking: { manage: string } };
  return { slot, token: body.booking.manage };
}

test("/booking moves a call to another time, then cancels it after asking", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const email = uniqueEmail("manage");
  const { slot, token } = await bookThroughApi(page.request, email);

  await page.goto(`/booking?t=${encodeURIComponent(token)}`);
  await waitForLive(page);
  await expect(page.getByTestId("booking-reference")).toHaveText(/^GC-/);
  await expect(page.getByTestId("booking-time")).toContainText(/California time/);
  // The reference and the time only: no name, phone or case detail.
  await expect(page.getByRole("main")).not.toContainText("Ortega");
  await expect(page.getByRole("main")).not.toContainText("555-0192");
  await expectAccessible(page, "/booking");

  // Move it: the picker has no "as soon as you can" (a move needs a time).
  await page.getByRole("button", { name: "Move it" }).click();
  const picker = page.getByRole("group", { name: "Pick a new time" });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole("radio", { name: /as soon as you can/ })).toHaveCount(0);
  let chosen = await pickATime(picker, /^Times on /);
  for (let tries = 0; chosen.start === slot.start && tries < 5; tries++)
    chosen = await pickATime(picker, /^Times on /);
  expect(chosen.start).not.toBe(slot.start);
  await expectAccessible(page, "/booking, moving the call");
  await page.getByRole("button", { name: "Move my call to this time" }).click();
  await expect(page.getByText("Your call was moved. Here is the new time.")).toBeVisible();
  await expect(page).toHaveURL(/\/booking\?t=[^&]+&done=moved$/);
  await expectCallPage(page, chosen, /California time/);
  expect(sameInstant(leadsByEmail(email)[0]!.booked_call_at, chosen.start)).toBe(true);
  // The old link stopped working when the call moved.
  expect((await page.request.get(`/api/booking/manage?t=${encodeURIComponent(token)}`)).status()).toBe(410);
  const moved = new URL(page.url()).searchParams.get("t")!;

  // Cancel it: asked once more first; "No" keeps the call.
  await page.getByRole("button", { name: "Cancel this call" }).click();
  const question = page.getByText(/^Cancel the call on .*California time\?$/);
  await expect(question).toBeFocused();
  await expectAccessible(page, "/booking, asked before cancelling");
  await page.getByRole("button", { name: "No, keep the call" }).click();
  await expect(page.getByRole("button", { name: "Cancel this call" })).toBeFocused();
  await page.getByRole("button", { name: "Cancel this call" }).click();
  await page.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your call was cancelled." })).toBeVisible();
  await expect(page).toHaveURL(/\/booking\?done=cancelled$/);
  await expect(page.getByRole("link", { name: "Book a new time" })).toHaveAttribute("href", "/book");
  expect(leadsByEmail(email)[0]!.booked_call_at ?? null).toBeNull();
  expect((await page.request.get(`/api/booking/manage?t=${encodeURIComponent(moved)}`)).status()).toBe(410);
  await expectAccessible(page, "/booking, cancelled");

  // The cancelled call's link says plainly that it no longer works.
  await page.goto(`/booking?t=${encodeURIComponent(moved)}`);
  await waitForLive(page);
  await expect(page.getByRole("alert")).toContainText("This link no longer works.");
  await page.goto("/booking?t=not-a-token");
  await waitForLive(page);
  await expect(page.getByRole("alert")).toContainText("This link is not complete, or it was changed.");
  // 400 and 410 answers are expected here: the browser logs each failed request.
  expect(errors.filter((e) => !/status of 4(00|10)/.test(e))).toEqual([]);
});
