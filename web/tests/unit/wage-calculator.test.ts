// @vitest-environment node
// Every expected number below was worked out by hand from Labor Code 510 (8/12-hour days, 40-hour
// week, seventh day), 226.7 (one premium hour per type per workday), 203 (a day's wages per day
// late, at most 30) and 1182.12 with the state rates in content/figures ($14.00 or $15.00 by the
// employer's size in 2022, $15.50 in 2023, $16.00 in 2024, $16.50 in 2025), plus the San Francisco
// ordinance ($19.18 from July 1, 2025).
import { describe, expect, it } from "vitest";
import {
  calculateWages,
  daysBetween,
  splitWeekHours,
  type WageLineId,
} from "@/features/tools/wage-calculator";
import { minimumWageOn, stateMinimumWageKnownFrom } from "@/features/tools/minimum-wage";
import {
  scheduleHours,
  validateWageInput,
  WageInputError,
  type WageInput,
  type WeekHours,
} from "@/features/tools/wage-input";

// One week, Monday June 2 to Sunday June 8, 2025 (state minimum $16.50), paid $20.00 an hour,
// so nothing is owed for the minimum wage unless a test lowers the rate.
function input(overrides: Partial<WageInput> = {}): WageInput {
  return {
    hourlyRate: 20,
    schedule: { mode: "days", hours: [8, 8, 8, 8, 8, 0, 0] },
    extraHoursPaid: "none",
    missedMealsPerWeek: 0,
    missedRestsPerWeek: 0,
    weeks: 1,
    lastWeekEnds: "2025-06-08",
    today: "2025-09-01",
    ...overrides,
  };
}

const days = (...hours: WeekHours) => ({ mode: "days" as const, hours });

function line(result: ReturnType<typeof calculateWages>, id: WageLineId) {
  return result.lines.find((l) => l.id === id);
}

function amounts(result: ReturnType<typeof calculateWages>) {
  return Object.fromEntries(result.lines.map((l) => [l.id, l.amountUsd]));
}

describe("the 8-hour and 12-hour lines in a day", () => {
  it("exactly 8 hours is all regular: nothing owed", () => {
    const result = calculateWages(input({ schedule: days(8, 0, 0, 0, 0, 0, 0) }));
    // min(8, 8) = 8 regular; 8 - 8 = 0 overtime
    expect(result.perWeek).toEqual({ regular: 8, ot: 0, dt: 0 });
    expect(result.lines).toEqual([]);
    expect(result.totalUsd).toBe(0);
  });

  it("8.5 hours: half an hour of overtime", () => {
    const result = calculateWages(input({ schedule: days(8.5, 0, 0, 0, 0, 0, 0) }));
    // 8.5 - 8 = 0.5 ot; unpaid: 0.5 x (1.5 x $20 = $30) = $15.00
    expect(result.perWeek).toEqual({ regular: 8, ot: 0.5, dt: 0 });
    expect(amounts(result)).toEqual({ overtime: 15 });
    expect(line(result, "overtime")?.hours).toBe(0.5);
  });

  it("exactly 12 hours: 4 overtime hours, no double time", () => {
    const result = calculateWages(input({ schedule: days(12, 0, 0, 0, 0, 0, 0) }));
    // 12 - 8 = 4 ot (the 4-hour band is full); 12 - 12 = 0 dt; 4 x $30 = $120.00
    expect(result.perWeek).toEqual({ regular: 8, ot: 4, dt: 0 });
    expect(amounts(result)).toEqual({ overtime: 120 });
  });

  it("12.5 hours: 4 overtime hours and half an hour of double time", () => {
    const result = calculateWages(input({ schedule: days(12.5, 0, 0, 0, 0, 0, 0) }));
    // ot 4 x $30 = $120.00; dt 12.5 - 12 = 0.5 x (2 x $20 = $40) = $20.00
    expect(result.perWeek).toEqual({ regular: 8, ot: 4, dt: 0.5 });
    expect(amounts(result)).toEqual({ overtime: 120, "double-time": 20 });
    expect(result.totalUsd).toBe(140); // 120 + 20
  });
});

