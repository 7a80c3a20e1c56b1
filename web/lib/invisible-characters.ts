// The code points a reader cannot see, or that change how the text around them is shown: the
// server's common::IsInvisibleCodePoint, checked against the same list
// (config/forms/fixtures/invisible-characters.json) by tests/unit/invisible-characters.test.ts.
// Single-line fields and staff replies refuse them; text a worker wrote in several lines keeps
// them as sent, and the staff pages show each one as a visible marker (splitInvisible).

const ranges: readonly (readonly [number, number])[] = [
  [0x061c, 0x061c], // Arabic letter mark
  [0x200b, 0x200b], // zero-width space (not the joiners U+200C and U+200D: Persian and Indic
  //                   names and emoji sequences need them)
  [0x200e, 0x200f], // left-to-right and right-to-left marks
  [0x202a, 0x202e], // bidi embeddings and overrides
  [0x2060, 0x2064], // word joiner and invisible operators
  [0x2066, 0x2069], // bidi isolates
  [0xe000, 0xf8ff], // private use
  [0xfdd0, 0xfdef], // noncharacters
  [0xfeff, 0xfeff], // zero-width no-break space (byte order mark)
  [0xe0000, 0xe007f], // tag characters
  [0xf0000, 0xffffd], // private use, plane 15
  [0x100000, 0x10fffd], // private use, plane 16
];

/** One code point: invisible (or reordering) in the sense above. */
export function isInvisibleCodePoint(codePoint: number): boolean {
  if ((codePoint & 0xfffe) === 0xfffe) return true; // U+xFFFE and U+xFFFF of every plane
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** Whether the text holds an invisible code point. */
export function hasInvisibleCharacters(text: string): boolean {
  for (const character of text) {
    if (isInvisibleCodePoint(character.codePointAt(0)!)) return true;
  }
  return false;
}

/** "U+202E": how a marker names a code point. */
export function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

export type TextPart = { text: string } | { hidden: number };

/**
 * The text in parts: runs of visible text, and each invisible code point on its own (to show as
 * a marker).
 */
export function splitInvisible(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let run = "";
  [...text].forEach((character) => {
    const codePoint = character.codePointAt(0)!;
    if (!isInvisibleCodePoint(codePoint)) {
      run += character;
      return;
    }
    if (run) parts.push({ text: run });
    run = "";
    parts.push({ hidden: codePoint });
  });
  if (run) parts.push({ text: run });
  return parts;
}
