// @vitest-environment node
// "Figures and rules identical to the English pages" (issue 19): every Spanish twin of a content
// module holds the same numbers, dates, ids, places and provenance at the same place as its
// English module. The twins repeat these by hand (they hold the Spanish words beside them), so
// this check is what keeps the two languages one data source.
import { describe, expect, it } from "vitest";

const englishModules = import.meta.glob<Record<string, unknown>>(["../../content/**/*.ts", "!**/es/**"]);
const spanishModules = import.meta.glob<Record<string, unknown>>("../../content/**/es/*.ts");
const twinOf = (spanish: string) => spanish.replace(/\/es\/([^/]+)$/, "/$1");

// Strings that are data, not words: the same in both languages.
const dataKeys = new Set([
  "id",
  "slug",
  "serviceId",
  "caseResult",
  "date",
  "datePublished",
  "dateModified",
  "linkedin",
  "location",
  "status",
  "source",
  "href",
  "path",
  "value",
]);

/** Where two values differ in a number, a boolean, a data string, a list's length or a field. */
function figureDifferences(english: unknown, spanish: unknown, at = "", out: string[] = []): string[] {
  if (typeof english === "function" || typeof spanish === "function") return out;
  if (typeof english === "number" || typeof english === "boolean" || english === null) {
    if (english !== spanish) out.push(`${at}: ${String(english)} in English, ${String(spanish)} in Spanish`);
    return out;
  }
  if (typeof english === "string") {
    const key = at.split(".").at(-1) ?? "";
    if (dataKeys.has(key) && english !== spanish)
      out.push(`${at}: "${english}" in English, "${String(spanish)}" in Spanish`);
    return out;
  }
  if (Array.isArray(english)) {
    // A list of words alone (a unit's plural forms, a case's steps) is as long as the language needs.
    const words = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === "string");
    if (words(english) && words(spanish) && !dataKeys.has(at.split(".").at(-1) ?? "")) return out;
    if (!Array.isArray(spanish) || spanish.length !== english.length) {
      out.push(
        `${at}: ${english.length} entries in English, ${Array.isArray(spanish) ? spanish.length : "none"} in Spanish`,
      );
      return out;
    }
    english.forEach((item, i) => figureDifferences(item, spanish[i], `${at}[${i}]`, out));
    return out;
  }
  if (english && typeof english === "object") {
    if (!spanish || typeof spanish !== "object") {
      out.push(`${at}: missing in Spanish`);
      return out;
    }
    for (const [key, value] of Object.entries(english))
      figureDifferences(value, (spanish as Record<string, unknown>)[key], at ? `${at}.${key}` : key, out);
  }
  return out;
}

describe("the Spanish twins' figures", () => {
  it("are the English module's, export by export", async () => {
    const differences: string[] = [];
    for (const spanish of Object.keys(spanishModules)) {
      const english = twinOf(spanish);
      if (!englishModules[english]) continue;
      const [en, es] = await Promise.all([englishModules[english](), spanishModules[spanish]!()]);
      for (const [name, value] of Object.entries(en)) {
        differences.push(...figureDifferences(value, es[name], `${english.replace("../../", "")} ${name}`));
      }
    }
    expect(differences).toEqual([]);
  });

  it("can fail: a changed amount, date, id or list of entries is named; a list of words may differ", () => {
    const english = {
      results: [
        {
          id: "a/0",
          amountUsd: 48_500,
          date: "2025-03-14",
          title: "Fired",
          steps: [{ n: 1 }],
          details: ["x", "y"],
        },
      ],
    };
    const spanish = {
      results: [
        { id: "a/1", amountUsd: 48_000, date: "2025-03-15", title: "Despedida", steps: [], details: ["z"] },
      ],
    };
    expect(figureDifferences(english, spanish)).toEqual([
      'results[0].id: "a/0" in English, "a/1" in Spanish',
      "results[0].amountUsd: 48500 in English, 48000 in Spanish",
      'results[0].date: "2025-03-14" in English, "2025-03-15" in Spanish',
      "results[0].steps: 1 entries in English, 0 in Spanish",
    ]);
  });
});
