import { ByDay } from "@/components/ui/by-day";
import { findFigure } from "@/content/figures/find-figure";
import { formatFigure } from "@/content/figures/format";
import { changeDays, figureOn } from "@/content/figures/schedule";
import { wageList } from "@/content/wage-tool";
import { formatDate } from "@/lib/format";
import { OfficialPageLink } from "./official-page-link";
import { RuleCards } from "./rule-cards";
import { StatuteLink } from "./statute-link";

const cellClass = "border border-slate-300 px-3 py-2 align-top";
const stateMinimumWage = findFigure("state-minimum-wage");

/**
 * Read on or after the day the state rate was due to change with no new amount entered: the
 * calculator uses the last one, which may be low, and the official page has the new one.
 */
function RatesChanged({ day }: { day: string }) {
  const { current, unknownChange } = figureOn(stateMinimumWage, day);
  if (!current || !unknownChange?.passed) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-figure-overdue={stateMinimumWage.id}>
      {wageList.ratesChanged(formatDate(unknownChange.date), formatFigure("usd-hour", current.value))}
      <OfficialPageLink page={stateMinimumWage.officialPage} />.
    </p>
  );
}

/**
 * The rules the wage calculator applies, each with its law, and the state minimum wages it knows
 * (content/figures). It needs no answer, so the page's prerendered HTML says what the calculator
 * knows before anyone types.
 */
export function WageRuleList() {
  const first = wageList.stateMinimumWages[0];
  return (
    <RuleCards
      id="wage-rules-heading"
      heading={wageList.heading}
      intro={wageList.intro}
      items={wageList.rules}
      body={(rule) => (
        <>
          <p className="mt-1 text-slate-800">{rule.text}</p>
          <p className="mt-1 text-sm">
            {wageList.law}: <StatuteLink statute={rule.statute} />
          </p>
        </>
      )}
    >
      <div className="mt-6 overflow-x-auto">
        <table className="w-full max-w-xl border-collapse text-left text-sm md:text-base">
          <caption className="pb-2 text-left font-semibold text-slate-900">{wageList.ratesCaption}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className={cellClass}>
                {wageList.ratesFrom}
              </th>
              <th scope="col" className={cellClass}>
                {wageList.ratesRate}
              </th>
            </tr>
          </thead>
          <tbody>
            {wageList.stateMinimumWages.map((rate) => (
              <tr key={rate.from}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  {formatDate(rate.from)}
                </th>
                <td className={cellClass}>
                  {formatFigure("usd-hour", rate.value)}
                  {rate.smallEmployer && (
                    <span className="block text-sm text-slate-600">
                      {wageList.ratesSmallEmployer(
                        formatFigure("usd-hour", rate.smallEmployer.value),
                        rate.smallEmployer.maxEmployees,
                      )}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {first && <p className="mt-2 text-sm text-slate-700">{wageList.ratesNote(formatDate(first.from))}</p>}
      <ByDay as="div" changes={changeDays(stateMinimumWage)} render={(day) => <RatesChanged day={day} />} />
      {wageList.stateMinimumWages.some((rate) => rate.smallEmployer) && (
        <p className="mt-1 text-sm text-slate-700">{wageList.ratesSmallEmployerNote}</p>
      )}
    </RuleCards>
  );
}
