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

/**
 * A phone number for reading aloud: a North American number stored in E.164 ("+13105550142")
 * becomes "(310) 555-0142"; anything else (another country, an odd stored value) is shown as stored.
 */
export function readablePhone(phone: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.trim());
  return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : phone;
}
