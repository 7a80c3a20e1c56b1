import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { reportCsvUrl, weekChoices, type BookingReport, type Report } from "../api/report";
import { durationWords } from "../../booking/labels";
import { localTime } from "../../shared/time";
import type { ReportData } from "../loaders";
import {
  bookingPeriodText,
  bookingSeries,
  bookingTotals,
  formatMinutes,
  formatShare,
  formSeries,
  periodText,
  periodTotals,
  seriesSummary,
  sourceSeries,
  weekShortLabel,
} from "../report-data";
import { ErrorAlert } from "../../shared/components/error-alert";
import { ContactTimeChart, StackedWeeksChart } from "./report-charts";
import { BookingsTable, ContactTimeTable, SeriesTable } from "./report-tables";
import { adminHeading2, adminLink, adminSecondaryButton, adminSection } from "../../shared/components/styles";

const periodLink = (active: boolean) =>
  `inline-flex min-h-10 items-center rounded-md border-2 px-3 font-semibold max-md:min-h-11 ${
    active
      ? "border-blue-900 bg-blue-900 text-white"
      : "border-blue-800 bg-white text-blue-900 hover:bg-blue-50"
  }`;

function PeriodPicker({ weeks }: { weeks: number }) {
  return (
    <nav aria-label="Report period" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {weekChoices.map((n) => (
          <li key={n}>
            <Link
              to={`/admin/report?weeks=${n}`}
              aria-current={n === weeks ? "page" : undefined}
              className={periodLink(n === weeks)}
            >
              {n} weeks
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Headline({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-4">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

const bigNumber = "block text-3xl font-bold text-slate-900";

function Headlines({ report }: { report: Report }) {
  const totals = periodTotals(report.weeks);
  const latest = report.weeks.at(-1);
  const sla = formatMinutes(report.slaMinutes);
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Headline term="Leads in the period">
        <span className={bigNumber}>{totals.leads}</span>
        <span className="block">{periodText(report.weeks)}</span>
      </Headline>
      <Headline term={`Contacted within ${sla}`}>
        <span className={bigNumber}>{formatShare(totals.withinSlaShare)}</span>
        <span className="block">
          {totals.withinSla} of {totals.leads} {totals.leads === 1 ? "lead" : "leads"}
        </span>
      </Headline>
      <Headline
        term={
          latest
            ? `Time to first contact, week of ${weekShortLabel(latest.weekStart)}`
            : "Time to first contact"
        }
      >
        <span className="block text-xl font-bold text-slate-900">
          Median {formatMinutes(latest?.medianMinutes)}
        </span>
        <span className="block text-xl font-bold text-slate-900">
          90th percentile {formatMinutes(latest?.p90Minutes)}
        </span>
        {latest && latest.contacted === 0 && <span className="block">No lead contacted that week yet.</span>}
      </Headline>
      <Headline term={`Waiting past ${sla} right now`}>
        <span className={bigNumber}>
          {report.openBreaches.toLocaleString("en-US")}
          {report.openBreachesCapped ? "+" : ""}
        </span>
        <span className="block">
          {report.openBreaches === 1 ? "lead" : "leads"} with no contact attempt.{" "}
          <Link to="/admin?contact=none" className={adminLink}>
            See leads needing first contact
          </Link>
        </span>
      </Headline>
    </dl>
  );
}

/** A week's name in a table row, marked when the week was still running. */
function ChartSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`mt-6 ${adminSection}`}>
      <h2 id={id} className={adminHeading2}>
        {title}
      </h2>
      <p className="mt-2">{intro}</p>
      {children}
    </section>
  );
}

/** Booked calls (issue 35): how many a week, the share that showed up, and how soon the call came. */
function BookingsSection({ bookings, generatedAt }: { bookings: BookingReport; generatedAt: string }) {
  const totals = bookingTotals(bookings.weeks);
  const period = bookingPeriodText(bookings.weeks);
  const series = bookingSeries(bookings.weeks);
  const marked = totals.done + totals.noShow;
  const none = totals.booked === 0 && marked === 0;
  return (
    <ChartSection
      id="report-bookings"
      title="Booked calls"
      intro="Calls workers booked, counted in the week they booked them. “Showed up” is the share of calls marked done among the calls marked done or no-show; calls not marked yet do not count. The time to the call runs from the lead’s arrival to the start of the call it booked."
    >
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Headline term="Calls booked in the period">
          <span className={bigNumber}>{totals.booked}</span>
          <span className="block">{period}</span>
        </Headline>
        <Headline term="Showed up">
          <span className={bigNumber}>{formatShare(bookings.showRate)}</span>
          <span className="block">
            {marked === 0
              ? "No call marked done or no-show yet."
              : `${totals.done} done, ${totals.noShow} no-show`}
          </span>
        </Headline>
        <Headline term="Median time from request to call">
          <span className="block text-xl font-bold text-slate-900">
            {durationWords(bookings.medianMinutesToCall)}
          </span>
          {bookings.medianMinutesToCall === null && <span className="block">No booked calls yet.</span>}
        </Headline>
      </dl>
      {none ? (
        <p className="mt-4">No calls were booked in this period.</p>
      ) : (
        <>
          <StackedWeeksChart
            labels={bookings.weeks.map((w) => weekShortLabel(w.week))}
            series={series}
            stacked={false}
            yTitle="Calls"
            summary={`Bar chart of booked calls per week, ${period}: ${totals.booked} booked, ${totals.done} done, ${totals.noShow} no-show. The numbers are in the table below.`}
          />
          <BookingsTable bookings={bookings} totals={totals} period={period} generatedAt={generatedAt} />
        </>
      )}
    </ChartSection>
  );
}

function ReportBody({ report }: { report: Report }) {
  const labels = report.weeks.map((w) => weekShortLabel(w.weekStart));
  const period = periodText(report.weeks);
  const forms = formSeries(report.weeks);
  const sources = sourceSeries(report.weeks);
  const sla = formatMinutes(report.slaMinutes);
  const slaLabel = `First-contact target (${sla})`;
  const latest = report.weeks.at(-1);
  return (
    <>
      <Headlines report={report} />
      <ChartSection
        id="report-forms"
        title="Leads per week by form"
        intro="Each bar is one week, named by its Monday, split by the form the lead filled in. The table below the chart has the same numbers."
      >
        <StackedWeeksChart
          labels={labels}
          series={forms}
          summary={`Bar chart of leads per week by form, ${period}. Totals: ${seriesSummary(forms)}. The numbers are in the table below.`}
        />
        <SeriesTable
          label="Leads per week by form, table"
          caption={`Leads per week by form, ${period}`}
          report={report}
          series={forms}
          totalLabel="All forms"
        />
      </ChartSection>
      <ChartSection
        id="report-sources"
        title="Leads per week by campaign source"
        intro={
          <>
            The campaign source is the <code>utm_source</code> of the link the person arrived by. The five
            largest sources of the period have their own part of each bar; the rest are added up as
            &ldquo;Other sources&rdquo;. &ldquo;No campaign&rdquo; means the link had no source.
          </>
        }
      >
        <StackedWeeksChart
          labels={labels}
          series={sources}
          summary={`Bar chart of leads per week by campaign source, ${period}. Totals: ${seriesSummary(sources)}. The numbers are in the table below.`}
        />
        <SeriesTable
          label="Leads per week by campaign source, table"
          caption={`Leads per week by campaign source, ${period}`}
          report={report}
          series={sources}
          totalLabel="All sources"
        />
      </ChartSection>
      <ChartSection
        id="report-contact-time"
        title="Time to first contact"
        intro={`Minutes from a lead's arrival to the first contact attempt logged for it, for the leads of each week that have been contacted. Half of them were reached within the median, nine in ten within the 90th percentile. The dotted line is the first-contact target of ${sla}.`}
      >
        <ContactTimeChart
          labels={labels}
          median={report.weeks.map((w) => w.medianMinutes)}
          p90={report.weeks.map((w) => w.p90Minutes)}
          slaMinutes={report.slaMinutes}
          slaLabel={slaLabel}
          summary={`Line chart of the median and 90th percentile minutes to first contact per week, ${period}, against the first-contact target of ${sla}. ${
            latest
              ? `Week of ${weekShortLabel(latest.weekStart)}: median ${formatMinutes(latest.medianMinutes)}, 90th percentile ${formatMinutes(latest.p90Minutes)}. `
              : ""
          }The numbers are in the table below.`}
        />
        <ContactTimeTable report={report} />
      </ChartSection>
      {report.bookings && <BookingsSection bookings={report.bookings} generatedAt={report.generatedAt} />}
    </>
  );
}

export function ReportPage({ data }: { data: ReportData }) {
  const { weeks, report, error } = data;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/report";
  return (
    <>
      <h1 className="text-2xl font-bold">Report</h1>
      <p className="mt-2">
        Leads per week, where they came from and how soon someone tried to reach them, and the calls workers
        booked. Weeks start on Monday (UTC).
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker weeks={weeks} />
        <a href={reportCsvUrl(weeks)} download className={adminSecondaryButton}>
          Download CSV<span className="sr-only"> of the weekly numbers for the last {weeks} weeks</span>
        </a>
      </div>
      <p aria-live="polite" className="mt-2 min-h-6">
        {loading ? "Loading the report…" : report ? `Figures as of ${localTime(report.generatedAt)}.` : ""}
      </p>
      <ErrorAlert message={error} focus={false} />
      {report && (
        <div aria-busy={loading}>
          {report.weeks.length === 0 ? (
            <p className="mt-4 rounded-lg border border-slate-300 bg-white p-4">
              The server sent no weeks for this period.
            </p>
          ) : (
            <ReportBody report={report} />
          )}
        </div>
      )}
    </>
  );
}
