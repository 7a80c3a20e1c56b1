import { ruleCopy, situationCopy } from "@/content/tools";
import { wageToolCopy } from "@/content/wage-tool";
import type { DeadlineRuleId, SituationId } from "@/lib/deadlines";
import { formatDate, formatUsd } from "@/lib/format";
import type { LeadDeadline, NextDeadline } from "../api/lead-fields";
import { DetailSection, Details } from "../../shared/components/detail-section";

// Filing deadlines the server estimated for a lead (config/deadlines/rules.json, from the incident
// date the worker gave: the earliest day of the range they chose), and the estimate a worker tool
// attached to the case review (issue 18). A lead without a day to count from (an ongoing issue,
// more than a year ago) has only the mark "date-needed" (issue 51): flagged while it is worked.

/** The server's mark for a lead whose start cannot be told (leads::kDateNeeded). */
export const dateNeeded = "date-needed";

const ruleTitle = (rule: string) =>
  rule === dateNeeded ? "Date needed" : (ruleCopy[rule as DeadlineRuleId]?.title ?? rule);

export const deadlineFlagText = (daysLeft: number, rule?: string) =>
  rule === dateNeeded
    ? "Date needed: ask when it began"
    : daysLeft === 0
      ? "Deadline today"
      : `Deadline in ${daysLeft} day${daysLeft === 1 ? "" : "s"}`;

const daysText = (daysLeft: number) =>
  daysLeft < 0
    ? `passed ${-daysLeft} day${daysLeft === -1 ? "" : "s"} ago`
    : daysLeft === 0
      ? "today"
      : `${daysLeft} day${daysLeft === 1 ? "" : "s"} left`;

/** The list's column: the earliest deadline still to come, or a dash. */
export function NextDeadlineText({ deadline }: { deadline: NextDeadline | null }) {
  if (!deadline) return <>—</>;
  if (deadline.rule === dateNeeded)
    return (
      <span className={deadline.flagged ? "font-semibold text-red-800" : undefined}>
        Date needed
        <span className="block text-sm font-normal text-slate-700">Ask when it began</span>
      </span>
    );
  return (
    <span className={deadline.flagged ? "font-semibold text-red-800" : undefined}>
      <time dateTime={deadline.due}>{formatDate(deadline.due)}</time>
      <span className="block text-sm">{daysText(deadline.daysLeft)}</span>
      <span className="block text-sm font-normal text-slate-700">{ruleTitle(deadline.rule)}</span>
    </span>
  );
}

type Estimate =
  | { tool: "deadlines"; incidentDate: string; situations: string[]; publicEmployer: boolean }
  | {
      tool: "wages";
      hourlyRate: number;
      weeks: number;
      lines: { id: string; amountUsd: number }[];
      totalUsd: number;
    };

function isEstimate(value: unknown): value is Estimate {
  if (typeof value !== "object" || value === null) return false;
  const tool = (value as { tool?: unknown }).tool;
  return tool === "deadlines" || tool === "wages";
}

function estimateRows(estimate: Estimate): [string, string][] {
  if (estimate.tool === "deadlines") {
    return [
      ["Tool", "Filing deadlines (/tools/deadlines)"],
      ["Counted from", formatDate(estimate.incidentDate)],
      [
        "What happened",
        estimate.situations.map((s) => situationCopy[s as SituationId]?.label ?? s).join("; "),
      ],
      ["Public employer", estimate.publicEmployer ? "Yes or not sure" : "No"],
    ];
  }
  const titles = wageToolCopy.lineTitles as Record<string, string>;
  return [
    ["Tool", "Wage calculator (/tools/wage-calculator)"],
    ["Hourly pay", formatUsd(estimate.hourlyRate, 2)],
    ["Weeks", String(estimate.weeks)],
    ...estimate.lines.map((l): [string, string] => [titles[l.id] ?? l.id, formatUsd(l.amountUsd, 2)]),
    ["Estimated total", formatUsd(estimate.totalUsd, 2)],
  ];
}

/** The lead page's section: every estimated deadline, and the worker's own estimate if attached. */
export function LeadDeadlines({ deadlines, estimate }: { deadlines: LeadDeadline[]; estimate: unknown }) {
  return (
    <DetailSection title="Filing deadlines (estimate)">
      {deadlines.length === 0 ? (
        <p>No estimate: none of the issue types chosen has a deadline the tool counts.</p>
      ) : deadlines[0]!.rule === dateNeeded ? (
        <p className="font-semibold text-red-800">
          Date needed: the worker gave no day we can count from (an ongoing problem, or more than a year ago),
          so a deadline may be close or already past. Ask when it began: for a firing or another decision, the
          day they were told and their last day of work; for harassment, the last incident; for wages, the
          first payday paid wrong.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Counted from the day the worker gave (for a range such as &ldquo;3-6 months ago&rdquo;, its
            earliest day; from our tool, the earliest of the days it asked, such as the day they were told of
            a firing), without tolling or weekends. For wages each payday has its own clock, so the oldest pay
            runs out first. Without an employer answer (or &ldquo;not sure&rdquo;) the list includes the
            federal 45-day EEO contact and, for a whistleblower claim, the six-month claim to a public
            employer. Check the dates with the worker.
          </p>
          <Details
            rows={deadlines.map((d): [string, string] => [
              ruleTitle(d.rule),
              `${formatDate(d.due)} (${daysText(d.daysLeft)})`,
            ])}
          />
        </>
      )}
      {isEstimate(estimate) && (
        <div className="mt-4">
          <h3 className="font-semibold">The worker&apos;s estimate from our tools</h3>
          <div className="mt-2">
            <Details rows={estimateRows(estimate)} />
          </div>
        </div>
      )}
    </DetailSection>
  );
}
