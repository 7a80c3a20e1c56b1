// Checked wage figures used by the articles (source: ../shared/content-facts.md and the primary
// sources listed in docs/content-sources.md). Articles render these through components, so a
// figure is typed once, here, and tests can check it.

export const stateMinimumWage = { 2024: 16.0, 2025: 16.5, 2026: 16.9 } as const;

/** California's exempt salary floor is twice the state minimum wage for 2,080 hours a year. */
export const exemptSalaryFloor = { 2024: 66_560, 2025: 68_640, 2026: 70_304 } as const;

export type CityWage = {
  city: string;
  /** Rate in force on January 1, 2025. */
  january2025: number;
  /** Rate from July 1, 2025, where the city raised it mid-year. */
  july2025?: number;
};

export const cityWages2025: readonly CityWage[] = [
  { city: "Mountain View", january2025: 19.2 },
  { city: "San Francisco", january2025: 18.67, july2025: 19.18 },
  { city: "Berkeley", january2025: 18.67, july2025: 19.18 },
  { city: "Palo Alto", january2025: 18.2 },
  { city: "San Jose", january2025: 17.95 },
  { city: "Los Angeles (city)", january2025: 17.28, july2025: 17.87 },
  { city: "San Diego", january2025: 17.25 },
  { city: "Oakland", january2025: 16.89 },
];

/** How far a city's January 2025 rate is above the 2025 state minimum, in dollars. */
export function aboveStateMinimum(row: CityWage): number {
  return Math.round((row.january2025 - stateMinimumWage[2025]) * 100) / 100;
}

export type IndustryWage = { industry: string; rate: string; detail: string };

export const industryWages2025: readonly IndustryWage[] = [
  {
    industry: "Fast-food restaurants of national chains (60 or more locations)",
    rate: "$20.00 an hour",
    detail: "Since April 1, 2024 (AB 1228).",
  },
  {
    industry: "Health care: large health systems and dialysis clinics",
    rate: "$23.00, then $24.00 an hour from July 1, 2025",
    detail: "Health-care minimum wage in force since October 16, 2024 (SB 525); it keeps rising toward $25.",
  },
  {
    industry: "Health care: rural and high government-payor hospitals",
    rate: "$18.00, then $18.63 an hour from July 1, 2025",
    detail: "Same law, a slower schedule for these facilities.",
  },
];
