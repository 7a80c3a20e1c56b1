const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
/** 48500 -> "$48,500" */
export const formatUsd = (n: number) => usd.format(n);

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
/** "2025-03-14" -> "March 14, 2025" */
export const formatDate = (iso: string) => longDate.format(new Date(iso));
