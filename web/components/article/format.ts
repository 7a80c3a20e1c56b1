const formatters = new Map<number, Intl.NumberFormat>();

/** 16.5 -> "$16.50"; 68640 with 0 digits -> "$68,640". Whole amounts over $1,000 drop the cents. */
export function formatUsd(amount: number, fractionDigits?: number): string {
  const digits = fractionDigits ?? (Number.isInteger(amount) && amount >= 1000 ? 0 : 2);
  let format = formatters.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(digits, format);
  }
  return format.format(amount);
}