describe("the 40-hour week", () => {
  it("5 days of 8 hours: 40 regular hours, no overtime", () => {
    // 5 x 8 = 40 regular, never past 40
    expect(calculateWages(input()).perWeek).toEqual({ regular: 40, ot: 0, dt: 0 });
    expect(calculateWages(input()).lines).toEqual([]);
  });

  it("5 days of 9 hours: 5 daily overtime hours, not counted again as weekly", () => {
    const result = calculateWages(input({ schedule: days(9, 9, 9, 9, 9, 0, 0), extraHoursPaid: "straight" }));
    // regular 5 x 8 = 40 (not past 40); ot 5 x 1 = 5 (45 hours in all, 40 + 5, nothing twice)
    // paid straight: 5 x ($30.00 - $20.00) = $50.00
    expect(result.perWeek).toEqual({ regular: 40, ot: 5, dt: 0 });
    expect(amounts(result)).toEqual({ overtime: 50 });
  });

  it("6 days of 8 hours: the 6th day's 8 hours are weekly overtime", () => {
    const result = calculateWages(input({ schedule: days(8, 8, 8, 8, 8, 8, 0) }));
    // days 1-5: 40 regular; day 6: running total would pass 40, so 8 ot; 8 x $30 = $240.00
    expect(result.perWeek).toEqual({ regular: 40, ot: 8, dt: 0 });
    expect(amounts(result)).toEqual({ overtime: 240 });
  });

  it("counts regular hours day by day: the day that crosses 40 splits", () => {
    // regular 8+8+8+8 = 32, day 5: 6 -> 38, day 6: 2 more reach 40, the other 4 are ot
    expect(splitWeekHours([8, 8, 8, 8, 6, 6, 0])).toEqual({ regular: 40, ot: 4, dt: 0 });
  });

  it("a day past 8 hours in a long week counts each hour once", () => {
    // days 1-5: 8 regular + 2 ot each = 40 regular, 10 ot; day 6: 8 regular -> weekly ot, 2 daily ot
    // ot = 10 + 8 + 2 = 20; 40 + 20 = 60 = 6 x 10 hours worked
    expect(splitWeekHours([10, 10, 10, 10, 10, 10, 0])).toEqual({ regular: 40, ot: 20, dt: 0 });
  });
});

describe("the seventh consecutive day", () => {
  it("7 days of 8 hours: the 7th day's 8 hours are overtime", () => {
    const result = calculateWages(input({ schedule: { mode: "simple", daysPerWeek: 7, hoursPerDay: 8 } }));
    // days 1-5: 40 regular; day 6: 8 weekly ot; day 7 (seventh day): first 8 ot -> ot 16
    // 16 x $30 = $480.00
    expect(result.perWeek).toEqual({ regular: 40, ot: 16, dt: 0 });
    expect(amounts(result)).toEqual({ overtime: 480 });
  });

  it("6 days of 8 hours and a 7th day of 10 hours: 2 double-time hours", () => {
    const result = calculateWages(input({ schedule: days(8, 8, 8, 8, 8, 8, 10) }));
    // day 6: 8 weekly ot; day 7: first 8 ot, 10 - 8 = 2 dt -> ot 16, dt 2
    // 16 x $30 = $480.00; 2 x $40 = $80.00
    expect(result.perWeek).toEqual({ regular: 40, ot: 16, dt: 2 });
    expect(amounts(result)).toEqual({ overtime: 480, "double-time": 80 });
  });

  it("the 7th calendar day without all seven worked is not a seventh consecutive day", () => {
    // day 1 off: days 2-6 = 40 regular; day 7: 8 regular past 40 -> 8 weekly ot, no dt
    expect(splitWeekHours([0, 8, 8, 8, 8, 8, 8])).toEqual({ regular: 40, ot: 8, dt: 0 });
    // short week of 7 days: 7 x 4 = 28; day 7 is the seventh day -> its 4 hours are ot
    expect(splitWeekHours([4, 4, 4, 4, 4, 4, 4])).toEqual({ regular: 24, ot: 4, dt: 0 });
  });
});

