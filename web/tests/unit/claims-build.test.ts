// Over the real build (web/build/site): no page shows a sample claim without its label. Each
// rendered claim is marked (data-claim, components/ui/sample-label.tsx); a marked sample must carry
// a visible label, its marking must match its provenance in config and content, and the words of
// a sample (its amount, figure, quote) must not appear anywhere else on the page, head and
// structured data included. scripts/test builds first and sets REQUIRE_BUILD=1, so there a
// missing build is a failure.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { formatUsd } from "@/lib/format";
import { attorneys } from "@/content/attorneys";
import { firmFigures, serviceFigures, tickerItems } from "@/content/figures";
import { allResults } from "@/content/result-lookups";
import { sampleLabels, whoReadsRequests } from "@/content/statements";
import { testimonials } from "@/content/testimonials";
import type { Provenance } from "@/lib/provenance";
import { site, totals, type ServiceId } from "@/lib/site-config";
import { builtPages } from "../../scripts/built-pages.ts";
import { claimProblems, type ClaimFacts } from "./claims-html";

const siteDir = path.join(import.meta.dirname, "../../build/site");
const publicDir = path.join(siteDir, "public");
const haveBuild = existsSync(path.join(publicDir, "index.html"));

/** The claims of config and content, and the words that give each sample away. */
function claimFacts(): ClaimFacts {
  const status = new Map<string, "sample" | "verified">();
  const sampleTexts = new Map<string, string>();
  const add = (id: string, provenance: Provenance, texts: readonly string[]) => {
    status.set(id, provenance.status);
    if (provenance.status === "sample") for (const text of texts) sampleTexts.set(text, id);
  };
  const sums = totals();
  const figures = firmFigures();
  add(figures.casesWon.id, figures.casesWon.provenance, [figures.casesWon.value, `${sums.casesWon.value}+`]);
  add(figures.recovered.id, figures.recovered.provenance, [figures.recovered.value]);
  add(figures.reviews.id, figures.reviews.provenance, [figures.reviews.value, figures.reviews.label]);
  add(figures.years.id, figures.years.provenance, [figures.years.value]);
  add(figures.attorneys.id, figures.attorneys.provenance, [`${figures.attorneys.value} Attorneys`]);
  for (const item of tickerItems()) if (item.figure) add(item.figure.id, item.figure.provenance, [item.text]);
  for (const id of Object.keys(site.services) as ServiceId[])
    for (const f of Object.values(serviceFigures(id))) add(f.id, f.provenance, [f.value]);
  for (const r of allResults) add(`result:${r.id}`, r.example.provenance, [formatUsd(r.example.amountUsd)]);
  for (const t of testimonials) add(`testimonial:${t.id}`, t.provenance, [t.quote.slice(0, 60)]);
  for (const a of attorneys) add(`attorney:${a.id}`, a.provenance, [a.bio[0]!.slice(0, 60)]);
  return { status, sampleTexts };
}

const facts = claimFacts();
const read = (file: string) => new JSDOM(readFileSync(file, "utf8")).window.document;

describe("the sample claim check", () => {
  // A page made the way the site makes one, to show the check catches what it must.
  const page = (body: string, head = "") =>
    new JSDOM(`<html><head><title>T</title>${head}</head><body>${body}</body></html>`).window.document;
  const amount = formatUsd(allResults[0]!.example.amountUsd);
  const id = `result:${allResults[0]!.id}`;
  const label = `<span data-sample-label="">${sampleLabels.case}</span>`;

  it("passes a labelled sample", () => {
    expect(
      claimProblems(page(`<li data-claim="${id}" data-provenance="sample">${amount}${label}</li>`), facts),
    ).toEqual([]);
  });

  it("fails a sample without its label, or with the label out of sight", () => {
    expect(
      claimProblems(page(`<li data-claim="${id}" data-provenance="sample">${amount}</li>`), facts),
    ).toEqual([`${id}: a sample shown without its visible label`]);
    const hidden = `<span class="sr-only">${label}</span>`;
    expect(
      claimProblems(page(`<li data-claim="${id}" data-provenance="sample">${amount}${hidden}</li>`), facts),
    ).toEqual([`${id}: a sample shown without its visible label`]);
  });

  it("fails a sample marked as verified, and a sample's amount outside its claim", () => {
    expect(
      claimProblems(page(`<li data-claim="${id}" data-provenance="verified">${amount}</li>`), facts),
    ).toEqual([
      `${id}: marked verified, but it is sample`,
      `${id}: a sample shown without its visible label`,
    ]);
    expect(claimProblems(page(`<p>We won ${amount} for a worker.</p>`), facts)).toEqual([
      `${id}: "${amount}" shown outside a labelled claim`,
    ]);
    const rating = firmFigures().reviews.value;
    expect(claimProblems(page("", `<meta name="description" content="Rated ${rating}">`), facts)).toEqual([
      `figures.reviews: "${rating}" shown outside a labelled claim`,
    ]);
  });
});

describe.runIf(haveBuild || process.env.REQUIRE_BUILD === "1")("the built site's claims", () => {
  it("exists", () => expect(haveBuild).toBe(true));

  const pages = haveBuild ? builtPages(publicDir) : [];
  const files = [
    ...pages.map((p) => [p, path.join(publicDir, p, "index.html")] as const),
    ...(haveBuild
      ? readdirSync(path.join(siteDir, "errors"))
          .filter((f) => f.endsWith(".html"))
          .map((f) => [`errors/${f}`, path.join(siteDir, "errors", f)] as const)
      : []),
  ];

  it.each(files)("%s shows no sample claim without its label", (_, file) => {
    expect(claimProblems(read(file), facts)).toEqual([]);
  });

  it("shows every sample claim somewhere, each time labelled", () => {
    // The attribute as the prerender writes it, read without building a DOM for each of the
    // pages again (each page's own test above parses it): this one test read every page.
    const seen = new Set<string>();
    for (const [, file] of files)
      for (const match of readFileSync(file, "utf8").matchAll(/\sdata-claim="([^"]*)"/g)) seen.add(match[1]!);
    const samples = [...facts.status].filter(([, s]) => s === "sample").map(([id]) => id);
    expect(samples.filter((id) => !seen.has(id))).toEqual([]);
  });

  it("titles a sample result's own page as a sample, in the head too", () => {
    const r = allResults.find((x) => x.example.provenance.status === "sample")!;
    const doc = read(path.join(publicDir, "results", r.id, "index.html"));
    expect(doc.title).toMatch(new RegExp(`^${sampleLabels.case}: `));
    expect(doc.querySelector('meta[name="description"]')!.getAttribute("content")).toMatch(
      /^Sample case, not a real client result\./,
    );
  });

  it("shows the responsible attorney among the attorneys on /attorneys and the home page", () => {
    for (const page of ["/attorneys", "/"]) {
      const doc = read(path.join(publicDir, page, "index.html"));
      const cards = [...doc.querySelectorAll('[data-claim^="attorney:"]')];
      expect(
        cards.some((c) => c.querySelector("h2, h3")?.textContent === site.responsible.attorneyName),
        page,
      ).toBe(true);
    }
  });

  it("says who reads a request in the one sentence on the pages that tell it", () => {
    for (const page of ["/", "/attorneys", "/case-review", "/form", "/thank-you"]) {
      const text = read(path.join(publicDir, page, "index.html")).body.textContent!.replace(/\s+/g, " ");
      expect(text, page).toContain(whoReadsRequests);
    }
  });
});
