// @vitest-environment node
import { describe, expect, it } from "vitest";
import { countSms, gsmSeptets } from "@/lib/sms-segments";

// The reply box's counter (issue 34): GSM-7 or UCS-2, and the segments a carrier bills.

describe("gsmSeptets: the GSM 03.38 default alphabet and its extension", () => {
  it("counts the Spanish letters of the default alphabet as one septet", () => {
    for (const c of [
      "é",
      "É",
      "ñ",
      "Ñ",
      "ü",
      "Ü",
      "¿",
      "¡",
      "à",
      "è",
      "ù",
      "ì",
      "ò",
      "Ç",
      "ä",
      "ö",
      "Ä",
      "Ö",
    ])
      expect(gsmSeptets(c), c).toBe(1);
  });

  it("counts letters, digits, punctuation, line breaks and the alphabet's symbols as one", () => {
    for (const c of [
      "a",
      "Z",
      "0",
      "9",
      " ",
      "\n",
      "?",
      "@",
      "£",
      "$",
      "¥",
      "¤",
      "§",
      "_",
      "Δ",
      "Ω",
      "ß",
      "Æ",
      "Å",
      "ø",
    ])
      expect(gsmSeptets(c), JSON.stringify(c)).toBe(1);
  });

  it("counts the extension characters as two", () => {
    for (const c of ["^", "{", "}", "\\", "[", "~", "]", "|", "€"]) expect(gsmSeptets(c), c).toBe(2);
  });

  it("has no á, í, ó or ú (nor their capitals), no backtick and no emoji", () => {
    for (const c of ["á", "í", "ó", "ú", "Á", "Í", "Ó", "Ú", "`", "¢", "ç", "😀", "“", "’"])
      expect(gsmSeptets(c), c).toBeNull();
  });
});

describe("countSms", () => {
  it("sends plain Spanish as GSM-7 and one accent other than é as UCS-2", () => {
    expect(countSms("Cuando le podemos llamar?")).toEqual({
      encoding: "GSM-7",
      characters: 25,
      units: 25,
      segments: 1,
      perSegment: 160,
      firstNonGsm: null,
    });
    // ¿ is in the alphabet; á is not, and it makes the whole text UCS-2.
    expect(countSms("¿Cuándo le podemos llamar?")).toEqual({
      encoding: "UCS-2",
      characters: 26,
      units: 26,
      segments: 1,
      perSegment: 70,
      firstNonGsm: "á",
    });
    expect(countSms("Mañana a qué hora, señor Peña?").encoding).toBe("GSM-7");
    for (const word of ["sí", "Llámenos", "información", "Último"])
      expect(countSms(word).encoding, word).toBe("UCS-2");
  });

  it("is zero segments for an empty text", () => {
    expect(countSms("")).toMatchObject({ characters: 0, units: 0, segments: 0, encoding: "GSM-7" });
  });

  it("holds 160 septets in one segment and 153 in each once split", () => {
    expect(countSms("a".repeat(160))).toMatchObject({ segments: 1, perSegment: 160 });
    expect(countSms("a".repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(countSms("a".repeat(306)).segments).toBe(2);
    expect(countSms("a".repeat(307)).segments).toBe(3);
  });

  it("counts an extension character twice, and never splits it from its escape", () => {
    expect(countSms("{€}")).toMatchObject({ encoding: "GSM-7", characters: 3, units: 6 });
    expect(countSms("a".repeat(158) + "€").segments).toBe(1);
    expect(countSms("a".repeat(159) + "€")).toMatchObject({ units: 161, segments: 2 });
    // 306 septets would fill two segments, but the € cannot straddle the first boundary.
    expect(countSms("a".repeat(152) + "€" + "a".repeat(152))).toMatchObject({ units: 306, segments: 3 });
  });

  it("holds 70 UTF-16 code units in one UCS-2 segment and 67 once split", () => {
    expect(countSms("á".repeat(70))).toMatchObject({ segments: 1, perSegment: 70 });
    expect(countSms("á".repeat(71))).toMatchObject({ segments: 2, perSegment: 67 });
    expect(countSms("á".repeat(134)).segments).toBe(2);
    expect(countSms("á".repeat(135)).segments).toBe(3);
  });

  it("counts an emoji as one character and two code units, never split across segments", () => {
    expect(countSms("Gracias 😀")).toMatchObject({
      encoding: "UCS-2",
      characters: 9,
      units: 10,
      firstNonGsm: "😀",
    });
    expect(countSms("a".repeat(66) + "😀" + "a".repeat(66))).toMatchObject({ units: 134, segments: 3 });
  });

  it("counts the extension characters once each in UCS-2", () => {
    expect(countSms("€ á")).toMatchObject({ encoding: "UCS-2", units: 3 });
  });
});
