// The worker's calendar file as the C++ server writes it (server/src/booking/ics.cpp; the golden
// file its test compares against), read by a real calendar parser: both events land at 09:00 in
// California on either side of a daylight-saving change, with their text unescaped.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

const golden = readFileSync(
  resolve(import.meta.dirname, "../../../server/tests/golden/booking-call.ics"),
  "utf8",
);

describe("the booking calendar file", () => {
  const calendar = new ICAL.Component(ICAL.parse(golden));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  ICAL.TimezoneService.register(zone, "America/Los_Angeles");
  const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));

  it("uses CRLF line ends and a VTIMEZONE for America/Los_Angeles", () => {
    expect(golden.split("\r\n").length).toBeGreaterThan(30);
    expect(golden.replace(/\r\n/g, "")).not.toContain("\n");
    expect(zone.tzid).toBe("America/Los_Angeles");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  });

  it("puts a 09:00 call at the right instant in PST and in PDT", () => {
    expect(events).toHaveLength(2);
    const autumn = events[0]!;
    const spring = events[1]!;
    // 2026-11-01 is the day of the autumn change: 09:00 PST is 17:00 UTC.
    expect(autumn.startDate.toJSDate().toISOString()).toBe("2026-11-01T17:00:00.000Z");
    expect(autumn.endDate.toJSDate().toISOString()).toBe("2026-11-01T17:30:00.000Z");
    // 2027-03-15 is the day after the spring change: 09:00 PDT is 16:00 UTC.
    expect(spring.startDate.toJSDate().toISOString()).toBe("2027-03-15T16:00:00.000Z");
    expect(autumn.startDate.hour).toBe(9);
    expect(spring.startDate.hour).toBe(9);
  });

  it("unescapes and unfolds text the way it was meant", () => {
    const autumn = events[0]!;
    const spring = events[1]!;
    expect(autumn.summary).toBe("Llamada con Golden Coast Workers Law, APC");
    expect(autumn.description).toContain("\nCambiar o cancelar: https://firm.example/es/booking?t=");
    expect(spring.summary).toBe(
      "A title; with, commas\\ and a long text that must be folded across lines because it is " +
        "longer than seventy-five octets: ñandú",
    );
    expect(autumn.uid).toBe("0b7c6a1e-2f44-4c1a-9d3e-5a6b7c8d9e0f@firm.example");
  });
});
