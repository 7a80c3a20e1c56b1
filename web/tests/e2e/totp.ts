import { createHmac } from "node:crypto";

// RFC 6238 time-based one-time codes (30 s steps, 6 digits, HMAC-SHA-1), as authenticator apps
// compute them: the end-to-end tests read the secret off the set-up page and act as the app.

const base32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, as the set-up page shows it (spaces and padding ignored). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code for the 30-second step that holds `atMs` (RFC 4226 dynamic truncation). */
export function totp(secret: string, atMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(number).padStart(6, "0");
}

/**
 * A code the server has not seen yet for this account: the next step's. The server accepts one
 * step either side, and refuses a step's code a second time, so a second sign-in within the same
 * 30 seconds as the first needs the next one.
 */
export function nextStepCode(secret: string): string {
  return totp(secret, Date.now() + 30_000);
}
