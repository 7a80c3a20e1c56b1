// Money and dates as every page writes them. No imports, so Node runs it as it is (the content
// check, scripts/check-content.ts, reaches it through content/figures/schedule.ts).
const formatters = new Map<number, Intl.NumberFormat>();
// The Spanish build (VITE_SITE_LANGUAGE=es) writes them for es-US: "15 de junio de 2026", "$16.90".
// import.meta.env is Vite's; under plain Node it is absent and the format is English.
const locale = import.meta.env?.VITE_SITE_LANGUAGE === "es" ? "es-US" : "en-US";

/** 16.5 -> "$16.50"; 68640 -> "$68,640": whole amounts over $1,000 drop the cents unless asked. */
export function formatUsd(amount: number, fractionDigits?: number): string {
  const digits = fractionDigits ?? (Number.isInteger(amount) && amount >= 1000 ? 0 : 2);
  let format = formatters.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(digits, format);
  }
  return format.format(amount);
}

const longDate = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-07-01" -> "July 1, 2026" */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2026-11-23" -> "November 2026" */
export function formatMonth(isoDate: string): string {
  return monthYear.format(new Date(`${isoDate}T00:00:00Z`));
}
