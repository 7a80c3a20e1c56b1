// Issue 19 over the real build: every English page has its Spanish twin page and the other way
// round, and no Spanish page shows an English sentence of the word catalogs (a string the Spanish
// catalog translates but the page still shows in English: a component with its own words, or a
// module that does not read its catalog).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { builtPages, languageOfPage, pageIn, routerPathOf } from "../../scripts/built-pages.ts";

const webRoot = path.join(import.meta.dirname, "../..");
const publicDir = path.join(webRoot, "build/site/public");
const haveBuild = existsSync(path.join(publicDir, "es/index.html"));

// The word catalogs (lib/words.ts): content/words/en/<name>.ts and content/words/es/<name>.ts.
const englishWords = import.meta.glob<{ default: unknown }>("../../content/words/en/*.ts");
const spanishWords = import.meta.glob<{ default: unknown }>("../../content/words/es/*.ts");

/** English strings of a catalog whose Spanish says something else at the same place, walked in parallel. */
function translatedStrings(english: unknown, spanish: unknown, out: string[] = []): string[] {
  if (typeof english === "string") {
    if (typeof spanish === "string" && spanish !== english) out.push(english);
    return out;
  }
  if (typeof english === "function" || typeof spanish === "function") return out;
  if (Array.isArray(english) && Array.isArray(spanish)) {
    english.forEach((item, i) => translatedStrings(item, spanish[i], out));
  } else if (english && spanish && typeof english === "object" && typeof spanish === "object") {
    for (const [key, value] of Object.entries(english))
      translatedStrings(value, (spanish as Record<string, unknown>)[key], out);
  }
  return out;
}

/**
 * The sentences of every catalog pair that the Spanish one translates, in one language: "en" the English
 * sentences, "es" their Spanish translations. Sentences only (4 words or more): short labels
 * ("Blog", names) may rightly read the same in both languages.
 */
