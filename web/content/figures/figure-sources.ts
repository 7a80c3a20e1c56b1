// Where the legal figures come from: the official text of a California code section, the official
// pages where a reader checks a figure, and the day the figures were last checked. Shared by the
// wage figures (legal-figure-facts.ts) and the fixed ones (fixed-figure-facts.ts), and by the tools'
// statute links (content/tools.ts, content/wage-tool.ts). Relative imports only and no words, so
// Node runs it as it is in the content check (scripts/check-content.ts).

export const checkedNov2026 = "2026-11-23";

/** A California code section's official text (leginfo), e.g. ("LAB", "203"). */
export const leginfo = (code: "LAB" | "GOV" | "BPC" | "CCP", section: string) =>
  `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=${code}&sectionNum=${section}`;

/** The official pages where a reader checks a figure, by id (their names are words). */
const officialPages = {
  "dir-minimum-wage": "https://www.dir.ca.gov/dlse/faq_minimumwage.htm",
  "dir-health-care": "https://www.dir.ca.gov/dlse/Health-Care-Worker-Minimum-Wage-FAQ.htm",
  "crd-complaint": "https://calcivilrights.ca.gov/complaintprocess/",
  "eeoc-time-limits": "https://www.eeoc.gov/time-limits-filing-charge",
  "wage-claim": "https://www.dir.ca.gov/dlse/howtofilewageclaim.htm",
  "retaliation-complaint": "https://www.dir.ca.gov/dlse/howtofileretaliationcomplaint.htm",
  "meal-and-rest": "https://www.dir.ca.gov/dlse/faq_mealperiods.htm",
  "crd-leave": "https://calcivilrights.ca.gov/family-medical-pregnancy-leave/",
  crd: "https://calcivilrights.ca.gov/",
  "fast-food-council": "https://www.dir.ca.gov/fastfoodcouncil/",
} as const;

export type OfficialPageId = keyof typeof officialPages;

export const page = (id: OfficialPageId) => ({ id, url: officialPages[id] });
