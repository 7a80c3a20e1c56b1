// Numbers, money and dates as every page writes them, and today's date in California. Relative
// imports only, so Node runs it as it is (the content check, scripts/check-content.ts, reaches it
// through content/figures/schedule.ts).
//
// None of it calls Intl or localeCompare: in Chromium the first use of either in a page sets up
// ICU's data, 20 to 50 ms of one task on the 2-core test machine and about four times that on the
// slowed phone Lighthouse models, which was the largest part of every public page's Total Blocking
// Time (docs/decisions/0023-formats-without-intl.md). The formats written here are few and fixed
// (en-US and es-US digits, USD, long dates, Pacific time), and tests/unit/format.test.ts checks
// each against Intl over a wide range of values, so a change in either shows.

import { isCalendarDay, isoDayOf } from "./calendar.ts";
import type { Language } from "./i18n/language.ts";

// The Spanish build (VITE_SITE_LANGUAGE=es) writes dates for es-US: "15 de junio de 2026".
// import.meta.env is Vite's; under plain Node it is absent and the format is English. Numbers and
// money are written alike in both: "1,234.5", "$16.90". (Not lib/i18n/language.ts's siteLanguage:
// that module needs Vite's import.meta.env.)
const language: Language = import.meta.env?.VITE_SITE_LANGUAGE === "es" ? "es" : "en";

const monthNames: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

/** The digits of a finite, non-negative number as a plain decimal: 1e21 -> "1000000000000000000000". */
function plainDigits(value: number): string {
  const text = String(value);
  const e = text.indexOf("e");
  if (e < 0) return text;
  const mantissa = text.slice(0, e);
  const dot = mantissa.indexOf(".");
  const digits = mantissa.replace(".", "");
  const point = (dot < 0 ? mantissa.length : dot) + Number(text.slice(e + 1));
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** "1234567" -> "1,234,567" */
function grouped(whole: string): string {
  let out = "";
  for (let end = whole.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = out ? `${whole.slice(start, end)},${out}` : whole.slice(start, end);
  }
  return out;
}

/**
 * A number as en-US and es-US write it, the way `Intl.NumberFormat` does: digits grouped by
 * thousands with commas, a point before the fraction, at most `maxFraction` fraction digits
 * (rounded half away from zero on the number's shortest decimal form, so 2.675 -> "2.68") and at
 * least `minFraction`.
 */
export function formatNumber(value: number, minFraction = 0, maxFraction = Math.max(3, minFraction)): string {
  if (Number.isNaN(value)) return "NaN";
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return negative ? "-∞" : "∞";
  const [whole = "0", fraction = ""] = plainDigits(Math.abs(value)).split(".");
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, "0");
  if (fraction.length > maxFraction && fraction.charCodeAt(maxFraction) >= 53 /* "5" */) {
    // Add one in the last kept place, carrying as far as it goes.
    const chars = digits.split("");
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === "9") chars[i--] = "0";
    if (i >= 0) chars[i] = String(Number(chars[i]) + 1);
    else chars.unshift("1");
    digits = chars.join("");
  }
  const wholeDigits = digits.slice(0, digits.length - maxFraction) || "0";
  let fractionDigits = digits.slice(digits.length - maxFraction);
  while (fractionDigits.length > minFraction && fractionDigits.endsWith("0")) {
    fractionDigits = fractionDigits.slice(0, -1);
  }
  const text = grouped(wholeDigits.replace(/^0+(?=\d)/, "")) + (fractionDigits ? `.${fractionDigits}` : "");
  return negative ? `-${text}` : text;
}

/** 16.5 -> "$16.50"; 68640 -> "$68,640": whole amounts over $1,000 drop the cents unless asked. */
export function formatUsd(amount: number, fractionDigits?: number): string {
  const digits = fractionDigits ?? (Number.isInteger(amount) && amount >= 1000 ? 0 : 2);
  const text = formatNumber(amount, digits, digits);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** Year, month (0-based) and day of a calendar day; a RangeError for anything else. */
function dayParts(isoDate: string): [number, number, number] {
  if (!isCalendarDay(isoDate)) throw new RangeError(`not a YYYY-MM-DD day: ${isoDate}`);
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return [year, month - 1, day];
}

/** "2026-07-01" -> "July 1, 2026" (Spanish build: "1 de julio de 2026") */
export function formatDate(isoDate: string, lang: Language = language): string {
  const [year, month, day] = dayParts(isoDate);
  const name = monthNames[lang][month];
  return lang === "es" ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}

/**
 * A day of every year, "MM-DD", as a sentence names it: "07-01" -> "July 1" ("Jul 1" when
 * `short`; Spanish build: "1 de julio" either way).
 */
export function formatDayOfYear(monthDay: string, short = false, lang: Language = language): string {
  const [month, day] = monthDay.split("-").map(Number) as [number, number];
  const full = monthNames[lang][month - 1];
  if (!full || !(day >= 1 && day <= 31)) throw new RangeError(`not a day of the year (MM-DD): ${monthDay}`);
  if (lang === "es") return `${day} de ${full}`;
  return `${short ? full.slice(0, 3) : full} ${day}`;
}

/** "2026-11-23" -> "November 2026" (Spanish build: "noviembre de 2026") */
export function formatMonth(isoDate: string, lang: Language = language): string {
  const [year, month] = dayParts(isoDate);
  const name = monthNames[lang][month];
  return lang === "es" ? `${name} de ${year}` : `${name} ${year}`;
}

/** The day of the month of a month's `nth` Sunday (1-based), in UTC arithmetic. */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/**
 * Today in California (the figures change at midnight there), YYYY-MM-DD. Pacific time is eight
 * hours behind UTC, seven while daylight saving time runs: since 2007 from 2:00 standard time on
 * the second Sunday in March (10:00 UTC) to 2:00 daylight time on the first Sunday in November
 * (09:00 UTC), 15 U.S.C. 260a. The test compares every hour of several years with the time zone
 * database, so a change in the rule fails it.
 */
export function californiaToday(now: Date = new Date()): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const dstStart = Date.UTC(year, 2, nthSunday(year, 2, 2), 10);
  const dstEnd = Date.UTC(year, 10, nthSunday(year, 10, 1), 9);
  const offsetHours = time >= dstStart && time < dstEnd ? 7 : 8;
  return isoDayOf(new Date(time - offsetHours * 3_600_000));
}

/** Ascending order of two texts by their UTF-16 code units, as `<` compares them (ASCII slugs, ISO dates). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
