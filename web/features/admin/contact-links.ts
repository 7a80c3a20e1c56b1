// Links built from what a visitor typed. The intake only accepts plain addresses and US numbers
// now, but leads stored before that rule (or typed through another path) may hold anything, so
// the address is encoded whole: "a@b.com?cc=x@y&subject=z" stays one recipient, never a query.

/** mailto: link for exactly one recipient, with no headers a visitor could add. */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address.trim())}`;
}

/** tel: link for a plain phone number (digits, an optional leading +); null for anything else. */
export function telHref(phone: string): string | null {
  const dialable = phone.replace(/[\s().-]/g, "");
  return /^\+?[0-9]{3,15}$/.test(dialable) ? `tel:${dialable}` : null;
}