describe("schedules", () => {
  it("the simple form is that many consecutive days, then days off", () => {
    // 5 days x 10 hours = [10, 10, 10, 10, 10, 0, 0]: regular 5 x 8 = 40, ot 5 x 2 = 10
    expect(scheduleHours({ mode: "simple", daysPerWeek: 5, hoursPerDay: 10 })).toEqual([
      10, 10, 10, 10, 10, 0, 0,
    ]);
    const simple = calculateWages(input({ schedule: { mode: "simple", daysPerWeek: 5, hoursPerDay: 10 } }));
    const daily = calculateWages(input({ schedule: days(10, 10, 10, 10, 10, 0, 0) }));
    expect(simple).toEqual(daily);
    // 10 x $30 = $300.00
    expect(simple.perWeek).toEqual({ regular: 40, ot: 10, dt: 0 });
    expect(simple.totalUsd).toBe(300);
  });

  it("a split week with days off in between", () => {
    const result = calculateWages(input({ schedule: days(12, 12, 0, 12, 12, 0, 4) }));
    // regular 8+8+8+8+4 = 36 (under 40); ot 4 x 4 = 16; dt 0
    // 16 x $30 = $480.00
    expect(result.perWeek).toEqual({ regular: 36, ot: 16, dt: 0 });
    expect(amounts(result)).toEqual({ overtime: 480 });
  });

  it("a partial week of quarter hours", () => {
    // day 1: 9.25 -> 8 regular, 1.25 ot; day 3: 13.75 -> 8 regular, 4 ot, 1.75 dt; day 5: 3.5 regular
    // regular 19.5, ot 5.25, dt 1.75 (19.5 + 5.25 + 1.75 = 26.5 = 9.25 + 13.75 + 3.5)
    expect(splitWeekHours([9.25, 0, 13.75, 0, 3.5, 0, 0])).toEqual({ regular: 19.5, ot: 5.25, dt: 1.75 });
  });

  it("never counts an hour twice", () => {
    const weeks: WeekHours[] = [
      [24, 24, 24, 24, 24, 24, 24],
      [10, 0, 13, 9, 8.75, 11, 0],
      [6, 6, 6, 6, 6, 6, 6],
      [0, 0, 0, 0, 0, 0, 0.25],
    ];
    for (const week of weeks) {
      const { regular, ot, dt } = splitWeekHours(week);
      expect(regular + ot + dt).toBe(week.reduce((a, b) => a + b, 0));
      expect(regular).toBeLessThanOrEqual(40);
    }
    // 7 x 24: days 1-5 regular 40; day 6: 8 weekly ot + 4 ot + 12 dt; days 1-5 also 4 ot + 12 dt each
    // day 7: 8 ot + 16 dt -> ot 5x4 + 12 + 8 = 40, dt 5x12 + 12 + 16 = 88; 40 + 40 + 88 = 168 = 7 x 24
    expect(splitWeekHours([24, 24, 24, 24, 24, 24, 24])).toEqual({ regular: 40, ot: 40, dt: 88 });
  });
});

describe("how the extra hours were paid", () => {
  const longWeek = input({ schedule: days(10, 10, 10, 10, 10, 0, 0) }); // 10 ot hours a week

  it("not paid at all: the whole overtime rate is owed", () => {
    // 10 x (1.5 x $20 = $30.00 - $0.00) = $300.00
    const result = calculateWages({ ...longWeek, extraHoursPaid: "none" });
    expect(amounts(result)).toEqual({ overtime: 300 });
    expect(line(result, "overtime")?.steps).toEqual([
      "10 overtime hours a week x ($30.00 owed - $0.00 paid) x 1 week = $300.00",
    ]);
  });

  it("paid at the normal rate: the half-time premium is owed", () => {
    // 10 x ($30.00 - $20.00) = $100.00
    expect(amounts(calculateWages({ ...longWeek, extraHoursPaid: "straight" }))).toEqual({ overtime: 100 });
  });

  it("paid at time and a half: no overtime owed, double time still short by half", () => {
    expect(calculateWages({ ...longWeek, extraHoursPaid: "overtime" }).lines).toEqual([]);
    // 14 hours: ot 4 paid at $30 = owed $30 -> 0; dt 2 x ($40.00 - $30.00) = $20.00
    const result = calculateWages(
      input({ schedule: days(14, 0, 0, 0, 0, 0, 0), extraHoursPaid: "overtime" }),
    );
    expect(amounts(result)).toEqual({ "double-time": 20 });
  });

  it("writes the example step for a year of overtime paid straight", () => {
    const result = calculateWages(
      input({
        hourlyRate: 18.5,
        schedule: days(12, 8, 8, 8, 4, 0, 0),
        extraHoursPaid: "straight",
        weeks: 52,
        lastWeekEnds: "2025-12-28",
        today: "2025-12-28",
      }),
    );
    // ot 4 a week (regular 8+8+8+8+4 = 36); 4 x ($27.75 - $18.50 = $9.25) = $37.00 a week x 52 = $1,924.00
    // $18.50 is above $16.00 and $16.50, so all 52 weeks share one rate: one step
    expect(line(result, "overtime")).toEqual({
      id: "overtime",
      amountUsd: 1924,
      hours: 208, // 4 x 52
      steps: ["4 overtime hours a week x ($27.75 owed - $18.50 paid) x 52 weeks = $1,924.00"],
    });
  });
});

