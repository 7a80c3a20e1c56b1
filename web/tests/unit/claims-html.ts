// Checks one rendered page for firm claims shown without their sample label. Used by
// claims-build.test.ts over every prerendered page; pure, so a doctored page can show it fails.
import { sampleLabels } from "@/content/statements";
import spanishStatements from "@/content/words/es/statements";

/** What the page may and may not show: each claim's provenance, and the words of each sample. */
export type ClaimFacts = {
  /** Provenance status of every claim id a page can mark ("result:wage-and-hour/3", ...). */
  status: ReadonlyMap<string, "sample" | "verified">;
  /** Words only a sample claim shows ("$48,500", "4.8/5", the start of a quote...). */
  sampleTexts: ReadonlyMap<string, string>;
};

const labelTexts = new Set<string>([
  ...Object.values(sampleLabels),
  ...Object.values(spanishStatements.sampleLabels),
]);

/** True if the element is hidden from sight below `root` (screen-reader-only text, hidden). */
function hiddenWithin(element: Element, root: Element): boolean {
  for (let e: Element | null = element; e && e !== root.parentElement; e = e.parentElement) {
    if (e.classList.contains("sr-only") || e.hasAttribute("hidden") || e.classList.contains("hidden"))
      if (e !== root) return true;
  }
  return false;
}

/** Everything a reader or a search engine gets from the page outside the marked claims. */
function unmarkedText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const claim of body.querySelectorAll("[data-claim]")) claim.remove();
  const head = [
    document.title,
    ...[...document.querySelectorAll("meta[content]")].map((m) => m.getAttribute("content") ?? ""),
    ...[...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
  ];
  return [...head, body.textContent ?? ""].join("\n");
}

/** Every problem on the page, in words; an empty list when each sample claim carries its label. */
export function claimProblems(document: Document, facts: ClaimFacts): string[] {
  const problems: string[] = [];
  for (const element of document.querySelectorAll("[data-claim]")) {
    const id = element.getAttribute("data-claim") ?? "";
    const shown = element.getAttribute("data-provenance");
    const actual = facts.status.get(id);
    if (!actual) {
      problems.push(`${id}: marked as a claim, but no such claim exists in config or content`);
      continue;
    }
    if (shown !== actual) problems.push(`${id}: marked ${shown}, but it is ${actual}`);
    if (actual !== "sample") continue;
    const labels = [...element.querySelectorAll("[data-sample-label]")].filter(
      (l) => labelTexts.has((l.textContent ?? "").trim()) && !hiddenWithin(l, element),
    );
    if (labels.length === 0) problems.push(`${id}: a sample shown without its visible label`);
  }
  const rest = unmarkedText(document);
  for (const [text, id] of facts.sampleTexts)
    if (rest.includes(text)) problems.push(`${id}: "${text}" shown outside a labelled claim`);
  return problems;
}
