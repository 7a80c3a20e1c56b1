import { provenanceSchema, sample, type Provenance } from "../lib/provenance";
import { z } from "../lib/content-zod";
import { priorResultsDisclaimer, sampleLabels } from "./statements";

// Case result categories and their example settlements. Each result is a firm claim with its
// provenance (lib/provenance.ts). The forty shipped here are SAMPLES: written for this product to
// show the kinds of cases the firm handles, within the spec's $28,750-$62,500 range, not actual
// client results. Every page labels each one as a sample case where it appears, and a
// production build refuses them. Category counts come from config/site.json, never from here.
export const sampleAmountRange = { min: 28_750, max: 62_500 } as const;

export const caseExampleSchema = z
  .object({
    title: z.string().min(5),
    amountUsd: z.number().int().positive(),
    description: z.string().min(20),
    date: z.iso.date(),
    location: z.string().min(2),
    industry: z.string().min(2),
    details: z.array(z.string().min(5)).min(1),
    provenance: provenanceSchema,
  })
  // The spec's range binds the samples; a firm's verified result is whatever it was.
  .refine(
    (e) =>
      e.provenance.status === "verified" ||
      (e.amountUsd >= sampleAmountRange.min && e.amountUsd <= sampleAmountRange.max),
    { message: "a sample amount must be within $28,750-$62,500", path: ["amountUsd"] },
  );

export const caseCategorySchema = z.object({
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  title: z.string().min(3),
  serviceId: z.enum(["discrimination", "harassment", "wage-hour", "wrongful-termination"]),
  examples: z.array(caseExampleSchema).length(10),
});
export type CaseCategory = z.infer<typeof caseCategorySchema>;
export type CaseExample = z.infer<typeof caseExampleSchema>;

/** Shown above any list of results that holds a sample. */
export const resultsDisclosure = `Results marked “${sampleLabels.case}” are examples written to show the kinds of cases we handle. They are not real client results. Every case depends on its own facts. ${priorResultsDisclaimer}`;
/** Opens the search description of a sample result's own page. */
export const sampleCaseNote = `${sampleLabels.case}, not a real client result.`;
/** Shown under every list of results, samples or not. */
export const resultsDisclaimer = `Some cases are referred to independent attorneys, who each keep their own practice. ${priorResultsDisclaimer}`;
export const resolutionTime = "Resolution Time: Approximately 90 days";

type Row = [
  title: string,
  amountUsd: number,
  date: string,
  location: string,
  industry: string,
  description: string,
  details: string[],
  provenance: Provenance,
];
const examples = (rows: Row[]): CaseExample[] =>
  rows.map(([title, amountUsd, date, location, industry, description, details, provenance]) => ({
    title,
    amountUsd,
    date,
    location,
    industry,
    description,
    details,
    provenance,
  }));