describe("the minimum wage", () => {
  it("falls short across a year boundary: one step per rate", () => {
    // weeks (first day): Dec 18 2024, Dec 25 2024 -> $16.00; Jan 1 2025, Jan 8 2025 -> $16.50
    // 2 x 40 x ($16.00 - $15.00) = $80.00; 2 x 40 x ($16.50 - $15.00) = $120.00; line $200.00
    const result = calculateWages(input({ hourlyRate: 15, weeks: 4, lastWeekEnds: "2025-01-14" }));
    expect(line(result, "minimum-wage")).toEqual({
      id: "minimum-wage",
      amountUsd: 200,
      hours: 160, // 4 x 40
      steps: [
        "December 18, 2024 to December 31, 2024: 40 regular hours a week x ($16.00 minimum wage - $15.00 paid) x 2 weeks = $80.00",
        "January 1, 2025 to January 14, 2025: 40 regular hours a week x ($16.50 minimum wage - $15.00 paid) x 2 weeks = $120.00",
      ],
    });
  });

  it("uses the rate in force on the week's first day", () => {
    // Dec 29 2024 - Jan 4 2025 starts in 2024: 40 x ($16.00 - $15.00) = $40.00
    const result = calculateWages(input({ hourlyRate: 15, lastWeekEnds: "2025-01-04" }));
    expect(amounts(result)).toEqual({ "minimum-wage": 40 });
  });

  it("owes overtime at the minimum wage's overtime rate", () => {
    const result = calculateWages(
      input({ hourlyRate: 15, schedule: days(9, 9, 9, 9, 9, 0, 0), extraHoursPaid: "straight" }),
    );
    // regular: 40 x ($16.50 - $15.00) = $60.00; ot: 5 x (1.5 x $16.50 = $24.75 - $15.00) = 5 x $9.75 = $48.75
    expect(amounts(result)).toEqual({ "minimum-wage": 60, overtime: 48.75 });
    expect(result.totalUsd).toBe(108.75);
  });

  it("uses a city rate higher than the state's", () => {
    expect(minimumWageOn("2025-08-04", "city-san-francisco")).toBe(19.18);
    const result = calculateWages(
      input({ hourlyRate: 17, cityId: "city-san-francisco", lastWeekEnds: "2025-08-10" }),
    );
    // week Aug 4-10, 2025: San Francisco $19.18 > state $16.50; 40 x ($19.18 - $17.00) = 40 x $2.18 = $87.20
    expect(line(result, "minimum-wage")?.amountUsd).toBe(87.2);
    expect(line(result, "minimum-wage")?.steps[0]).toContain("$19.18 minimum wage - $17.00 paid");
  });

  it("shows a rate that is not whole cents in full, so the step multiplies out", () => {
    // Los Angeles from July 1, 2025: $17.87; week Aug 4-10, 2025, one 9-hour day at $17.00, ot unpaid
    // minimum wage: 8 x ($17.87 - $17.00 = $0.87) = $6.96; overtime: 1 x 1.5 x $17.87 = $26.805 -> $26.81
    const result = calculateWages(
      input({
        hourlyRate: 17,
        cityId: "city-los-angeles",
        lastWeekEnds: "2025-08-10",
        schedule: days(9, 0, 0, 0, 0, 0, 0),
      }),
    );
    expect(amounts(result)).toEqual({ "minimum-wage": 6.96, overtime: 26.81 });
    expect(line(result, "overtime")?.steps).toEqual([
      "1 overtime hour a week x ($26.805 owed - $0.00 paid) x 1 week = $26.81",
    ]);
  });

  it("falls back to the state rate before a city's first rate", () => {
    // Mountain View's first rate is Jan 1, 2025; week Dec 2-8, 2024: state $16.00
    // 40 x ($16.00 - $15.00) = $40.00
    const result = calculateWages(
      input({ hourlyRate: 15, cityId: "city-mountain-view", lastWeekEnds: "2024-12-08" }),
    );
    expect(amounts(result)).toEqual({ "minimum-wage": 40 });
  });

  it("counts weeks that began before the first state rate on record", () => {
    expect(stateMinimumWageKnownFrom).toBe("2022-01-01");
    // weeks: Dec 19-25 2021 and Dec 26 2021 - Jan 1 2022 (no rate known), Jan 2-8 2022 ($14.00,
    // the lower 2022 rate): only the last: 40 x ($14.00 - $13.00) = $40.00
    const result = calculateWages(input({ hourlyRate: 13, weeks: 3, lastWeekEnds: "2022-01-08" }));
    expect(result.weeksWithoutKnownMinimum).toBe(2);
    expect(amounts(result)).toEqual({ "minimum-wage": 40 });
    // a week starting Jan 1, 2022 is known
    expect(calculateWages(input({ lastWeekEnds: "2022-01-07" })).weeksWithoutKnownMinimum).toBe(0);
  });

  it("reaches back four years: in 2022 it counts the lower rate every employer owed", () => {
    // 2022: $15.00, or $14.00 for 25 or fewer employees; the calculator does not ask, so $14.00.
    expect(minimumWageOn("2022-06-01")).toBe(14);
    expect(minimumWageOn("2023-06-01")).toBe(15.5);
    // The longest reach, 209 weeks to Nov 28, 2026, starts on Nov 27, 2022: a rate is known.
    const result = calculateWages(
      input({ hourlyRate: 14, weeks: 209, lastWeekEnds: "2026-11-28", today: "2026-11-28" }),
    );
    expect(result.weeksWithoutKnownMinimum).toBe(0);
    // 2022 weeks ($14.00) owe nothing; Jan 1, 2023 on, each week owes 40 x (rate - $14.00).
    expect(line(result, "minimum-wage")?.steps[0]).toMatch(/^January 1, 2023 to /);
  });
});