async function sentenceCatalog(language: "en" | "es"): Promise<Set<string>> {
  const catalog = new Set<string>();
  for (const spanish of Object.keys(spanishWords)) {
    const [en, es] = await Promise.all([
      englishWords[spanish.replace("/words/es/", "/words/en/")]!().then((m) => m.default),
      spanishWords[spanish]!().then((m) => m.default),
    ]);
    const texts = language === "en" ? translatedStrings(en, es) : translatedStrings(es, en);
    for (const text of texts)
      if (text.split(/\s+/).length >= 4 && !/\{\{/.test(text)) catalog.add(text.replace(/\s+/g, " "));
  }
  return catalog;
}

/** The sentences a bundler writes into a script as they are: no quotes, backslashes or new lines. */
const scriptSafe = (catalog: Set<string>) => new Set([...catalog].filter((t) => !/["'`\\\n$]/.test(t)));

/** What a reader sees of a page: the title, the description and the body text (no scripts). */
function visibleText(file: string): string {
  const { document } = new JSDOM(readFileSync(file, "utf8")).window;
  for (const element of document.querySelectorAll("script, style, template")) element.remove();
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  return [document.title, description, document.body.textContent ?? ""].join("\n").replace(/\s+/g, " ");
}

describe("the sentence catalog", () => {
  it("finds a translated sentence, and only a translated one", () => {
    expect(
      translatedStrings({ a: "Hello there, friend", b: ["same"], f: () => "x" }, { a: "Hola", b: ["same"] }),
    ).toEqual(["Hello there, friend"]);
  });
});

describe.runIf(haveBuild || process.env.REQUIRE_BUILD === "1")("the built Spanish site", () => {
  const pages = haveBuild ? builtPages(publicDir) : [];

  it("has a Spanish twin of every English page and an English twin of every Spanish page", () => {
    const english = pages.filter((p) => languageOfPage(p) === "en");
    const spanish = pages.filter((p) => languageOfPage(p) === "es");
    expect(english.length).toBeGreaterThan(70);
    expect(spanish.map(routerPathOf).sort()).toEqual([...english].sort());
    for (const page of english) expect(pages).toContain(pageIn("es", page));
  });

  it("shows no English sentence of the content catalog on a Spanish page", async () => {
    const catalog = await sentenceCatalog("en");
    expect(catalog.size).toBeGreaterThan(300);
    const found: string[] = [];
    for (const page of pages.filter((p) => languageOfPage(p) === "es")) {
      const text = visibleText(path.join(publicDir, page, "index.html"));
      for (const sentence of catalog) if (text.includes(sentence)) found.push(`${page}: "${sentence}"`);
    }
    expect(found).toEqual([]);
  });

  // Per-language chunks: a Spanish page's scripts hold no English text and the other way round,
  // lazily loaded chunks included (every script of each build), except the forms' rules below.
  const formsDir = path.join(webRoot, "../config/forms");
  it("ships no English sentence of the catalog in the Spanish build's scripts, nor Spanish in the English", async () => {
    const scripts = (dir: string) =>
      readdirSync(dir)
        .filter((f) => f.endsWith(".js"))
        .map((f) => [f, readFileSync(path.join(dir, f), "utf8")] as const);
    const found: string[] = [];
    const check = (files: ReturnType<typeof scripts>, catalog: Set<string>, build: string) => {
      for (const [file, code] of files)
        for (const sentence of catalog)
          if (code.includes(sentence)) found.push(`${build} ${file}: "${sentence}"`);
    };
    const [english, spanish] = await Promise.all([sentenceCatalog("en"), sentenceCatalog("es")]);
    // The forms' rules (config/forms/*.json) and the deadline rules (config/deadlines/rules.json,
    // with each rule's statute as staff read it) travel to both builds, English messages included
    // (the forms' notes for editors do not: scripts/vite-forms-config-plugin.ts); Spanish pages
    // show the words of config/forms/es.json and the catalogs.
    const excepted = [
      ...readdirSync(formsDir)
        .filter((f) => f.endsWith(".json"))
        .map((f) => path.join(formsDir, f)),
      path.join(webRoot, "../config/deadlines/rules.json"),
    ]
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    for (const sentence of english) if (excepted.includes(sentence)) english.delete(sentence);
    expect(spanish.size).toBeGreaterThan(300);
    const spanishScripts = scripts(path.join(publicDir, "es/assets"));
    const englishScripts = scripts(path.join(publicDir, "assets"));
    check(spanishScripts, scriptSafe(english), "/es/assets");
    check(englishScripts, scriptSafe(spanish), "/assets");
    expect(found).toEqual([]);
    // It can fail: the English build's scripts hold the English sentences.
    const englishFound = [...scriptSafe(english)].filter((t) =>
      englishScripts.some(([, code]) => code.includes(t)),
    );
    expect(englishFound.length).toBeGreaterThan(200);
  });

  it("can fail: an English page is full of English sentences of the catalog", () => {
    const text = visibleText(path.join(publicDir, "privacy/index.html"));
    expect(text).toContain("This website gives general information, not legal advice.");
  });
});

// Facts once (docs/decisions/0030): no module has a Spanish twin any more. Spanish lives in the
// word catalogs (content/words/es) and in the MDX of articles and guides (content/articles/es,
// content/guides/es); nothing else sits in an es/ folder.
it("keeps Spanish only in word catalogs and in the MDX of articles and guides", () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  const allowed = [
    path.join("content", "words", "es") + path.sep,
    path.join("content", "articles", "es") + path.sep,
    path.join("content", "guides", "es") + path.sep,
  ];
  const spanishFolders = ["app", "components", "content", "features", "lib"]
    .flatMap((dir) => walk(path.join(webRoot, dir)))
    .map((file) => path.relative(webRoot, file))
    .filter((file) => file.split(path.sep).includes("es"))
    .filter((file) => !allowed.some((prefix) => file.startsWith(prefix)));
  expect(spanishFolders).toEqual([]);
});

it("counts the same answers of the Spanish rights check as of the English one", async () => {
  const [{ rightsCheckFacts, rightsQuestions }, english, spanish] = await Promise.all([
    import("@/content/rights-check-facts"),
    import("@/content/words/en/workplace-rights"),
    import("@/content/words/es/workplace-rights"),
  ]);
  const counted = (catalog: typeof english.default) =>
    rightsQuestions(catalog).map((question) => {
      const accepted = question.options.filter((o) => o.counts).map((o) => o.label);
      return question.options.map((o) => accepted.includes(o.label));
    });
  const facts = rightsCheckFacts.map((question) => question.options.map((o) => o.counts));
  expect(counted(english.default)).toEqual(facts);
  expect(counted(spanish.default)).toEqual(facts);
  for (const question of facts) expect(question).toContain(true);
});
