import { cityWageFacts, industryWageFacts } from "./legal-figure-facts.ts";

// Which legal figures an article or guide shows, read from its MDX source: the ids of <Fig> and
// <FigureChange>, and every figure of the wage tables it includes. The content plugin adds the
// list to the article's front matter module, so the page can say when its figures were checked
// without loading the body. It reads the figures' facts only: the content plugin runs in Vite's
// config, where the build's word catalogs are not there.
const wageIds = ["state-minimum-wage"];
const tableFigures: Record<string, readonly string[]> = {
  CurrentWageTable: [...wageIds, ...cityWageFacts.map((f) => f.id), ...industryWageFacts.map((f) => f.id)],
  CityWageTable: [...wageIds, ...cityWageFacts.map((f) => f.id)],
  IndustryWageTable: industryWageFacts.map((f) => f.id),
  SalaryThresholdTable: [...wageIds, "exempt-salary-floor"],
};

export function figuresUsedBy(mdxSource: string): string[] {
  const ids = new Set<string>();
  for (const m of mdxSource.matchAll(/<(?:Fig|FigureChange)\s+id="([^"]+)"/g)) ids.add(m[1]!);
  for (const m of mdxSource.matchAll(/<([A-Z][A-Za-z]+Table)\b/g))
    for (const id of tableFigures[m[1]!] ?? []) ids.add(id);
  return [...ids].sort();
}
