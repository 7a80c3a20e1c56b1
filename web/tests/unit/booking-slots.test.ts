// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupByPacificDay, pacificDay, slotTime, slotWhen } from "@/features/booking/slot-times";
import { parseSlots, type Slot } from "@/lib/booking-slots";
import { isSlotStart } from "@/lib/slot-start";

// The picker's days and times (issue 35): a slot belongs to its day in California, whatever the
// zone of the browser, on both sides of a daylight-saving change. Intl with the time zone database
// is the oracle for the API's own `date` and `time`, which the fixtures below carry as the server
// writes them (docs/booking-api.md).

// Any zone but California's: the picker must never read the machine's zone.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Pacific/Auckland";
});
afterAll(() => {
  process.env.TZ = machineZone;
});

const slot = (start: string, date: string, time: string): Slot => ({ start, date, time });
/** Whitespace as people read it (ICU puts a narrow no-break space before AM/PM). */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("a slot's California day", () => {
  it.each([
    // 2026-11-01: clocks go back at 2:00 PDT (09:00 UTC).
    ["2026-11-01T06:59:00Z", "2026-10-31"], // 23:59 PDT
    ["2026-11-01T07:00:00Z", "2026-11-01"], // 00:00 PDT
    ["2026-11-01T08:30:00Z", "2026-11-01"], // 01:30 PDT
    ["2026-11-01T09:30:00Z", "2026-11-01"], // 01:30 PST, the hour again
    ["2026-11-02T07:59:00Z", "2026-11-01"], // 23:59 PST: eight hours behind now
    ["2026-11-02T08:00:00Z", "2026-11-02"],
    // 2027-03-14: clocks go forward at 2:00 PST (10:00 UTC).
    ["2027-03-14T07:59:00Z", "2027-03-13"], // 23:59 PST
    ["2027-03-14T08:00:00Z", "2027-03-14"], // 00:00 PST
    ["2027-03-14T10:00:00Z", "2027-03-14"], // 03:00 PDT
    ["2027-03-15T06:59:00Z", "2027-03-14"], // 23:59 PDT: seven hours behind now
    ["2027-03-15T07:00:00Z", "2027-03-15"],
  ])("%s is on %s", (start, day) => {
    expect(pacificDay(start)).toBe(day);
  });
});

