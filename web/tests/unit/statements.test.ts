// @vitest-environment node
// One true sentence about who reads a request (content/statements.ts), used everywhere, and none
// of the old wordings left in the site's sources ("a licensed attorney reads every request",
// "an attorney will review it", "our intake team reads every request and gets back to you"...).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { callsToAction } from "@/content/calls-to-action";
import { home } from "@/content/home";
import { pages } from "@/content/pages";
import { priorResultsDisclaimer, whoReadsRequests } from "@/content/statements";
import { thankYou } from "@/content/thank-you";

const webRoot = path.resolve(import.meta.dirname, "../..");
const repoRoot = path.resolve(webRoot, "..");

/** Ways the site used to say who reads a request; each contradicts the one sentence. */
export const otherWordings: readonly RegExp[] = [
  /\b(attorney|lawyer)s? (will|can) (review|look at|read)\b/i,
  /\b(attorney|lawyer)s? (reads|reviews|looks at) (it|your|the facts|every|each|new)\b/i,
  /\bread by an? (licensed )?(california )?(attorney|lawyer)\b/i,
  /\breads? (every|each|new) (request|case review)s?\b/i,
  /\bintake team (reads|will read|will contact)\b/i,
  /\breads? what you sent\b/i,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mdx|md|json)$/.test(entry.name) ? [full] : [];
  });
}

/** The text with the one sentence taken out, and line breaks and JSX spacing made plain spaces. */
function withoutTheSentence(text: string): string {
  return text.replaceAll(whoReadsRequests, "").replace(/\s+/g, " ");
}

/** Each file of the site's sources that still says who reads a request in another way. */
function filesWithOtherWordings(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const dirs = ["app", "components", "content", "features", "lib"].map((d) => path.join(webRoot, d));
  for (const file of [...dirs.flatMap(sourceFiles), ...sourceFiles(path.join(repoRoot, "config"))]) {
    const rel = path.relative(repoRoot, file);
    if (rel === "web/content/statements.ts") continue;
    const text = withoutTheSentence(readFileSync(file, "utf8"));
    const hits = otherWordings.flatMap((re) => text.match(new RegExp(re.source, "gi")) ?? []);
    if (hits.length) found.set(rel, hits);
  }
  return found;
}

describe("who reads a request", () => {
  it("is said in one sentence that promises no outcome and no attorney review of every request", () => {
    expect(whoReadsRequests).toBe(
      "Our intake team reads every request, and an attorney reviews each one that may be a case we can take.",
    );
    expect(whoReadsRequests).not.toMatch(/guarantee|promise|will win/i);
  });

  it("is the sentence on home, /attorneys, /case-review, /form, /thank-you and in the calls to action", () => {
    for (const text of [
      pages.home.intro,
      pages.attorneys.intro,
      pages["case-review"].description,
      pages.form.intro,
      pages["thank-you"].intro,
      thankYou.next[0]!.text,
      home.howItWorks.steps[1]!.text,
      callsToAction.attorneys.description,
    ])
      expect(text).toContain(whoReadsRequests);
  });

  it("has no other wording left in the site's sources", () => {
    const found = filesWithOtherWordings();
    expect([...found], "say it with whoReadsRequests (content/statements.ts) instead").toEqual([]);
  });

  it("finds an old wording when one is there (the check can fail)", () => {
    for (const old of [
      "Every case review is read by a licensed California attorney who works on employee cases every day.",
      "A member of our intake team reads every request and gets back to you.",
      "An employment lawyer will look at your situation for free.",
      "Tell us what happened and an attorney will look at it.",
      "A California employment attorney reads your request and we contact you.",
      "Alex reads new requests every day.",
    ])
      expect(
        otherWordings.some((re) => re.test(withoutTheSentence(old))),
        old,
      ).toBe(true);
    expect(otherWordings.some((re) => re.test(withoutTheSentence(whoReadsRequests)))).toBe(false);
  });
});

describe("the prior-results disclaimer", () => {
  const dirs = ["app", "components", "content", "features", "lib"].map((d) => path.join(webRoot, d));
  // Other ways of saying that results are not promised; the site says it only as the disclaimer.
  const otherWordings = [
    /\bno (result|outcome) (is|can be|will be) (promised|guaranteed)/i,
    /\b(can|will) (promise|guarantee) (a|any) (result|outcome)/i,
    /\bnot a (promise|guarantee)( or prediction)? of the (result|outcome)/i,
    /\bresults? (do|does) not (promise|predict) (any|a|the)/i,
  ];
  /** The text with line breaks and JSX spacing made plain spaces, so a sentence split over lines is found. */
  const plain = (text: string) => text.replace(/\s+/g, " ");

  it("has one wording in the site's sources", () => {
    const variants = /\b(prior|past) results? (do|does) not (guarantee|predict|promise)[^.]*\./gi;
    for (const file of dirs.flatMap(sourceFiles)) {
      const text = plain(readFileSync(file, "utf8"));
      for (const m of text.matchAll(variants))
        expect(m[0], path.relative(webRoot, file)).toBe(priorResultsDisclaimer);
      for (const re of otherWordings) expect(text, path.relative(webRoot, file)).not.toMatch(re);
    }
  });

  it("finds an old wording when one is there (the check can fail)", () => {
    for (const old of [
      "Past results do not promise any outcome.",
      "Every case depends on its own facts, and no result is guaranteed.",
      "No attorney can promise a result.",
      "The review is free, and no result is\npromised.",
      "They are not a promise or prediction of the result in your case.",
    ])
      expect(
        otherWordings.some((re) => re.test(plain(old))),
        old,
      ).toBe(true);
    expect(otherWordings.some((re) => re.test(priorResultsDisclaimer))).toBe(false);
  });
});
