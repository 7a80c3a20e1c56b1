/** The report page's numbers tables: one under each chart, for reading the figures as text. */
import type { ReactNode } from "react";
import type { BookingReport, Report } from "../api/report";
import {
  formatMinutes,
  formatShare,
  periodText,
  periodTotals,
  showShare,
  weekInProgress,
  weekLongLabel,
  type BookingTotals,
  type Series,
} from "../report-data";
import { ColumnHeaders } from "../../shared/components/staff-table";
import { TableScroller } from "../../shared/components/table-scroller";

export function weekName(weekStart: string, generatedAt: string): string {
  const name = weekLongLabel(weekStart);
  return weekInProgress(weekStart, generatedAt) ? `${name} (so far)` : name;
}

const cell = "p-3 text-right tabular-nums whitespace-nowrap";
const headCell = "p-3 text-right whitespace-nowrap first:text-left";
const rowHead = "p-3 text-left font-normal whitespace-nowrap";

/** A numbers table under a chart: one row per week, a column per series, and their total. */
export function SeriesTable({
  label,
  caption,
  report,
  series,
  totalLabel,
}: {
  label: string;
  caption: string;
  report: Report;
  series: Series[];
  totalLabel: string;
}) {
  const columns = ["Week of", ...series.map((s) => s.label), totalLabel];
  const sums = series.map((s) => s.values.reduce((a, b) => a + b, 0));
  return (
    <NumbersTable label={label} caption={caption} columns={columns}>
      {report.weeks.map((week, i) => (
        <tr key={week.weekStart} className="border-t border-slate-300">
          <th scope="row" className={rowHead}>
            {weekName(week.weekStart, report.generatedAt)}
          </th>
          {series.map((s) => (
            <td key={s.key} className={cell}>
              {s.values[i]}
            </td>
          ))}
          <td className={`${cell} font-semibold`}>{week.leads}</td>
        </tr>
      ))}
      <tr className="border-t-2 border-slate-500 font-semibold">
        <th scope="row" className={`${rowHead} font-semibold`}>
          All weeks
        </th>
        {sums.map((sum, i) => (
          <td key={series[i]!.key} className={cell}>
            {sum}
          </td>
        ))}
        <td className={cell}>{periodTotals(report.weeks).leads}</td>
      </tr>
    </NumbersTable>
  );
}

export function NumbersTable({
  label,
  caption,
  columns,
  children,
}: {
  label: string;
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <TableScroller label={label} className="mt-4 rounded-lg border border-slate-300 bg-white">
      <table className="w-full border-collapse">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-slate-200">
          <tr>
            <ColumnHeaders names={columns} cellClassName={headCell} />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroller>
  );
}

export function ContactTimeTable({ report }: { report: Report }) {
  const sla = formatMinutes(report.slaMinutes);
  const totals = periodTotals(report.weeks);
  const columns = [
    "Week of",
    "Leads",
    "Contacted",
    "Median",
    "90th percentile",
    `Within ${sla}`,
    `Share within ${sla}`,
  ];
  return (
    <NumbersTable
      label="Time to first contact by week, table"
      caption={`Time to first contact by week, ${periodText(report.weeks)}`}
      columns={columns}
    >
      {report.weeks.map((week) => (
        <tr key={week.weekStart} className="border-t border-slate-300">
          <th scope="row" className={rowHead}>
            {weekName(week.weekStart, report.generatedAt)}
          </th>
          <td className={cell}>{week.leads}</td>
          <td className={cell}>{week.contacted}</td>
          <td className={cell}>{formatMinutes(week.medianMinutes)}</td>
          <td className={cell}>{formatMinutes(week.p90Minutes)}</td>
          <td className={cell}>{week.withinSla}</td>
          <td className={cell}>{formatShare(week.withinSlaShare)}</td>
        </tr>
      ))}
      <tr className="border-t-2 border-slate-500 font-semibold">
        <th scope="row" className={`${rowHead} font-semibold`}>
          All weeks
        </th>
        <td className={cell}>{totals.leads}</td>
        <td className={cell}>{totals.contacted}</td>
        {/* Medians of weeks do not add up to the period's median, and the API sends no overall one. */}
        <td className={cell}>—</td>
        <td className={cell}>—</td>
        <td className={cell}>{totals.withinSla}</td>
        <td className={cell}>{formatShare(totals.withinSlaShare)}</td>
      </tr>
    </NumbersTable>
  );
}

export function BookingsTable({
  bookings,
  totals,
  period,
  generatedAt,
}: {
  bookings: BookingReport;
  /** The section's bookingTotals and bookingPeriodText of the weeks, not worked out twice. */
  totals: BookingTotals;
  period: string;
  generatedAt: string;
}) {
  return (
    <NumbersTable
      label="Booked calls by week, table"
      caption={`Booked calls by week, ${period}`}
      columns={["Week of", "Booked", "Done", "No-show", "Showed up"]}
    >
      {bookings.weeks.map((week) => (
        <tr key={week.week} className="border-t border-slate-300">
          <th scope="row" className={rowHead}>
            {weekName(week.week, generatedAt)}
          </th>
          <td className={cell}>{week.booked}</td>
          <td className={cell}>{week.done}</td>
          <td className={cell}>{week.noShow}</td>
          <td className={cell}>{formatShare(showShare(week))}</td>
        </tr>
      ))}
      <tr className="border-t-2 border-slate-500 font-semibold">
        <th scope="row" className={`${rowHead} font-semibold`}>
          All weeks
        </th>
        <td className={cell}>{totals.booked}</td>
        <td className={cell}>{totals.done}</td>
        <td className={cell}>{totals.noShow}</td>
        <td className={cell}>{formatShare(bookings.showRate)}</td>
      </tr>
    </NumbersTable>
  );
}