describe("grouping by California day", () => {
  it("keeps the evening of the day the clocks go back on that day (2026-11-01)", () => {
    const slots = [
      slot("2026-11-01T16:00:00Z", "2026-11-01", "08:00"), // 08:00 PST
      slot("2026-10-31T16:00:00Z", "2026-10-31", "09:00"), // 09:00 PDT
      slot("2026-11-02T07:30:00Z", "2026-11-01", "23:30"), // 23:30 PST, 2 November in UTC
      slot("2026-11-02T17:00:00Z", "2026-11-02", "09:00"),
      slot("2026-11-01T06:30:00Z", "2026-10-31", "23:30"), // 23:30 PDT, 1 November in UTC
    ];
    const days = groupByPacificDay(slots, "en");
    expect(days.map((d) => d.date)).toEqual(["2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(days.map((d) => d.times.map((t) => plain(t.label)))).toEqual([
      ["9:00 AM", "11:30 PM"],
      ["8:00 AM", "11:30 PM"],
      ["9:00 AM"],
    ]);
    // The server's own Pacific date and time of each slot agree.
    for (const day of days)
      for (const t of day.times) {
        expect(t.slot.date).toBe(day.date);
        const [hour, minute] = t.slot.time.split(":").map(Number) as [number, number];
        const twelve = hour % 12 === 0 ? 12 : hour % 12;
        expect(plain(t.label)).toBe(
          `${twelve}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`,
        );
      }
    expect(days[1]).toMatchObject({ weekday: "Sun", monthDay: "Nov 1", long: "Sunday, November 1" });
  });

  it("tells the two 1:30s of the night the clocks go back apart", () => {
    const days = groupByPacificDay(
      [
        slot("2026-11-01T09:30:00Z", "2026-11-01", "01:30"),
        slot("2026-11-01T08:30:00Z", "2026-11-01", "01:30"),
      ],
      "en",
    );
    expect(days).toHaveLength(1);
    expect(days[0]!.times.map((t) => plain(t.label))).toEqual(["1:30 AM PDT", "1:30 AM PST"]);
    expect(days[0]!.times.map((t) => t.slot.start)).toEqual(["2026-11-01T08:30:00Z", "2026-11-01T09:30:00Z"]);
  });

  it("keeps the day the clocks go forward whole (2027-03-14)", () => {
    const slots = [
      slot("2027-03-14T09:00:00Z", "2027-03-14", "01:00"), // 01:00 PST
      slot("2027-03-14T10:00:00Z", "2027-03-14", "03:00"), // 03:00 PDT: 2:00 never happens
      slot("2027-03-14T16:00:00Z", "2027-03-14", "09:00"),
      slot("2027-03-15T06:30:00Z", "2027-03-14", "23:30"),
      slot("2027-03-13T17:00:00Z", "2027-03-13", "09:00"), // 09:00 PST the day before
      slot("2027-03-15T16:00:00Z", "2027-03-15", "09:00"), // 09:00 PDT the day after
    ];
    const days = groupByPacificDay(slots, "en");
    expect(days.map((d) => [d.date, d.times.map((t) => plain(t.label))])).toEqual([
      ["2027-03-13", ["9:00 AM"]],
      ["2027-03-14", ["1:00 AM", "3:00 AM", "9:00 AM", "11:30 PM"]],
      ["2027-03-15", ["9:00 AM"]],
    ]);
    for (const day of days) for (const t of day.times) expect(t.slot.date).toBe(day.date);
  });

  it("writes days and times in Spanish for the Spanish pages", () => {
    const [day] = groupByPacificDay([slot("2026-11-30T17:00:00Z", "2026-11-30", "09:00")], "es");
    expect(day).toMatchObject({ date: "2026-11-30", weekday: "lun", monthDay: "30 nov" });
    expect(day!.long).toBe("lunes, 30 de noviembre");
    expect(plain(day!.times[0]!.label)).toBe("9:00 a.m.");
    expect(plain(slotWhen("2026-11-30T17:00:00Z", "es"))).toBe("lunes, 30 de noviembre de 2026, 9:00 a.m.");
    expect(plain(slotWhen("2026-11-30T17:00:00Z", "en"))).toBe("Monday, November 30, 2026 at 9:00 AM");
    expect(plain(slotTime("2027-03-15T16:00:00Z", "en"))).toBe("9:00 AM");
  });

  it("has no days without slots", () => {
    expect(groupByPacificDay([], "en")).toEqual([]);
  });
});

describe("slots from the API", () => {
  it("accepts only UTC times with seconds and a Z, on real days", () => {
    for (const good of ["2026-11-30T17:00:00Z", "2028-02-29T23:59:59Z"])
      expect(isSlotStart(good), good).toBe(true);
    for (const bad of [
      "",
      "2026-11-30T17:00Z",
      "2026-11-30T17:00:00",
      "2026-11-30T17:00:00+00:00",
      "2026-11-30 17:00:00Z",
      "2026-11-30T24:00:00Z",
      "2026-11-30T17:60:00Z",
      "2026-02-30T17:00:00Z",
      "2026-11-30T17:00:00.000Z",
      " 2026-11-30T17:00:00Z",
    ])
      expect(isSlotStart(bad), bad).toBe(false);
  });

  it("keeps each well-formed slot once, sorted by start, and drops odd entries", () => {
    const a = slot("2026-11-30T17:00:00Z", "2026-11-30", "09:00");
    const b = slot("2026-11-30T17:30:00Z", "2026-11-30", "09:30");
    expect(
      parseSlots([
        b,
        a,
        { ...a },
        { start: "soon", date: "2026-11-30", time: "09:00" },
        { ...b, time: "9:30" },
        null,
      ]),
    ).toEqual([a, b]);
    expect(parseSlots(undefined)).toBeNull();
    expect(parseSlots({ slots: [a] })).toBeNull();
    expect(parseSlots([])).toEqual([]);
  });
});