export const caseCategories: readonly CaseCategory[] = z
  .array(caseCategorySchema)
  .length(4)
  .parse([
    {
      slug: "discrimination-cases",
      title: "Discrimination Cases",
      serviceId: "discrimination",
      examples: examples([
        [
          "Pregnancy discrimination at a warehouse",
          48_500,
          "2025-03-14",
          "Fresno, CA",
          "Logistics",
          "A packer was moved to a lower-paid shift days after telling her supervisor she was pregnant.",
          [
            "Collected shift schedules showing the change",
            "Compared her pay with co-workers in the same role",
            "Negotiated a settlement before a lawsuit was filed",
          ],
          sample,
        ],
        [
          "Age-based layoff of a sales associate",
          62_500,
          "2024-11-02",
          "Riverside, CA",
          "Retail",
          "A long-serving associate over 60 was the only person cut in a 'restructuring' and replaced by a younger hire.",
          [
            "Showed the new hire took over the same duties",
            "Gathered performance reviews that contradicted the stated reason",
            "Settled through mediation",
          ],
          sample,
        ],
        [
          "Denied disability accommodation",
          41_000,
          "2025-06-20",
          "Sacramento, CA",
          "Insurance",
          "A claims processor asked for a modified schedule after surgery and was told to resign instead.",
          [
            "Documented each accommodation request",
            "Showed the employer never discussed options, as the law requires",
            "Reached a settlement including a neutral reference",
          ],
          sample,
        ],
        [
          "Race-based discipline at a call center",
          36_750,
          "2024-08-09",
          "Stockton, CA",
          "Customer service",
          "A Black employee was written up for breaks that white co-workers took without discipline.",
          [
            "Compared discipline records across the team",
            "Interviewed former co-workers as witnesses",
            "Filed with the Civil Rights Department and settled",
          ],
          sample,
        ],
        [
          "Unequal pay for a female engineer",
          57_200,
          "2025-01-27",
          "San Jose, CA",
          "Technology",
          "An engineer learned she earned far less than male colleagues doing the same work.",
          [
            "Used the California Equal Pay Act's pay comparison rules",
            "Requested pay records",
            "Settled for back pay and a raise",
          ],
          sample,
        ],
        [
          "National origin remarks and demotion",
          33_400,
          "2024-05-16",
          "Santa Ana, CA",
          "Manufacturing",
          "A line lead was mocked for his accent and then demoted without explanation.",
          [
            "Preserved text messages with the remarks",
            "Showed the demotion followed his complaint",
            "Settled after filing a complaint",
          ],
          sample,
        ],
        [
          "Religious schedule conflict",
          29_900,
          "2025-09-03",
          "Bakersfield, CA",
          "Health care",
          "A medical assistant was fired after asking not to be scheduled during her day of worship.",
          [
            "Showed a swap with willing co-workers was easy",
            "Explained the employer's duty to accommodate religion",
            "Settled in early negotiations",
          ],
          sample,
        ],
        [
          "Gender identity harassment and firing",
          52_000,
          "2024-12-11",
          "Long Beach, CA",
          "Hospitality",
          "A front-desk agent was repeatedly misgendered by a manager and let go after complaining.",
          [
            "Gathered written complaints and responses",
            "Linked the firing to the complaint by timing",
            "Settled with a policy change",
          ],
          sample,
        ],
        [
          "Passed over for promotion at 58",
          44_650,
          "2025-04-22",
          "Ontario, CA",
          "Transportation",
          "A dispatcher with the best record was told the team wanted 'fresh energy' and lost out to a younger colleague.",
          [
            "Highlighted the age-related comments",
            "Compared qualifications side by side",
            "Settled through mediation",
          ],
          sample,
        ],
        [
          "Accent-based hiring refusal",
          31_250,
          "2024-10-30",
          "Oakland, CA",
          "Education",
          "A qualified tutor was told she would not be hired because parents 'prefer a native speaker'.",
          [
            "Preserved the rejection email",
            "Explained national origin protections under FEHA",
            "Settled before filing suit",
          ],
          sample,
        ],
      ]),
    },
    {
      slug: "harassment-claims",
      title: "Harassment Claims",
      serviceId: "harassment",
      examples: examples([
        [
          "Supervisor pressure for dates",
          58_000,
          "2025-02-18",
          "San Diego, CA",
          "Restaurant",
          "A server's shifts were cut after she refused a manager's repeated requests for dates.",
          [
            "Documented the schedule changes",
            "Gathered messages from the manager",
            "Settled and secured a transfer away from him",
          ],
          sample,
        ],
        [
          "Hostile environment on a construction site",
          46_300,
          "2024-07-25",
          "Fresno, CA",
          "Construction",
          "A female apprentice faced daily sexual jokes and images at work that her foreman ignored.",
          [
            "Identified co-worker witnesses",
            "Showed the employer knew and did nothing",
            "Settled including prevention training",
          ],
          sample,
        ],
        [
          "Harassment by a regular customer",
          34_800,
          "2025-05-07",
          "Pasadena, CA",
          "Retail",
          "A cashier was groped by a customer and told by her manager to 'just smile'.",
          [
            "Explained the employer's duty to act on customer harassment",
            "Preserved the store's incident report",
            "Settled in negotiations",
          ],
          sample,
        ],
        [
          "Retaliation after reporting harassment",
          61_400,
          "2024-09-12",
          "Irvine, CA",
          "Finance",
          "An analyst reported a director's comments and received her first bad review a month later.",
          [
            "Compared her reviews before and after the report",
            "Showed the timing of the discipline",
            "Settled through mediation",
          ],
          sample,
        ],
        [
          "Unwanted touching in a warehouse",
          49_750,
          "2025-07-01",
          "Ontario, CA",
          "Logistics",
          "A picker was repeatedly touched by a lead despite telling him to stop.",
          [
            "Helped her make a written report",
            "Tracked the employer's inadequate response",
            "Settled after a CRD complaint",
          ],
          sample,
        ],
        [
          "Same-sex harassment at a gym",
          30_500,
          "2024-04-19",
          "Los Angeles, CA",
          "Fitness",
          "A trainer was subjected to sexual comments by a male manager about his body.",
          [
            "Explained that harassment by someone of the same sex is covered",
            "Gathered witness statements",
            "Settled early",
          ],
          sample,
        ],
        [
          "Quid pro quo at a hotel",
          62_000,
          "2025-08-28",
          "Anaheim, CA",
          "Hospitality",
          "A housekeeper was told her hours depended on 'being friendly' with a supervisor.",
          [
            "Built a timeline of hour changes",
            "Protected her from further retaliation",
            "Settled with a transfer and back pay",
          ],
          sample,
        ],
        [
          "Online harassment by co-workers",
          28_750,
          "2024-11-21",
          "Sacramento, CA",
          "Government contractor",
          "Co-workers shared sexual memes about an employee in a work chat group.",
          ["Preserved screenshots", "Showed managers were in the group", "Settled in negotiations"],
          sample,
        ],
        [
          "Harassment during pregnancy",
          42_900,
          "2025-03-30",
          "Modesto, CA",
          "Agriculture",
          "A packing-shed worker was mocked for her pregnancy and denied lighter duties.",
          [
            "Combined harassment and accommodation claims",
            "Interviewed witnesses in Spanish",
            "Settled with paid leave restored",
          ],
          sample,
        ],
        [
          "Hostile environment in a hospital unit",
          55_600,
          "2024-06-05",
          "Oakland, CA",
          "Health care",
          "A nurse endured sexual comments from a physician that HR labeled 'personality conflicts'.",
          [
            "Gathered earlier complaints by other staff",
            "Showed the employer's duty to investigate",
            "Settled through mediation",
          ],
          sample,
        ],
      ]),
    },
    {
      slug: "wage-and-hour",
      title: "Wage & Hour",
      serviceId: "wage-hour",
      examples: examples([
        [
          "Unpaid daily overtime for drivers",
          47_800,
          "2025-01-14",
          "Long Beach, CA",
          "Delivery",
          "A driver worked 11-hour days but was paid overtime only after 40 hours a week.",
          [
            "Rebuilt hours from route scans",
            "Applied California's daily overtime rule",
            "Settled for back pay and interest",
          ],
          sample,
        ],
        [
          "Missed meal breaks at a warehouse",
          38_200,
          "2024-10-03",
          "Ontario, CA",
          "Logistics",
          "Pickers were told to eat while working to meet quotas, with no extra pay.",
          [
            "Counted missed breaks from time records",
            "Claimed one extra hour of pay per day",
            "Settled in negotiations",
          ],
          sample,
        ],
        [
          "Off-the-clock security checks",
          33_950,
          "2025-04-09",
          "Fontana, CA",
          "Retail distribution",
          "Workers waited in bag-check lines after clocking out every shift.",
          [
            "Timed the waits with witnesses",
            "Showed the time was work under California law",
            "Settled for unpaid time",
          ],
          sample,
        ],
        [
          "Misclassified office manager",
          59_000,
          "2024-12-18",
          "Burbank, CA",
          "Real estate",
          "An office manager paid a salary below the exempt minimum was denied overtime.",
          [
            "Compared her salary with the legal minimum",
            "Showed her duties were not exempt",
            "Settled for unpaid overtime",
          ],
          sample,
        ],
        [
          "Rest breaks denied to caregivers",
          31_600,
          "2025-06-12",
          "San Bernardino, CA",
          "Home care",
          "Caregivers on long shifts were never relieved for rest breaks.",
          ["Gathered schedules and texts", "Claimed rest-break premiums", "Settled in early negotiations"],
          sample,
        ],
        [
          "Independent contractor misclassification",
          62_500,
          "2024-08-27",
          "Oakland, CA",
          "Delivery",
          "A courier was labeled a contractor while working set hours under company rules.",
          ["Applied the ABC test", "Calculated overtime and expenses owed", "Settled through mediation"],
          sample,
        ],
        [
          "Unpaid final wages",
          29_300,
          "2025-09-19",
          "Salinas, CA",
          "Agriculture",
          "A crew lead's final paycheck came weeks late and short.",
          ["Claimed the unpaid wages and late-pay penalties", "Gathered pay stubs", "Settled quickly"],
          sample,
        ],
        [
          "Regular-rate errors on bonuses",
          36_400,
          "2024-05-08",
          "Santa Clara, CA",
          "Manufacturing",
          "Production bonuses were left out of the overtime rate.",
          [
            "Recalculated the regular rate with bonuses included",
            "Showed the pattern over three years",
            "Settled for the difference",
          ],
          sample,
        ],
        [
          "Split-shift and reporting-time pay",
          40_150,
          "2025-02-25",
          "San Francisco, CA",
          "Restaurant",
          "Cooks were sent home early without reporting-time pay and worked split shifts without premiums.",
          [
            "Reviewed schedules and time punches",
            "Applied the wage order's rules",
            "Settled in negotiations",
          ],
          sample,
        ],
        [
          "Unreimbursed phone and driving costs",
          30_900,
          "2024-09-30",
          "Riverside, CA",
          "Sales",
          "A field rep used her own car and phone for work without reimbursement.",
          [
            "Calculated business expenses owed",
            "Gathered her driving logs",
            "Settled for expenses and interest",
          ],
          sample,
        ],
      ]),
    },
    {
      slug: "wrongful-termination",
      title: "Wrongful Termination",
      serviceId: "wrongful-termination",
      examples: examples([
        [
          "Fired after reporting a safety hazard",
          54_300,
          "2025-05-15",
          "Stockton, CA",
          "Manufacturing",
          "A machine operator reported a broken guard and was fired a week later for 'attitude'.",
          [
            "Preserved his written safety report",
            "Showed the timing of the firing",
            "Settled through mediation",
          ],
          sample,
        ],
        [
          "Let go during family leave",
          60_250,
          "2024-07-11",
          "San Diego, CA",
          "Technology",
          "A product manager was told her role was eliminated while she was on CFRA leave.",
          [
            "Showed the role was filled soon after",
            "Explained CFRA's job protection",
            "Settled in negotiations",
          ],
          sample,
        ],
        [
          "Forced resignation after complaint",
          43_800,
          "2025-08-06",
          "Los Angeles, CA",
          "Entertainment",
          "An assistant was given impossible hours after complaining about harassment, and quit.",
          ["Built a constructive discharge claim", "Documented the schedule changes", "Settled before trial"],
          sample,
        ],
        [
          "Fired for a workers' comp claim",
          39_500,
          "2024-03-29",
          "Bakersfield, CA",
          "Oil and gas",
          "A field technician was let go soon after filing a workers' compensation claim.",
          [
            "Coordinated with his workers' comp attorney",
            "Showed the pretext in the stated reason",
            "Settled for lost wages",
          ],
          sample,
        ],
        [
          "Whistleblower at a clinic",
          62_000,
          "2025-10-01",
          "Fresno, CA",
          "Health care",
          "A billing specialist refused to change codes she believed were false and was fired.",
          [
            "Applied Labor Code 1102.5 protections",
            "Preserved her written objections",
            "Settled through mediation",
          ],
          sample,
        ],
        [
          "Fired after asking about unpaid overtime",
          35_700,
          "2024-11-14",
          "Hayward, CA",
          "Logistics",
          "A warehouse worker asked about missing overtime and was let go the same week.",
          [
            "Combined wage and retaliation claims",
            "Gathered co-worker statements",
            "Settled in negotiations",
          ],
          sample,
        ],
        [
          "Terminated after disability disclosure",
          48_900,
          "2025-02-03",
          "Irvine, CA",
          "Finance",
          "An accountant was fired days after disclosing a cancer diagnosis.",
          [
            "Showed a strong performance history",
            "Explained disability protections",
            "Settled with a neutral reference",
          ],
          sample,
        ],
        [
          "Fired for jury duty",
          28_750,
          "2024-06-24",
          "Santa Rosa, CA",
          "Retail",
          "A store clerk lost her job after serving on a jury.",
          ["Showed the law protects jury service", "Preserved the summons and schedule", "Settled quickly"],
          sample,
        ],
        [
          "Pregnancy and termination",
          57_600,
          "2025-07-17",
          "Sacramento, CA",
          "Hospitality",
          "A hotel supervisor was fired after asking about pregnancy leave.",
          [
            "Combined pregnancy discrimination and leave claims",
            "Gathered messages from HR",
            "Settled through mediation",
          ],
          sample,
        ],
        [
          "Fired after refusing to break the law",
          45_200,
          "2024-10-22",
          "San Jose, CA",
          "Transportation",
          "A driver refused to drive past his legal hours limit and was terminated.",
          ["Showed the refusal was protected", "Gathered his logbooks", "Settled in negotiations"],
          sample,
        ],
      ]),
    },
  ]);

/** "discrimination-cases/0": a result's id, and its address under /results/. */
export type ResultId = `${string}/${number}`;
export const resultId = (category: CaseCategory, index: number): ResultId => `${category.slug}/${index}`;
export const resultPath = (id: ResultId) => `/results/${id}`;

export type CaseResult = { id: ResultId; category: CaseCategory; example: CaseExample; index: number };

/** A case index is a plain decimal integer; "abc", "-1" or "1.5" are not cases. */
export function parseCaseIndex(raw: string): number | null {
  if (!/^\d{1,4}$/.test(raw)) return null;
  return Number.parseInt(raw, 10);
}

export type ResultsPage = { category: CaseCategory; example: CaseExample | null; index: number | null };