describe("meal and rest premiums", () => {
  it("count at most one premium of each type per workday", () => {
    const result = calculateWages(input({ missedMealsPerWeek: 7, missedRestsPerWeek: 3, weeks: 2 }));
    // meals: min(7, 5 workdays) = 5 x $20.00 x 2 weeks = $200.00; rests: 3 x $20.00 x 2 = $120.00
    expect(amounts(result)).toEqual({ "meal-premiums": 200, "rest-premiums": 120 });
    expect(line(result, "meal-premiums")?.hours).toBe(10); // 5 x 2
    expect(line(result, "meal-premiums")?.steps).toEqual([
      "5 missed meal breaks a week (one a day at most, on days long enough for the break) x $20.00 (one hour's pay each) x 2 weeks = $200.00",
    ]);
  });

  it("count only days long enough for the break: a meal over 5 hours, a rest from 3.5", () => {
    // days of 8, 5, 4, 3 hours: meals owed on 1 day (only 8 > 5); rests on 3 days (8, 5, 4 >= 3.5)
    const result = calculateWages(
      input({ schedule: days(8, 5, 4, 3, 0, 0, 0), missedMealsPerWeek: 4, missedRestsPerWeek: 4 }),
    );
    // meals: 1 x $20.00 = $20.00; rests: 3 x $20.00 = $60.00
    expect(amounts(result)).toEqual({ "meal-premiums": 20, "rest-premiums": 60 });
  });

  it("are paid at the minimum wage when the pay was below it", () => {
    // 2 x $16.50 = $33.00 (and 40 x $1.50 = $60.00 minimum wage)
    const result = calculateWages(input({ hourlyRate: 15, missedMealsPerWeek: 2 }));
    expect(amounts(result)).toEqual({ "minimum-wage": 60, "meal-premiums": 33 });
  });
});

