import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./case-review";
import { moveBookedCallToPast } from "./db";
import { collectErrors, waitForStaffArea } from "./helpers";
import { addStaffUser, enrol, expectAccessible, signInWithPassword, uniqueSuffix } from "./staff";

// Booking in the staff area (issue 35) end to end against the real server, at 1280 px: an intake
// user sets their hours on their account page (two ranges on one day, a day off, English only);
// a worker books one of those slots on /book's API; the call shows under "My calls" for that
// user, not yet under "Calls today" and cannot be marked before it starts; moved into the past (as
// the clock would), it shows under "Calls today" and is marked done on its lead; the user makes a
// calendar link, subscribes to it (the ICS names the reference, never the worker), replaces it and
// turns it off, the old links no longer answering. axe checks /admin/calls and /admin/account.
//
// The hours are a narrow window at night at a random 5-minute step, so that no other staff member's
// hours offer the same slot (the server gives a slot to the first free person); the test clears
// its hours at the end so that later runs find the slot free of this user too.

const zone = "America/Los_Angeles";

const weekdayKeys: Record<string, string> = {
  Monday: "mon",
  Tuesday: "tue",
  Wednesday: "wed",
  Thursday: "thu",
  Friday: "fri",
  Saturday: "sat",
  Sunday: "sun",
};

function partsIn(timeZone: string, at: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, ...options })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
}

/** The California calendar day `days` days from now, and its weekday. */
function californiaDay(days: number): { date: string; weekday: string } {
  const at = new Date(Date.now() + days * 24 * 60 * 60_000);
  const p = partsIn(zone, at, { year: "numeric", month: "2-digit", day: "2-digit", weekday: "long" });
  return { date: `${p.year}-${p.month}-${p.day}`, weekday: p.weekday! };
}

/** Minutes since midnight in California: how old the day is that "Calls today" shows. */
function minutesIntoCaliforniaDay(): number {
  const p = partsIn(zone, new Date(), {
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  });
  return Number(p.hour) * 60 + Number(p.minute) + Number(p.second) / 60;
}

