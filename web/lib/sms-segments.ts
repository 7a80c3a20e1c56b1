// How many SMS segments a text costs, as carriers count them (3GPP TS 23.038, formerly GSM 03.38).
// A text written only in the GSM 7-bit default alphabet goes as GSM-7: 160 septets in one
// segment, 153 a segment once it is split (the rest of each segment holds the header that joins
// them). Its extension characters take two septets each (an escape, then the character). Any other
// character sends the whole text as UCS-2: 70 UTF-16 code units in one segment, 67 once split.
// A carrier never splits an escape from its character, nor a surrogate pair, across two segments.

/** The default alphabet, in table order (0x00 to 0x7F); 0x1B is the escape to the extension table. */
const gsmBasic =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

/** The extension table's characters (each sent after an escape): form feed, ^ { } \ [ ~ ] | €. */
const gsmExtension = "\f^{}\\[~]|€";

const basicSet = new Set(gsmBasic.replace("\u001b", ""));
const extensionSet = new Set(gsmExtension);

export type SmsEncoding = "GSM-7" | "UCS-2";

export type SmsCount = {
  encoding: SmsEncoding;
  /** Characters as the provider's 1,600 limit counts them (Unicode code points). */
  characters: number;
  /** What the segments hold: septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Units one segment holds for this text: 160 or 153 (GSM-7), 70 or 67 (UCS-2). */
  perSegment: number;
  /** The first character that is not GSM-7 (the reason for UCS-2); null for GSM-7. */
  firstNonGsm: string | null;
};

export const smsLimits = {
  "GSM-7": { single: 160, split: 153 },
  "UCS-2": { single: 70, split: 67 },
} as const;

/** Septets of one character in GSM-7: 1 for the default alphabet, 2 for the extension, null if neither. */
export function gsmSeptets(character: string): 1 | 2 | null {
  if (basicSet.has(character)) return 1;
  if (extensionSet.has(character)) return 2;
  return null;
}

/** Segments needed for characters of these sizes, none split across two segments. */
function packedSegments(sizes: number[], perSegment: number): number {
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perSegment) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return segments;
}

/** The encoding, characters and segments of a text to a worker. An empty text is 0 segments. */
export function countSms(text: string): SmsCount {
  const characters = [...text];
  let firstNonGsm: string | null = null;
  const septets: number[] = [];
  for (const character of characters) {
    const size = gsmSeptets(character);
    if (size === null) {
      firstNonGsm = character;
      break;
    }
    septets.push(size);
  }
  const encoding: SmsEncoding = firstNonGsm === null ? "GSM-7" : "UCS-2";
  // UCS-2 counts UTF-16 code units: a character outside the BMP (most emoji) takes two.
  const sizes = encoding === "GSM-7" ? septets : characters.map((c) => c.length);
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const limits = smsLimits[encoding];
  if (units === 0) {
    return { encoding, characters: 0, units: 0, segments: 0, perSegment: limits.single, firstNonGsm };
  }
  if (units <= limits.single) {
    return {
      encoding,
      characters: characters.length,
      units,
      segments: 1,
      perSegment: limits.single,
      firstNonGsm,
    };
  }
  return {
    encoding,
    characters: characters.length,
    units,
    segments: packedSegments(sizes, limits.split),
    perSegment: limits.split,
    firstNonGsm,
  };
}
