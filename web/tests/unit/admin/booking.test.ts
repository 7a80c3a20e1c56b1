import { describe, expect, it } from "vitest";
import {
  bookingSettingsText,
  callCount,
  callStateLabel,
  californiaToday,
  durationWords,
  messageProblemTexts,
  outcomeChoice,
} from "@/features/admin/booking/labels";
import { answerValueText } from "@/features/admin/leads/labels";
import { californiaCallSpan, californiaCallTime } from "@/features/admin/shared/time";
import {
  bookingPeriodText,
  bookingSeries,
  bookingTotals,
  showShare,
} from "@/features/admin/report/report-data";

// Booked calls as staff read them (issue 35): California times on both sides of a daylight-saving
// change, when a call can be marked, messages that did not go out, spans of time in words, and the
// report's booked-call figures.

describe("a call's time, in California whatever the computer's zone", () => {
  it("says 9:00 AM for a 9 o'clock call before and after clocks go back on 2026-11-01", () => {
    // Saturday 9:00 PDT (UTC-7) and Monday 9:00 PST (UTC-8).
    expect(californiaCallTime("2026-10-31T16:00:00Z")).toBe("Sat Oct 31, 9:00 AM");
    expect(californiaCallTime("2026-11-02T17:00:00Z")).toBe("Mon Nov 2, 9:00 AM");
    // The same UTC hour is 8:00 AM once the change is past.
    expect(californiaCallTime("2026-11-02T16:00:00Z")).toBe("Mon Nov 2, 8:00 AM");
    expect(californiaCallTime("2026-11-30T17:00:00Z")).toBe("Mon Nov 30, 9:00 AM");
  });

  it("shows both 1:30 AMs of the night the clocks go back", () => {
    expect(californiaCallTime("2026-11-01T08:30:00Z")).toBe("Sun Nov 1, 1:30 AM");
    expect(californiaCallTime("2026-11-01T09:30:00Z")).toBe("Sun Nov 1, 1:30 AM");
    expect(californiaCallTime("2026-11-01T10:30:00Z")).toBe("Sun Nov 1, 2:30 AM");
  });

  it("follows the clocks forward on 2027-03-14", () => {
    expect(californiaCallTime("2027-03-14T09:59:00Z")).toBe("Sun Mar 14, 1:59 AM");
    expect(californiaCallTime("2027-03-14T10:00:00Z")).toBe("Sun Mar 14, 3:00 AM");
    expect(californiaCallTime("2027-03-15T16:00:00Z")).toBe("Mon Mar 15, 9:00 AM");
  });

  it("gives a call's span with the end's clock time, across the change too", () => {
    expect(californiaCallSpan("2026-11-01T08:45:00Z", "2026-11-01T09:15:00Z")).toBe(
      "Sun Nov 1, 1:45 AM to 1:15 AM",
    );
    expect(californiaCallSpan("2026-11-30T17:00:00Z", "2026-11-30T17:30:00Z")).toBe(
      "Mon Nov 30, 9:00 AM to 9:30 AM",
    );
    expect(californiaCallSpan("2026-11-30T17:00:00Z", "")).toBe("Mon Nov 30, 9:00 AM");
  });

  it("shows an unreadable time as it came", () => {
    expect(californiaCallTime("soon")).toBe("soon");
  });

  it("names today's California day, which is not the UTC day in the evening", () => {
    // 7 PM on Monday in California is already Tuesday in UTC.
    expect(californiaToday(Date.parse("2026-12-01T03:00:00Z"))).toBe("Monday, November 30");
  });

  it("shows the time a worker picked on /book on the lead page, or that they picked none", () => {
    expect(answerValueText("call-booking", "slot", "2026-11-30T17:00:00Z")).toBe(
      "Mon Nov 30, 9:00 AM (California time)",
    );
    expect(answerValueText("call-booking", "slot", "")).toMatch("No time picked");
    expect(answerValueText("call-booking", "topic", "Unpaid overtime")).toBe("Unpaid overtime");
  });
});

