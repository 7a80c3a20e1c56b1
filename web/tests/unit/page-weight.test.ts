// @vitest-environment node
// The JavaScript each public page loads before interaction (scripts/page-weight.ts), over the real
// build: bytes are deterministic, so a budget is a test. scripts/test builds first and sets
// REQUIRE_BUILD=1, so there a missing build is a failure.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  budgetFor,
  intakeFormsBudgetKb,
  intakeFormsWeight,
  namedScripts,
  pageWeight,
  siteWeights,
} from "../../scripts/page-weight.ts";
import { languageOfPage } from "../../scripts/built-pages.ts";
import { pageLoaderTag } from "../../scripts/page-loader.ts";

const publicDir = path.join(import.meta.dirname, "../../build/site/public");
const haveBuild = existsSync(path.join(publicDir, "index.html"));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe("what a page loads before interaction", () => {
  it("counts every script the HTML names and every module they import statically, once", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-weight-"));
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "p"));
    const file = (name: string, body: string) => writeFileSync(path.join(dir, "assets", name), body);
    file("entry.js", `import{a}from"./shared.js";import("./lazy.js");export*from"./re.js";`);
    file("shared.js", "export const a=1;" + "x".repeat(500));
    file("re.js", `import"./shared.js";export const b=2;`);
    file("preload.js", "export const c=3;");
    file("boot.js", `import "./shared.js";`);
    file("lazy.js", "export const never=1;" + "y".repeat(5000));
    writeFileSync(
      path.join(dir, "p/index.html"),
      `<link rel="modulepreload" href="/assets/preload.js"/><script src="/assets/boot.js"></script>` +
        `<script type="module">import "/assets/entry.js";\nimport("/assets/entry.js");</script>`,
    );
    const weight = pageWeight(dir, "/p");
    expect(weight.files.map((f) => f.file).sort()).toEqual(
      [
        "/assets/boot.js",
        "/assets/entry.js",
        "/assets/preload.js",
        "/assets/re.js",
        "/assets/shared.js",
      ].sort(),
    );
    expect(weight.gzip).toBe(weight.files.reduce((n, f) => n + f.gzip, 0));
    expect(weight.raw).toBeLessThan(1000);
  });

  it("reads the scripts a public page's loader starts after the first paint", () => {
    const html = `<p>text</p>${pageLoaderTag("/assets/pages/page-x.js", ["/assets/pages/a.js", "/assets/pages/b.js"])}`;
    expect(namedScripts(html).sort()).toEqual([
      "/assets/pages/a.js",
      "/assets/pages/b.js",
      "/assets/pages/page-x.js",
    ]);
  });

  it("reads the three ways a React Router page names its scripts", () => {
    const html =
      `<link rel="modulepreload" href="/assets/a.js"/><script type="module" async="">import "/assets/m.js";\n` +
      `import * as route0 from "/assets/r.js";\nimport("/assets/e.js");</script><script src="/assets/s.js"></script>`;
    expect(namedScripts(html).sort()).toEqual([
      "/assets/a.js",
      "/assets/e.js",
      "/assets/m.js",
      "/assets/r.js",
      "/assets/s.js",
    ]);
  });
});

describe.runIf(haveBuild || process.env.REQUIRE_BUILD === "1")("the built site's page weight", () => {
  it("exists", () => expect(haveBuild).toBe(true));
  const weights = haveBuild ? siteWeights(publicDir) : [];

  it("measures every page", () => expect(weights.length).toBeGreaterThan(60));

  it.each(weights.map((w) => [w.page, w] as const))(
    "%s keeps its JavaScript within its budget",
    (_page, w) => {
      const budget = budgetFor(w.page);
      const biggest = w.files
        .slice(0, 8)
        .map((f) => `${kb(f.gzip)} ${f.file}`)
        .join(", ");
      expect(w.gzip, `${kb(w.gzip)} gzip over ${kb(budget)}; biggest: ${biggest}`).toBeLessThanOrEqual(
        budget,
      );
    },
  );

  it("never loads the intake forms, zod or the staff area's charts before interaction", () => {
    // /form is the exception for the forms: the case review form is that page's content.
    for (const w of weights.filter((w) => w.page !== "/form" && w.page !== "/es/form"))
      for (const f of w.files)
        expect(f.file, w.page).not.toMatch(/\/(zod|case-review-wizard|harassment-questionnaire|chart)[-.]/);
    // No public page runs zod: its data was checked when the site was built.
    for (const w of weights)
      for (const f of w.files)
        expect(readFileSync(path.join(publicDir, f.file), "utf8"), `${w.page}: ${f.file}`).not.toContain(
          "jitless",
        );
  });

  it("never sets up ICU before interaction (no Intl, localeCompare or toLocale...)", () => {
    // Chromium's first Intl object or localeCompare in a page costs 20-50 ms of one task here, about
    // four times that on a slow phone: lib/format.ts writes the site's formats without them
    // (docs/decisions/0023-formats-without-intl.md).
    const checked = new Set<string>();
    for (const w of weights)
      for (const f of w.files) {
        if (checked.has(f.file)) continue;
        checked.add(f.file);
        const text = readFileSync(path.join(publicDir, f.file), "utf8");
        expect(
          text.match(/\bIntl\b|localeCompare|toLocale[A-Z]\w*\(/)?.[0],
          `${w.page}: ${f.file}`,
        ).toBeUndefined();
      }
    expect(checked.size).toBeGreaterThan(10);
  });

  it.each(["/", "/es/"])(
    "opening a form after %s downloads the forms within their budget, without zod",
    (page) => {
      const forms = intakeFormsWeight(publicDir, page);
      expect(forms.files.length).toBeGreaterThan(0);
      const budget = intakeFormsBudgetKb[languageOfPage(page)] * 1024;
      const biggest = forms.files.map((f) => `${kb(f.gzip)} ${f.file}`).join(", ");
      expect(forms.gzip, `${kb(forms.gzip)} gzip over ${kb(budget)}: ${biggest}`).toBeLessThanOrEqual(budget);
      for (const f of forms.files)
        expect(readFileSync(path.join(publicDir, f.file), "utf8"), f.file).not.toContain("jitless");
    },
  );
});