/** 135 -> "02:15", as a time input and the API hold it. */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A call's start as the staff pages show it: "Mon Nov 30, 2:15 AM" in California. */
function callTimeText(iso: string): string {
  const p = partsIn(zone, new Date(iso), {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return `${p.weekday} ${p.month} ${p.day}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** A day off as the form lists it: "Thu, Dec 24, 2026". */
function dayOffText(date: string): string {
  const p = partsIn("UTC", new Date(`${date}T00:00:00Z`), {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

type Slot = { start: string; date: string; time: string };

/**
 * Takes this user out of every slot again: no hours, no days off, no languages. Best effort, after
 * the test's own checks: a failure here must not hide the one that ended the test.
 */
async function clearHours(page: Page, username: string) {
  try {
    const session = await page.request.get("/api/admin/session");
    if (!session.ok()) return;
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const empty = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const cleared = await page.request.put(`/api/admin/users/${username}/availability`, {
      data: { weekly: empty, daysOff: [], languages: [] },
      headers: { "X-CSRF-Token": csrfToken },
    });
    if (!cleared.ok()) console.warn(`could not clear the hours of ${username}: ${cleared.status()}`);
  } catch (error) {
    console.warn(`could not clear the hours of ${username}: ${String(error)}`);
  }
}

test("staff set their hours, see a booked call, mark it done and subscribe to their calls", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const suffix = uniqueSuffix(testInfo.project.name);
  const username = `e2e-calls-${suffix}`.toLowerCase().slice(0, 64);
  const password = `e2e password ${suffix}`;
  addStaffUser(username, password, "E2E Calls", "intake");

  await page.goto("/admin/account");
  await expect(page).toHaveURL(/\/admin\/login/);
  await waitForStaffArea(page);
  await signInWithPassword(page, username, password);
  await enrol(page, false);
  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

  try {
    // Hours: two ranges on the weekday two days from now, each exactly one call long.
    const settingsAnswer = await page.request.get(`/api/admin/users/${username}/availability`);
    expect(settingsAnswer.status()).toBe(200);
    const { settings } = (await settingsAnswer.json()) as { settings: { callMinutes: number } };
    const callMinutes = settings.callMinutes;
    const day = californiaDay(2);
    // 03:00 to 05:55: clear of the hour that repeats or is skipped when the clocks change.
    const first = 180 + 5 * Math.floor(Math.random() * 36);
    const second = first + 120;
    const hours = page.getByRole("region", { name: "When you take calls" });
    await expect(hours).toContainText("All times are California time");
    await expect(hours).toContainText(`Each call takes ${callMinutes} minutes`);
    const weekday = hours.getByRole("group", { name: day.weekday });
    await expect(weekday).toContainText(`No calls on ${day.weekday}s.`);
    const add = weekday.getByRole("button", { name: `Add a time range on ${day.weekday}` });
    await add.click();
    const from1 = weekday.getByLabel(`From, ${day.weekday} range 1`);
    await expect(from1).toBeFocused();
    await from1.fill(clock(first));
    await weekday.getByLabel(`Until, ${day.weekday} range 1`).fill(clock(first + callMinutes));
    await add.click();
    await weekday.getByLabel(`From, ${day.weekday} range 2`).fill(clock(second));
    await weekday.getByLabel(`Until, ${day.weekday} range 2`).fill(clock(second + callMinutes));
    const dayOff = californiaDay(10);
    await hours.getByLabel("Day off to add").fill(dayOff.date);
    await hours.getByRole("button", { name: "Add day off" }).click();
    await hours.getByRole("checkbox", { name: "English" }).check();
    await hours.getByRole("checkbox", { name: "Spanish" }).uncheck();
    await hours.getByRole("button", { name: "Save hours" }).click();
    await expect(hours.getByRole("status").filter({ hasText: "Your hours were saved." })).toBeVisible();

    // Saved as sent, and shown so after a reload.
    const saved = (await (await page.request.get(`/api/admin/users/${username}/availability`)).json()) as {
      weekly: Record<string, { start: string; end: string }[]>;
      daysOff: string[];
      languages: string[];
    };
    expect(saved.weekly[weekdayKeys[day.weekday]!]).toEqual([
      { start: clock(first), end: clock(first + callMinutes) },
      { start: clock(second), end: clock(second + callMinutes) },
    ]);
    expect(saved.daysOff).toEqual([dayOff.date]);
    expect(saved.languages).toEqual(["en"]);
    await page.reload();
    await expect(weekday.getByLabel(`From, ${day.weekday} range 1`)).toHaveValue(clock(first));
    await expect(weekday.getByLabel(`Until, ${day.weekday} range 2`)).toHaveValue(
      clock(second + callMinutes),
    );
    await expect(hours.getByRole("button", { name: `Remove ${dayOffText(dayOff.date)}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Calendar feed" })).toContainText(
      "Your calendar feed is off.",
    );
    await expectAccessible(page, "account page with hours and calendar feed");

    // A worker books the first range's slot on /book (its API, as the page's script sends it).
    const slotsAnswer = await page.request.get("/api/booking/slots?language=en");
    expect(slotsAnswer.status()).toBe(200);
    const { slots } = (await slotsAnswer.json()) as { slots: Slot[] };
    const slot = slots.find((s) => s.date === day.date && s.time === clock(first));
    expect(slot, `${day.date} ${clock(first)} is offered`).toBeDefined();
    const bookedAnswer = await page.request.post("/api/call-bookings", {
      data: {
        submissionId: randomUUID(),
        landingPage: "/book",
        website: "",
        elapsedMs: 45_000,
        language: "en",
        form_id: "call_booking",
        callLanguage: "English",
        slot: slot!.start,
        topic: "My last paycheck was short.",
        firstName: "Rosa",
        lastName: "Calderón",
        email: uniqueEmail("booking"),
        phone: "(213) 555-0188",
        termsAccepted: true,
        smsConsent: false,
      },
    });
    expect(bookedAnswer.status()).toBe(201);
    const booked = (await bookedAnswer.json()) as {
      id: string;
      reference: string;
      booking: { start: string } | null;
    };
    expect(booked.booking).not.toBeNull();
    const reference = booked.reference;

    // "My calls": the call, with this user; not under "Calls today", two days ahead.
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Calls" }).click();
    await expect(page).toHaveURL(/\/admin\/calls$/);
    await expect(page.getByRole("heading", { level: 1, name: "Calls" })).toBeVisible();
    const views = page.getByRole("navigation", { name: "Call views" });
    await expect(views.getByRole("link", { name: "Calls today" })).toHaveAttribute("aria-current", "page");
    // Loaded (a table of today's calls, or the words for none), and without this call.
    await expect(
      page.getByRole("main").getByText(/^(No calls are booked for today|Calls today, )/),
    ).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(reference);
    const mine = views.getByRole("link", { name: "My calls" });
    await mine.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/calls\?view=mine$/);
    await expect(mine).toHaveAttribute("aria-current", "page");
    const mineRow = page
      .getByRole("table", { name: /^Your calls from today on/ })
      .getByRole("row")
      .filter({ hasText: reference });
    await expect(mineRow).toHaveCount(1);
    await expect(mineRow).toContainText(callTimeText(slot!.start));
    await expect(mineRow).toContainText(`${username} (you)`);
    await expect(mineRow).toContainText("English");
    await expect(mineRow).toContainText("Booked");
    await expectAccessible(page, "my calls");

    // Its lead: the booked call, which cannot be marked before it starts.
    await mineRow.getByRole("link", { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/call-booking/${booked.id}$`));
    const call = page.getByRole("region", { name: "Booked call" });
    await expect(call).toContainText(callTimeText(slot!.start));
    await expect(call).toContainText(username);
    await expect(call.getByRole("button", { name: "Mark as done" })).toBeDisabled();
    await expect(call.getByRole("button", { name: "No-show" })).toBeDisabled();
    await expect(call).toContainText("You can mark the call once it has started");

    // The clock moves on: the call started two minutes ago, today in California (at midnight when
    // the day is younger than that: two minutes earlier is yesterday, not under "Calls today").
    const started = moveBookedCallToPast(booked.id, Math.min(2, minutesIntoCaliforniaDay()), callMinutes);
    await page.goto("/admin/calls");
    const todayRow = page
      .getByRole("table", { name: /^Calls today/ })
      .getByRole("row")
      .filter({ hasText: reference });
    await expect(todayRow).toHaveCount(1);
    await expect(todayRow).toContainText(callTimeText(started));
    await expect(todayRow).toContainText(`${username} (you)`);
    await expectAccessible(page, "calls today");

    // Marked done on the lead, from the keyboard.
    await todayRow.getByRole("link", { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/call-booking/${booked.id}$`));
    const markDone = call.getByRole("button", { name: "Mark as done" });
    await expect(markDone).toBeEnabled();
    await markDone.focus();
    await page.keyboard.press("Enter");
    await expect(call.getByRole("status").filter({ hasText: "The call is marked as done." })).toBeVisible();
    await expect(call).toContainText("Done");
    await expect(call.getByRole("button", { name: "Mark as done" })).toHaveCount(0);
    await expect(call.getByRole("heading", { name: "Booked call" })).toBeFocused();
    await expectAccessible(page, "lead with its booked call");

    // The calendar feed: a link shown once, which a calendar can read.
    await page.goto("/admin/account");
    const feed = page.getByRole("region", { name: "Calendar feed" });
    await expect(feed).toContainText("Your calendar feed is off.");
    await feed.getByRole("button", { name: "Make a calendar link" }).click();
    const shown = feed.getByRole("region", { name: "Your calendar link" });
    await expect(shown).toBeFocused();
    await expect(shown).toContainText("Google Calendar or Outlook");
    await expect(shown).toContainText("Anyone with this link sees the times and references of your calls");
    await expect(feed).toContainText("Your calendar feed is on");
    const firstUrl = (await shown.getByTestId("calendar-feed-url").textContent())!;
    const firstPath = new URL(firstUrl).pathname;
    expect(firstPath).toMatch(/^\/calendar\/[^/]+\.ics$/);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await shown.getByRole("button", { name: "Copy link" }).click();
    await expect(shown.getByRole("status")).toHaveText("Link copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
    await expectAccessible(page, "account page with a new calendar link");

    const calendar = await page.request.get(firstPath);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    const ics = await calendar.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(reference);
    // A calendar is no place for the worker's name or phone.
    expect(ics).not.toContain("Rosa");
    expect(ics).not.toContain("555-0188");

    // A new link, asked about first: Escape keeps the old one, and focus comes back.
    const replace = feed.getByRole("button", { name: "Make a new link" });
    await replace.focus();
    await page.keyboard.press("Enter");
    const replaceDialog = page.getByRole("dialog", { name: "Make a new calendar link?" });
    await expect(replaceDialog).toContainText("stops working at once");
    await expect(replaceDialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(replaceDialog).toBeHidden();
    await expect(replace).toBeFocused();
    await replace.click();
    await replaceDialog.getByRole("button", { name: "Make a new link" }).click();
    await expect(replaceDialog).toBeHidden();
    await expect(shown).toBeFocused();
    await expect(shown.getByTestId("calendar-feed-url")).not.toHaveText(firstUrl);
    const secondPath = new URL((await shown.getByTestId("calendar-feed-url").textContent())!).pathname;
    expect((await page.request.get(firstPath)).status()).toBe(404);
    expect((await page.request.get(secondPath)).status()).toBe(200);

    // Off, asked about first: the link stops working.
    await feed.getByRole("button", { name: "Turn off" }).click();
    const offDialog = page.getByRole("dialog", { name: "Turn off your calendar feed?" });
    await offDialog.getByRole("button", { name: "Turn off the feed" }).click();
    await expect(offDialog).toBeHidden();
    await expect(feed).toContainText("Your calendar feed is off.");
    await expect(feed.getByRole("region", { name: "Your calendar link" })).toHaveCount(0);
    await expect(feed.getByRole("button", { name: "Make a calendar link" })).toBeFocused();
    expect((await page.request.get(secondPath)).status()).toBe(404);
  } finally {
    await clearHours(page, username);
  }

  // The signed-out first visit answers 401; anything else is a bug.
  expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
});
