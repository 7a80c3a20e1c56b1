import {
  aboveStateMinimum,
  cityWages2025,
  exemptSalaryFloor,
  industryWages2025,
  stateMinimumWage,
} from "@/content/articles/data/wages";
import { formatUsd } from "./format";

const tableClass = "my-6 w-full border-collapse text-left text-sm md:text-base";
const cellClass = "border border-slate-300 px-3 py-2";

/** City / 2025 Rate / Increase, from content/articles/data/wages.ts. */
export function CityWageTable() {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="caption-bottom pt-2 text-left text-sm text-slate-600">
          Increase: how much the city&apos;s January 1, 2025 rate is above the{" "}
          {formatUsd(stateMinimumWage[2025])} state minimum. Where a city raised its rate again on July 1,
          2025, both rates are shown.
        </caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={cellClass}>
              City
            </th>
            <th scope="col" className={cellClass}>
              2025 Rate
            </th>
            <th scope="col" className={cellClass}>
              Increase
            </th>
          </tr>
        </thead>
        <tbody>
          {cityWages2025.map((row) => (
            <tr key={row.city}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                {row.city}
              </th>
              <td className={cellClass}>
                {formatUsd(row.january2025)}
                {row.july2025 !== undefined && <> from Jan 1; {formatUsd(row.july2025)} from Jul 1</>}
              </td>
              <td className={cellClass}>+{formatUsd(aboveStateMinimum(row))} over the state rate</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The exempt salary floor by year. */
export function SalaryThresholdTable() {
  const years = [2024, 2025, 2026] as const;
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={cellClass}>
              Year
            </th>
            <th scope="col" className={cellClass}>
              State minimum wage
            </th>
            <th scope="col" className={cellClass}>
              Lowest yearly salary for most exempt jobs
            </th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                {year}
              </th>
              <td className={cellClass}>{formatUsd(stateMinimumWage[year])} an hour</td>
              <td className={cellClass}>{formatUsd(exemptSalaryFloor[year], 0)} a year</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function IndustryWageTable() {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={cellClass}>
              Industry
            </th>
            <th scope="col" className={cellClass}>
              Minimum in 2025
            </th>
            <th scope="col" className={cellClass}>
              Details
            </th>
          </tr>
        </thead>
        <tbody>
          {industryWages2025.map((row) => (
            <tr key={row.industry}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                {row.industry}
              </th>
              <td className={cellClass}>{row.rate}</td>
              <td className={cellClass}>{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
