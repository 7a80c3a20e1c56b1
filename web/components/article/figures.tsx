import { figureWords } from "@/content/figure-words";
import type { ReactNode } from "react";
import { findFigure } from "@/content/figures/find-figure";
import { cityWageFigures, industryWageFigures } from "@/content/figures/legal-figures";
import { formatDayOfYear, formatFigure } from "@/content/figures/format";
import {
  changeDays,
  figureOn,
  valueOn,
  type FigureState,
  type FigureStyle,
  type FigureValue,
  type LegalFigure,
} from "@/content/figures/schedule";
import { parseFigureText } from "@/content/figures/text";
import { formatDate } from "@/lib/format";
import { ByDay, SentenceWithToday } from "@/components/ui/by-day";
import { textLink } from "@/components/ui/styles";
import { buildDay } from "@/lib/build-day";

// Legal figures as pages show them: always the value in force on the day the page is read
// (components/ui/by-day.tsx), the announced change with its date, and, once a scheduled change has come
// without a new value entered, the last value with a pointer to the official page instead of a
// claim that it is current. Every figure comes from content/figures/legal-figure-facts.ts. A figure
// in force carries its id and value (data-figure, data-value; data-on for a past day asked for),
// which tests/unit/figures-build.test.ts checks on every built page for the reader's day.

function OfficialLink({ figure }: { figure: LegalFigure }) {
  return (
    <a href={figure.officialPage.url} className={textLink} rel="noopener noreferrer">
      {figure.officialPage.title}
    </a>
  );
}

/** "check the current rate at <official page>", for a value that may be out of date. */
function CheckCurrent({ state }: { state: FigureState }) {
  return (
    <span data-figure-overdue={state.figure.id}>
      {" "}
      {figureWords.figureOverdue(formatDate(state.current!.from), formatDate(state.unknownChange!.date))}
      <OfficialLink figure={state.figure} />)
    </span>
  );
}

export type FigProps = { id: string; style?: FigureStyle; on?: string };

/**
 * A figure inside a sentence: "$16.90 an hour", "three years". `style`: words (default) writes
 * small counts as words, digits keeps numerals, bare drops the unit. `on` (YYYY-MM-DD) asks for
 * the value of a past day, for pages about a past year; without it, the value in force today.
 */
export function Fig({ id, style, on }: FigProps) {
  const figure = findFigure(id);
  const onDay = (day: string) => {
    const state = figureOn(figure, day);
    if (!state.current) throw new Error(`${id}: no value in force on ${day}`);
    return (
      <>
        <span data-figure={id} data-value={state.current.value} data-on={on}>
          {formatFigure(state.figure.unit, state.current.value, style)}
        </span>
        {on === undefined && state.unknownChange?.passed && <CheckCurrent state={state} />}
      </>
    );
  };
  if (on !== undefined) return onDay(on);
  return <ByDay changes={changeDays(figure)} render={onDay} />;
}

/** A content string with {{fig:id}} placeholders (content/figures/text.ts), figures in force today. */
export function FigureText({ text }: { text: string }) {
  const parts = parseFigureText(text);
  if (parts.length === 1 && typeof parts[0] === "string") return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        typeof part === "string" ? part : <Fig key={`${part.id}-${i}`} id={part.id} style={part.style} />,
      )}
    </>
  );
}

/** What comes next for a figure: an announced value with its date, or a change not yet known. */
function nextChange(state: FigureState): ReactNode {
  const { figure, coming, unknownChange } = state;
  if (coming) return figureWords.figureFrom(formatFigure(figure.unit, coming.value), formatDate(coming.from));
  if (unknownChange && !unknownChange.passed)
    return (
      <>
        {figureWords.figureChangesOn(formatDate(unknownChange.date))}
        <OfficialLink figure={figure} />
      </>
    );
  return null;
}

/** One sentence on the next change of a figure, or nothing when none is scheduled. */
export function FigureChange({ id }: { id: string }) {
  const figure = findFigure(id);
  return (
    <ByDay changes={changeDays(figure)} render={(day) => <FigureChangeOn state={figureOn(figure, day)} />} />
  );
}