describe("the waiting-time penalty", () => {
  it("a day's wage for each day the final pay was late", () => {
    const result = calculateWages(input({ leaving: { leftOn: "2025-06-02", finalPayOn: "2025-06-14" } }));
    // June 2 -> June 14 = 12 days; 40 / 5 = 8 hours a workday x $20.00 = $160.00; 12 x $160 = $1,920.00
    expect(line(result, "waiting-time")).toEqual({
      id: "waiting-time",
      amountUsd: 1920,
      steps: [
        "You left on June 2, 2025 and got your final pay on June 14, 2025: 12 days late.",
        "A day's wage: $20.00 an hour x 40 hours a week ÷ 5 workdays = $160.00",
        "12 days x $160.00 = $1,920.00",
      ],
    });
  });

  it("none when paid the day the worker left", () => {
    const result = calculateWages(input({ leaving: { leftOn: "2025-06-02", finalPayOn: "2025-06-02" } }));
    expect(line(result, "waiting-time")).toBeUndefined();
  });

  it("still unpaid: counts to today, at most 30 days", () => {
    // June 2 -> Sept 1, 2025 = 28 + 31 + 31 + 1 = 91 days, capped at 30; 30 x $160.00 = $4,800.00
    expect(daysBetween("2025-06-02", "2025-09-01")).toBe(91);
    const result = calculateWages(input({ leaving: { leftOn: "2025-06-02", finalPayOn: null } }));
    expect(line(result, "waiting-time")?.amountUsd).toBe(4800);
    expect(line(result, "waiting-time")?.steps[0]).toBe(
      "You left on June 2, 2025 and had not been paid by September 1, 2025: 91 days late, counted as 30 days (the most the law allows).",
    );
  });

  it("uses the rate owed in the week the worker left", () => {
    // lastWeekEnds Jan 3 2025: week Dec 28 2024 - Jan 3 2025 starts in 2024 -> $16.00 (above $15.00)
    // Jan 3 -> Jan 13 = 10 days x (8 x $16.00 = $128.00) = $1,280.00
    const result = calculateWages(
      input({
        hourlyRate: 15,
        lastWeekEnds: "2025-01-03",
        leaving: { leftOn: "2025-01-03", finalPayOn: "2025-01-13" },
      }),
    );
    expect(line(result, "waiting-time")?.amountUsd).toBe(1280);
  });
});

describe("rounding and totals", () => {
  it("rounds to cents only at the line level", () => {
    // average workday (10 + 10 + 6) / 3 = 8 2/3 hours x $20.00 = $173.333... a day
    // 3 days late: 3 x $173.333... = $520.00 (rounding the day first would give 3 x $173.33 = $519.99)
    const result = calculateWages(
      input({
        schedule: days(10, 10, 6, 0, 0, 0, 0),
        extraHoursPaid: "overtime",
        leaving: { leftOn: "2025-06-08", finalPayOn: "2025-06-11" },
      }),
    );
    expect(line(result, "waiting-time")?.amountUsd).toBe(520);
    // the step keeps the unrounded day's wage, so 3 x $173.3333 reads as $520.00, not $519.99
    expect(line(result, "waiting-time")?.steps.slice(1)).toEqual([
      "A day's wage: $20.00 an hour x 26 hours a week ÷ 3 workdays = $173.3333",
      "3 days x $173.3333 = $520.00",
    ]);
    // a quarter hour a week $0.01 under the minimum: $0.0025 a week x 4 weeks = $0.01
    // (rounding each week first would give 4 x $0.00 = $0.00)
    const tiny = calculateWages(
      input({ hourlyRate: 16.49, schedule: days(0.25, 0, 0, 0, 0, 0, 0), weeks: 4 }),
    );
    expect(amounts(tiny)).toEqual({ "minimum-wage": 0.01 });
  });

  it("the total is the sum of the lines", () => {
    const result = calculateWages(
      input({
        hourlyRate: 15,
        schedule: days(10, 10, 10, 10, 10, 10, 0),
        extraHoursPaid: "straight",
        missedMealsPerWeek: 2,
        missedRestsPerWeek: 1,
        weeks: 2,
        leaving: { leftOn: "2025-06-08", finalPayOn: "2025-06-11" },
      }),
    );
    // r = $16.50; per week: regular 40, ot 20 (10 daily + 8 weekly on day 6 + 2 daily on day 6)
    // minimum wage: 40 x $1.50 x 2 = $120.00; overtime: 20 x ($24.75 - $15.00) x 2 = $390.00
    // meals: 2 x $16.50 x 2 = $66.00; rests: 1 x $16.50 x 2 = $33.00
    // waiting: 3 days x ($16.50 x 60 / 6 = $165.00) = $495.00; total $1,104.00
    expect(amounts(result)).toEqual({
      "minimum-wage": 120,
      overtime: 390,
      "meal-premiums": 66,
      "rest-premiums": 33,
      "waiting-time": 495,
    });
    expect(result.lines.map((l) => l.id)).toEqual([
      "minimum-wage",
      "overtime",
      "meal-premiums",
      "rest-premiums",
      "waiting-time",
    ]);
    expect(result.totalUsd).toBe(1104);
    expect(result.totalUsd).toBe(result.lines.reduce((sum, l) => sum + l.amountUsd, 0));
  });
});

