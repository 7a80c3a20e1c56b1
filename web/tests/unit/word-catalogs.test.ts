// @vitest-environment node
// Facts once, words per language (lib/words.ts): every word catalog exists in both languages with
// the same keys, so neither build can miss a sentence the other has.
import { describe, expect, it } from "vitest";
import { fillIn, withWords } from "../../lib/words";

/**
 * Where two catalogs' shapes differ: an object key one lacks, a list of objects of another
 * length, a function of another arity, a text where the other has something else. Lists of
 * plain texts may differ in length (a language says a thing in as many sentences as it needs).
 */
function catalogDifferences(english: unknown, spanish: unknown, at = "", out: string[] = []): string[] {
  const kind = (value: unknown) => (Array.isArray(value) ? "list" : value === null ? "null" : typeof value);
  if (kind(english) !== kind(spanish)) {
    out.push(`${at || "(root)"}: ${kind(english)} in English, ${kind(spanish)} in Spanish`);
    return out;
  }
  if (typeof english === "function") {
    if (english.length !== (spanish as (...args: unknown[]) => unknown).length)
      out.push(
        `${at}: takes ${english.length} values in English, ${(spanish as () => unknown).length} in Spanish`,
      );
    return out;
  }
  if (Array.isArray(english)) {
    const other = spanish as unknown[];
    const texts = (list: unknown[]) => list.every((item) => typeof item === "string");
    if (texts(english) && texts(other)) return out;
    if (english.length !== other.length) {
      out.push(`${at}: ${english.length} entries in English, ${other.length} in Spanish`);
      return out;
    }
    english.forEach((item, i) => catalogDifferences(item, other[i], `${at}[${i}]`, out));
    return out;
  }
  if (english && typeof english === "object") {
    const other = spanish as Record<string, unknown>;
    const keys = new Set([...Object.keys(english), ...Object.keys(other)]);
    for (const key of keys) {
      const path = at ? `${at}.${key}` : key;
      if (!(key in english)) out.push(`${path}: only in Spanish`);
      else if (!(key in other)) out.push(`${path}: only in English`);
      else catalogDifferences((english as Record<string, unknown>)[key], other[key], path, out);
    }
  }
  return out;
}

const english = import.meta.glob<{ default: unknown }>("../../content/words/en/*.ts", { eager: true });
const spanish = import.meta.glob<{ default: unknown }>("../../content/words/es/*.ts", { eager: true });
const nameOf = (file: string) => file.replace(/^.*\/words\/(en|es)\//, "");

describe("the word catalogs", () => {
  it("come in pairs", () => {
    expect(Object.keys(english).map(nameOf).sort()).toEqual(Object.keys(spanish).map(nameOf).sort());
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(english).map(nameOf))("%s has the same keys in English and Spanish", (name) => {
    const en = english[`../../content/words/en/${name}`]!.default;
    const es = spanish[`../../content/words/es/${name}`]!.default;
    expect(catalogDifferences(en, es)).toEqual([]);
  });

  it("can fail: a key only one language has, a list of another length, a function of another arity", () => {
    expect(
      catalogDifferences(
        { a: "x", b: [{ c: "y" }], f: (n: number) => String(n), t: ["one"] },
        { a: "x", b: [], f: () => "", t: ["uno", "dos"], d: "z" },
      ),
    ).toEqual([
      "b: 1 entries in English, 0 in Spanish",
      "f: takes 1 values in English, 0 in Spanish",
      "d: only in Spanish",
    ]);
    expect(catalogDifferences({ a: { b: "x" } }, { a: { c: "x" } })).toEqual([
      "a.b: only in English",
      "a.c: only in Spanish",
    ]);
  });
});

describe("facts with their words", () => {
  it("joins by id, in the facts' order", () => {
    expect(
      withWords(
        "t",
        [
          { id: "b", n: 2 },
          { id: "a", n: 1 },
        ],
        { a: { w: "A" }, b: { w: "B" } },
      ),
    ).toEqual([
      { id: "b", n: 2, w: "B" },
      { id: "a", n: 1, w: "A" },
    ]);
  });

  it("refuses a fact without words and words without a fact", () => {
    expect(() => withWords("results", [{ id: "a" }], {})).toThrow('results: no words for "a"');
    expect(() => withWords("results", [{ id: "a" }], { a: {}, z: {} })).toThrow(
      'results: words for "z", which no fact has',
    );
  });

  it("fills in named values and refuses an unknown one", () => {
    expect(fillIn("{name} leads the firm", { name: "Dana" })).toBe("Dana leads the firm");
    expect(() => fillIn("{nombre}", { name: "Dana" })).toThrow("no value for {nombre}");
  });
});
