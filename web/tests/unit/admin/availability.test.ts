import { describe, expect, it } from "vitest";
import { availabilitySchema, type Weekday } from "@/features/admin/booking/api/availability";
import {
  addDayOff,
  checkDraft,
  dayOffText,
  endForInput,
  endForServer,
  firstProblem,
  hasErrors,
  inputTime,
  placeServerErrors,
  toDraft,
  toPayload,
  type AvailabilityDraft,
  type RangeDraft,
} from "@/features/admin/booking/availability";
import { hoursWeek } from "./fake-api";

// The availability form's logic (issue 35): what it sends, how the server's field keys find their
// rows again, and the checks it makes before asking the server.

const emptyWeek = (): Record<Weekday, RangeDraft[]> => ({
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
});

function draft(
  weekly: Partial<Record<Weekday, [string, string, string][]>> = {},
  rest = {},
): AvailabilityDraft {
  const week = emptyWeek();
  for (const [day, ranges] of Object.entries(weekly) as [Weekday, [string, string, string][]][]) {
    week[day] = ranges.map(([key, start, end]) => ({ key, start, end }));
  }
  return { weekly: week, daysOff: [], languages: ["en"], ...rest };
}

describe("times", () => {
  it("reads what time inputs give, with or without seconds, and nothing else", () => {
    expect(inputTime("09:05")).toBe("09:05");
    expect(inputTime("09:05:00")).toBe("09:05");
    expect(inputTime("09:05:00.000")).toBe("09:05");
    expect(inputTime("")).toBeNull();
    expect(inputTime("9:05")).toBeNull();
    expect(inputTime("24:00")).toBeNull();
    expect(inputTime("09:05:30")).toBeNull();
  });

  it("shows the end of the day as 00:00 and sends it as 24:00", () => {
    expect(endForInput("24:00")).toBe("00:00");
    expect(endForInput("17:00")).toBe("17:00");
    expect(endForServer("00:00")).toBe("24:00");
    expect(endForServer("00:00:00")).toBe("24:00");
    expect(endForServer("17:30")).toBe("17:30");
  });
});

describe("the form's state from the server's answer", () => {
  it("keeps every range, turns 24:00 into the input's 00:00 and sorts the days off once each", () => {
    const answer = availabilitySchema.parse({
      weekly: {
        mon: [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "24:00" },
        ],
        tue: [],
      },
      daysOff: ["2026-12-31", "2026-12-24", "2026-12-31"],
      languages: ["es", "fr", "en"],
      settings: { callMinutes: 30, bufferMinutes: 10, horizonDays: 14, minNoticeMinutes: 120 },
    });
    let n = 0;
    const state = toDraft(answer, () => `k${++n}`);
    expect(state.weekly.mon).toEqual([
      { key: "k1", start: "09:00", end: "12:00" },
      { key: "k2", start: "13:00", end: "00:00" },
    ]);
    // Days the server left out have no hours.
    expect(state.weekly.sun).toEqual([]);
    expect(state.daysOff).toEqual(["2026-12-24", "2026-12-31"]);
    // Languages in the form's order, unknown ones dropped.
    expect(state.languages).toEqual(["en", "es"]);
    expect(answer.settings).toEqual({
      callMinutes: 30,
      bufferMinutes: 10,
      horizonDays: 14,
      minNoticeMinutes: 120,
    });
  });

  it("reads an answer without settings", () => {
    const answer = availabilitySchema.parse({ weekly: {}, daysOff: [], languages: [] });
    expect(answer.settings).toBeNull();
  });
});

describe("the payload PUT sends", () => {
  it("sends every day, each day's ranges by start, 00:00 ends as 24:00, and remembers where each row went", () => {
    const sent = toPayload(
      draft(
        {
          mon: [
            ["b", "13:00", "00:00"],
            ["a", "09:00:00", "12:00"],
          ],
          fri: [["c", "08:00", "10:00"]],
        },
        { daysOff: ["2026-12-24", "2026-12-31"], languages: ["en", "es"] },
      ),
    );
    expect(sent.payload).toEqual({
      weekly: hoursWeek({
        mon: [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "24:00" },
        ],
        fri: [{ start: "08:00", end: "10:00" }],
      }),
      daysOff: ["2026-12-24", "2026-12-31"],
      languages: ["en", "es"],
    });
    expect(sent.rangeKeys).toEqual({ "weekly.mon.0": "a", "weekly.mon.1": "b", "weekly.fri.0": "c" });
  });

  it("may send no hours and no languages at all (someone who takes no calls)", () => {
    const sent = toPayload(draft({}, { languages: [] }));
    expect(Object.values(sent.payload.weekly).every((ranges) => ranges.length === 0)).toBe(true);
    expect(sent.payload.languages).toEqual([]);
  });
});

