// @vitest-environment node
import { describe, expect, it } from "vitest";
import fixture from "../../../config/forms/fixtures/invisible-characters.json";
import {
  codePointName,
  hasInvisibleCharacters,
  isInvisibleCodePoint,
  splitInvisible,
} from "@/lib/invisible-characters";

// The same list is checked by the C++ suite (common::IsInvisibleCodePoint), so both sides agree.
describe("invisible characters", () => {
  it("are exactly the shared list, over every code point", () => {
    const ranges = fixture.ranges.map(([first, last]) => [parseInt(first!, 16), parseInt(last!, 16)]);
    const wrong: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff && wrong.length < 10; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const listed = ranges.some(([first, last]) => codePoint >= first! && codePoint <= last!);
      if (isInvisibleCodePoint(codePoint) !== listed) wrong.push(codePointName(codePoint));
    }
    expect(wrong).toEqual([]);
  });

  it("are found in text, whatever the plane", () => {
    expect(hasInvisibleCharacters("María López, café 😀 \u00a0")).toBe(false);
    for (const bad of ["Ann\u200bSmith", "\ufeffAnn", "Ann\u202egnp.exe", "tag \u{e0041}", "x\u{10fffd}"]) {
      expect(hasInvisibleCharacters(bad), bad).toBe(true);
    }
  });

  it("are split out to be shown; the joiners are text", () => {
    expect(splitInvisible("paid \u202e001$")).toEqual([
      { text: "paid " },
      { hidden: 0x202e },
      { text: "001$" },
    ]);
    expect(splitInvisible("\u200b")).toEqual([{ hidden: 0x200b }]);
    expect(splitInvisible("family 👨\u200d👩\u200d👧")).toEqual([{ text: "family 👨\u200d👩\u200d👧" }]);
    expect(splitInvisible("\u0645\u06cc\u200c\u0634\u0648\u062f")).toEqual([
      { text: "\u0645\u06cc\u200c\u0634\u0648\u062f" },
    ]);
    expect(splitInvisible("a\u200eb")).toEqual([{ text: "a" }, { hidden: 0x200e }, { text: "b" }]);
    expect(codePointName(0x200b)).toBe("U+200B");
    expect(codePointName(0xe0041)).toBe("U+E0041");
  });
});