describe("input validation", () => {
  it("accepts a complete input", () => {
    expect(validateWageInput(input({ cityId: "city-oakland" }))).toEqual({});
  });

  it("names each bad field in plain words", () => {
    const errors = validateWageInput(
      input({
        hourlyRate: 0,
        schedule: days(8, 25, 7.3, 8, 8, 0, 0),
        extraHoursPaid: "sometimes" as never,
        missedMealsPerWeek: 8,
        missedRestsPerWeek: 1.5,
        weeks: 210,
        lastWeekEnds: "2025-02-30",
        cityId: "san-francisco", // the bare city id, without "city-", is not accepted
        leaving: { leftOn: "2025-06-10", finalPayOn: "2025-06-01" },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        "hourlyRate",
        "schedule.hours.1",
        "schedule.hours.2",
        "extraHoursPaid",
        "missedMealsPerWeek",
        "missedRestsPerWeek",
        "weeks",
        "lastWeekEnds",
        "cityId",
        "leaving.finalPayOn",
      ].sort(),
    );
    expect(errors["schedule.hours.1"]).toBe(
      "Day 2: enter 0 to 24 hours, in quarter hours (like 7.5 or 7.25).",
    );
    expect(errors["leaving.finalPayOn"]).toBe("Your final pay can't come before the day you left.");
  });

  it("rejects empty schedules, bad simple forms, future dates and NaN", () => {
    expect(validateWageInput(input({ schedule: days(0, 0, 0, 0, 0, 0, 0) }))).toEqual({
      schedule: "Enter the hours you worked on at least one day.",
    });
    expect(
      Object.keys(
        validateWageInput(input({ schedule: { mode: "simple", daysPerWeek: 0, hoursPerDay: 30 } })),
      ),
    ).toEqual(["schedule.daysPerWeek", "schedule.hoursPerDay"]);
    expect(
      validateWageInput(input({ lastWeekEnds: "2025-09-02", hourlyRate: Number.NaN, weeks: 0 })),
    ).toEqual({
      hourlyRate: "Enter your hourly pay: more than $0 and no more than $1,000.",
      weeks: "Enter the number of weeks: a whole number from 1 to 209 (four years).",
      lastWeekEnds: "This date can't be after today.",
    });
    expect(validateWageInput(input({ leaving: { leftOn: "2025-09-02", finalPayOn: null } }))).toEqual({
      "leaving.leftOn": "This date can't be after today.",
    });
  });

  it("calculateWages throws with the same errors", () => {
    const bad = input({ hourlyRate: 1001 });
    expect(() => calculateWages(bad)).toThrow(WageInputError);
    try {
      calculateWages(bad);
    } catch (error) {
      expect((error as WageInputError).errors).toEqual(validateWageInput(bad));
    }
  });
});
