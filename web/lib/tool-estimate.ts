// What the worker tools (/tools/deadlines, /tools/wage-calculator) attach to a case review: the
// `estimate` field of config/forms/case-review.json, which the server validates and stores.

export type DeadlineEstimate = {
  tool: "deadlines";
  incidentDate: string;
  situations: string[];
  publicEmployer: boolean;
};

export type WageEstimate = {
  tool: "wages";
  hourlyRate: number;
  weeks: number;
  lines: { id: string; amountUsd: number }[];
  totalUsd: number;
};

export type ToolEstimate = DeadlineEstimate | WageEstimate;

/**
 * How a tool opens the case review: issue types ticked, a summary in the details, the estimate, and
 * (the deadline tool) the employer answered already (config/forms/case-review.json employerType).
 */
export type CaseReviewPreset = {
  issueType: string[];
  issueDetails: string;
  employerType?: "private" | "public" | "city-county" | "federal" | "unsure";
  estimate: ToolEstimate;
};