describe("the server's field errors in the form", () => {
  const sent = toPayload(
    draft(
      {
        mon: [
          ["late", "13:00", "12:30"],
          ["early", "09:00", "12:00"],
        ],
      },
      { daysOff: ["2026-02-30"] },
    ),
  );

  it("puts a range's message at the row that was sent in that place, whatever order it has on screen", () => {
    // On the screen "late" is the first row; sent in order of start, it went second.
    const places = placeServerErrors({ "weekly.mon.1": ["ends before it starts"] }, sent);
    expect(places.ranges).toEqual({ late: "ends before it starts" });
    expect(places.other).toEqual([]);
    const first = placeServerErrors({ "weekly.mon.0.end": ["not a time"] }, sent);
    expect(first.ranges).toEqual({ early: "not a time" });
  });

  it("joins several messages for one row", () => {
    const places = placeServerErrors({ "weekly.mon.1": ["not a time", "overlaps the range before"] }, sent);
    expect(places.ranges.late).toBe("not a time overlaps the range before");
  });

  it("places a day's, a day off's and the languages' messages, and keeps the rest for above the button", () => {
    const places = placeServerErrors(
      {
        "weekly.tue": ["too many ranges"],
        "daysOff.0": ["not a date"],
        languages: ["en or es"],
        "weekly.mon.7": ["not a time"],
        _body: ["Please reload the page."],
      },
      sent,
    );
    expect(places.days).toEqual({ tue: "too many ranges" });
    expect(places.daysOff).toEqual({ "2026-02-30": "not a date" });
    expect(places.languages).toBe("en or es");
    // A row the form no longer has, and the request as a whole: said above the button.
    expect(places.other).toEqual(["not a time", "Please reload the page."]);
  });

  it("says which problem comes first in the order of the form", () => {
    const state = draft(
      {
        mon: [
          ["late", "13:00", "12:30"],
          ["early", "09:00", "12:00"],
        ],
      },
      {
        daysOff: ["2026-02-30"],
      },
    );
    expect(firstProblem(placeServerErrors({ "weekly.mon.0": ["x"], languages: ["y"] }, sent), state)).toEqual(
      {
        kind: "range",
        key: "early",
      },
    );
    expect(firstProblem(placeServerErrors({ "daysOff.0": ["x"], languages: ["y"] }, sent), state)).toEqual({
      kind: "dayOff",
      date: "2026-02-30",
    });
    expect(firstProblem(placeServerErrors({ languages: ["y"] }, sent), state)).toEqual({ kind: "languages" });
    expect(firstProblem(placeServerErrors({ _body: ["z"] }, sent), state)).toEqual({ kind: "other" });
    expect(firstProblem(placeServerErrors({}, sent), state)).toBeNull();
  });
});

describe("the form's own checks", () => {
  it("accepts two ranges on a day, touching ranges and a range until midnight", () => {
    const places = checkDraft(
      draft({
        mon: [
          ["a", "09:00", "12:00"],
          ["b", "13:00", "17:00"],
        ],
        tue: [
          ["c", "09:00", "12:00"],
          ["d", "12:00", "00:00"],
        ],
        sun: [["e", "00:00", "00:00"]],
      }),
    );
    expect(hasErrors(places)).toBe(false);
  });

  it("names a missing time, a time off the 5-minute grid, a range that ends before it starts and an overlap", () => {
    const places = checkDraft(
      draft({
        mon: [
          ["blank", "09:00", ""],
          ["grid", "10:03", "11:00"],
        ],
        wed: [
          ["backwards", "17:00", "09:00"],
          ["same", "09:00", "09:00"],
        ],
        fri: [
          ["second", "11:00", "14:00"],
          ["first", "09:00", "12:00"],
        ],
      }),
    );
    expect(places.ranges.blank).toMatch("start and an end");
    expect(places.ranges.grid).toMatch("5-minute step");
    expect(places.ranges.backwards).toMatch("ends before it starts");
    expect(places.ranges.same).toMatch("ends before it starts");
    // The later of two overlapping ranges is the one marked, whatever their order on screen.
    expect(places.ranges.second).toMatch("overlaps");
    expect(places.ranges.first).toBeUndefined();
    expect(hasErrors(places)).toBe(true);
  });
});

describe("days off", () => {
  it("keeps them in date order, once each", () => {
    expect(addDayOff(["2026-12-31"], "2026-12-24")).toEqual(["2026-12-24", "2026-12-31"]);
    expect(addDayOff(["2026-12-24"], "2026-12-24")).toEqual(["2026-12-24"]);
  });

  it("reads them as the calendar day they are, whatever the computer's time zone", () => {
    expect(dayOffText("2026-12-24")).toBe("Thu, Dec 24, 2026");
    expect(dayOffText("not a date")).toBe("not a date");
  });
});