function FigureChangeOn({ state }: { state: FigureState }) {
  const id = state.figure.id;
  const next = nextChange(state);
  if (state.unknownChange?.passed)
    return (
      <span data-figure-change={id}>
        {state.figure.changeNote}
        {figureWords.figureCheckCurrentAmount}
        <OfficialLink figure={state.figure} />.
      </span>
    );
  if (!next) return null;
  return (
    <span data-figure-change={id}>
      {state.coming ? (
        <>
          {figureWords.figureGoesUpTo}
          {next}.
        </>
      ) : (
        <>{next}.</>
      )}{" "}
      {state.figure.changeNote}
    </span>
  );
}

const tableClass = "my-6 w-full border-collapse text-left text-sm md:text-base";
const cellClass = "border border-slate-300 px-3 py-2 align-top";

function HeaderRow({ cells }: { cells: string[] }) {
  return (
    <thead className="bg-slate-100">
      <tr>
        {cells.map((c) => (
          <th key={c} scope="col" className={cellClass}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function TableFrame({
  caption,
  head,
  children,
  bodies,
}: {
  caption?: ReactNode;
  head: string[];
  /** The rows of its one body; or `bodies`, its bodies themselves (one per day: ByDay). */
  children?: ReactNode;
  bodies?: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        {caption && (
          <caption className="caption-bottom pt-2 text-left text-sm text-slate-600">{caption}</caption>
        )}
        <HeaderRow cells={head} />
        {bodies ?? <tbody>{children}</tbody>}
      </table>
    </div>
  );
}

/** The first cell of a row: what the row is about (a place, an industry, a year). */
function RowHead({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={`${cellClass} font-semibold`}>
      {children}
    </th>
  );
}

/** A row of the table of rates in force today: the rate, since when, and what comes next. */
function CurrentRow({ name, figure, today }: { name: string; figure: LegalFigure; today: string }) {
  const state = figureOn(figure, today);
  if (!state.current) throw new Error(`${figure.id}: no value in force on ${today}`);
  return (
    <tr data-figure-row={figure.id}>
      <RowHead>{name}</RowHead>
      <td className={cellClass}>
        <span data-figure={figure.id} data-value={state.current.value}>
          {formatFigure(figure.unit, state.current.value)}
        </span>
        <span className="block text-sm text-slate-600">
          {figureWords.figureSince(formatDate(state.current.from))}
        </span>
      </td>
      <td className={cellClass}>
        {state.unknownChange?.passed ? (
          <span data-figure-overdue={figure.id}>
            {figureWords.figureWasDue(formatDate(state.unknownChange.date))}
            <OfficialLink figure={figure} />
          </span>
        ) : (
          (nextChange(state) ?? figureWords.figureNoChange)
        )}
      </td>
    </tr>
  );
}

/** The state, city and industry minimum wages in force on the day the page is read. */
export function CurrentWageTable() {
  const figures = [findFigure("state-minimum-wage"), ...cityWageFigures, ...industryWageFigures];
  const names = [
    figureWords.wageTableState,
    ...cityWageFigures.map((f) => f.city),
    ...industryWageFigures.map((f) => f.industry),
  ];
  return (
    <TableFrame
      head={[
        figureWords.wageTableHead.where,
        figureWords.wageTableHead.minimum,
        figureWords.wageTableHead.next,
      ]}
      caption={<SentenceWithToday sentence={figureWords.wageTableCaption} />}
      bodies={
        <ByDay
          as="tbody"
          changes={figures.flatMap(changeDays)}
          render={(day) =>
            figures.map((f, i) => <CurrentRow key={f.id} name={names[i]!} figure={f} today={day} />)
          }
        />
      }
    />
  );
}

/** The city rates in force during one past or present year, from the same data. */
export function CityWageTable({ year }: { year: number }) {
  const jan = `${year}-01-01`;
  const jul = `${year}-07-01`;
  const stateRate = valueOn(findFigure("state-minimum-wage"), jan);
  return (
    <TableFrame
      head={[
        figureWords.cityTableHead.city,
        figureWords.cityTableRate(year),
        figureWords.cityTableHead.increase,
      ]}
      caption={
        <>
          {figureWords.cityTableCaption(
            formatDate(jan),
            formatDate(jul),
            year,
            formatFigure("usd-hour", stateRate),
          )}
        </>
      }
    >
      {cityWageFigures.map((f) => {
        const first = valueOn(f, jan);
        const july = figureOn(f, jul).current?.value;
        return (
          <tr key={f.id}>
            <RowHead>{f.city}</RowHead>
            <td className={cellClass}>
              {formatFigure("usd-hour", first, "bare")}
              {july !== undefined && july !== first && (
                <>
                  {figureWords.cityTableMidYear(
                    formatDayOfYear(jan.slice(5), true),
                    formatFigure("usd-hour", july, "bare"),
                    formatDayOfYear(jul.slice(5), true),
                  )}
                </>
              )}
            </td>
            <td className={cellClass}>
              {figureWords.cityTableOverState(
                formatFigure("usd", Math.round((first - stateRate) * 100) / 100),
              )}
            </td>
          </tr>
        );
      })}
    </TableFrame>
  );
}

/** The lower value small employers could pay, where the law set one (the state rate until 2023). */
function smallEmployers(v: FigureValue, unit: "usd-hour" | "usd") {
  if (!v.smallEmployer) return null;
  return figureWords.salaryTableSmallEmployers(
    formatFigure(unit, v.smallEmployer.value),
    v.smallEmployer.maxEmployees,
  );
}

/** The state minimum wage and the exempt salary floor, year by year, with the coming year. */
export function SalaryThresholdTable() {
  const wage = findFigure("state-minimum-wage");
  const floor = findFigure("exempt-salary-floor");
  return (
    <TableFrame
      head={[
        figureWords.salaryTableHead.year,
        figureWords.salaryTableHead.wage,
        figureWords.salaryTableHead.salary,
      ]}
      caption={
        figureOn(wage, buildDay).unknownChange && (
          <ByDay
            changes={changeDays(wage)}
            render={(day) => {
              const { unknownChange } = figureOn(wage, day);
              return (
                unknownChange && (
                  <>
                    {figureWords.salaryTableNewFigures(formatDate(unknownChange.date), unknownChange.passed)}
                    <OfficialLink figure={wage} />.
                  </>
                )
              );
            }}
          />
        )
      }
    >
      {wage.values.map((v) => {
        const salary = figureOn(floor, v.from).current!;
        return (
          <tr key={v.from}>
            <RowHead>{v.from.slice(0, 4)}</RowHead>
            <td className={cellClass}>
              {formatFigure("usd-hour", v.value)}
              {smallEmployers(v, "usd-hour")}
            </td>
            <td className={cellClass}>
              {figureWords.salaryTablePerYear(formatFigure("usd", salary.value))}
              {smallEmployers(salary, "usd")}
            </td>
          </tr>
        );
      })}
    </TableFrame>
  );
}

/** Industry minimum wages as they stood during one year: the rate on January 1 and changes that year. */
export function IndustryWageTable({ year }: { year: number }) {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  return (
    <TableFrame
      head={[
        figureWords.industryTableHead.industry,
        figureWords.industryTableMinimum(year),
        figureWords.industryTableHead.details,
      ]}
    >
      {industryWageFigures.map((f) => {
        const first = figureOn(f, start).current;
        const during = f.values.filter((v) => v.from > start && v.from <= end);
        if (!first && during.length === 0) return null;
        return (
          <tr key={f.id}>
            <RowHead>{f.industry}</RowHead>
            <td className={cellClass}>
              {[
                ...(first ? [formatFigure(f.unit, first.value)] : []),
                ...during.map((v) =>
                  figureWords.figureFrom(formatFigure(f.unit, v.value), formatDate(v.from)),
                ),
              ].join(figureWords.industryTableThen)}
            </td>
            <td className={cellClass}>{f.detail}</td>
          </tr>
        );
      })}
    </TableFrame>
  );
}