describe("marking a call done or a no-show", () => {
  const start = "2026-11-30T17:00:00Z";
  const at = (iso: string) => Date.parse(iso);

  it("waits for a booked call's start, and says until when in California time", () => {
    const before = outcomeChoice({ state: "booked", start }, at("2026-11-30T16:59:59Z"));
    expect(before.enabled).toBe(false);
    expect(!before.enabled && before.reason).toBe(
      "You can mark the call once it has started, at Mon Nov 30, 9:00 AM California time.",
    );
  });

  it("is possible from the start on", () => {
    expect(outcomeChoice({ state: "booked", start }, at(start)).enabled).toBe(true);
    expect(outcomeChoice({ state: "booked", start }, at("2026-12-02T00:00:00Z")).enabled).toBe(true);
  });

  it("is not possible for a call already marked, moved or cancelled", () => {
    for (const state of ["done", "no_show", "moved", "cancelled"]) {
      const choice = outcomeChoice({ state, start }, at("2026-12-01T00:00:00Z"));
      expect(choice.enabled, state).toBe(false);
      expect(!choice.enabled && choice.reason).toMatch(callStateLabel(state));
    }
  });

  it("is not offered for a start it cannot read", () => {
    expect(outcomeChoice({ state: "booked", start: "later" }, at(start)).enabled).toBe(false);
  });
});

describe("messages to the worker that did not go out", () => {
  it("names each failed or given-up message with its error, and none for the rest", () => {
    expect(
      messageProblemTexts([
        { kind: "confirmation", channel: "email", state: "delivered", lastError: "" },
        { kind: "confirmation", channel: "sms", state: "sent", lastError: "" },
        { kind: "reminder_24h", channel: "email", state: "failed", lastError: "SMTP 451" },
        { kind: "reminder_24h", channel: "sms", state: "undelivered", lastError: "30003" },
        { kind: "reminder_1h", channel: "email", state: "dead", lastError: "" },
        { kind: "reminder_1h", channel: "sms", state: "refused", lastError: "opted out" },
        { kind: "reminder_1h", channel: "sms", state: "queued", lastError: "" },
        { kind: "reminder_1h", channel: "email", state: "pending", lastError: "" },
      ]),
    ).toEqual([
      "Reminder 24 hours before (e-mail) failed; it will be tried again. Error: SMTP 451",
      "Reminder 24 hours before (text message) was not delivered. Error: 30003",
      "Reminder 1 hour before (e-mail) could not be sent; the system gave up.",
      "Reminder 1 hour before (text message) was not sent. Error: opted out",
    ]);
  });
});

describe("spans of time in words", () => {
  it("says minutes, hours, and days with hours", () => {
    expect(durationWords(null)).toBe("—");
    expect(durationWords(0.2)).toBe("under 1 minute");
    expect(durationWords(1)).toBe("1 minute");
    expect(durationWords(45)).toBe("45 minutes");
    expect(durationWords(60)).toBe("1 hour");
    expect(durationWords(90)).toBe("1 hour 30 minutes");
    expect(durationWords(1260)).toBe("21 hours");
    expect(durationWords(1440)).toBe("1 day");
    expect(durationWords(3000)).toBe("2 days 2 hours");
    // Past a day, to the hour.
    expect(durationWords(1440 + 89)).toBe("1 day 1 hour");
  });

  it("says the booking settings in one sentence", () => {
    expect(
      bookingSettingsText({ callMinutes: 30, bufferMinutes: 10, horizonDays: 14, minNoticeMinutes: 120 }),
    ).toBe(
      "Each call takes 30 minutes, with at least 10 minutes between two calls. Workers can book a call at least 2 hours ahead and up to 14 days ahead.",
    );
    expect(
      bookingSettingsText({ callMinutes: 45, bufferMinutes: 0, horizonDays: 1, minNoticeMinutes: 0 }),
    ).toBe(
      "Each call takes 45 minutes, with no break needed between two calls. Workers can book a call right up to the start of a call and up to 1 day ahead.",
    );
  });

  it("counts calls", () => {
    expect(callCount(0)).toBe("No calls");
    expect(callCount(1)).toBe("1 call");
    expect(callCount(3)).toBe("3 calls");
  });
});

describe("the report's booked calls", () => {
  const weeks = [
    { week: "2026-11-16", booked: 4, done: 3, noShow: 1 },
    { week: "2026-11-23", booked: 2, done: 0, noShow: 0 },
  ];

  it("adds up the period and the share that showed up among the calls marked", () => {
    expect(bookingTotals(weeks)).toEqual({ booked: 6, done: 3, noShow: 1 });
    expect(showShare(weeks[0]!)).toBe(0.75);
    expect(showShare(weeks[1]!)).toBeNull();
  });

  it("shapes the chart's series and names the period", () => {
    expect(bookingSeries(weeks)).toEqual([
      { key: "booked", label: "Booked", values: [4, 2] },
      { key: "done", label: "Done", values: [3, 0] },
      { key: "noShow", label: "No-show", values: [1, 0] },
    ]);
    expect(bookingPeriodText(weeks)).toBe("2 weeks, the weeks of Nov 16 to Nov 23, 2026");
  });
});
