import type { ReactNode, Ref } from "react";
import { Link } from "@/components/ui/site-link";
import { manageWords as words } from "@/content/booking";
import { CallUsNote } from "./call-us";

// What /booking shows, with JavaScript (manage-call.tsx) and without it (plain-pages.tsx, the
// template the server fills): the same views, so the two pages cannot drift apart.

const button =
  "inline-flex min-h-12 items-center justify-center rounded-md px-5 font-semibold disabled:cursor-not-allowed disabled:opacity-60";
export const primary = `${button} bg-blue-800 text-white hover:bg-blue-900`;
export const secondary = `${button} border border-slate-400 text-slate-900 hover:bg-slate-100`;
export const danger = `${button} bg-red-700 text-white hover:bg-red-800`;

/** The firm's number, under every view. */
export function CallUs() {
  return <CallUsNote text={words.callUs} className="mt-4 text-slate-800" />;
}

/** The page opened without a link's token. */
export function NoLinkView() {
  return (
    <div>
      <p className="text-slate-800">{words.noLink}</p>
      <CallUs />
    </div>
  );
}

/** After the call was cancelled: a new time, or a call. */
export function CancelledView() {
  return (
    <div>
      <p role="status" className="rounded-md bg-green-50 p-4 font-medium text-slate-900">
        {words.cancelled}
      </p>
      <p className="mt-4">
        <Link to="/book" className={primary}>
          {words.bookAgain}
        </Link>
      </p>
      <CallUs />
    </div>
  );
}

/**
 * A link that did not open a call: why, in a red box; for a link that has done its work (`gone`),
 * the way to book again; `children` for what else the page offers (the script's "Try again").
 */
export function LinkProblemView({
  text,
  gone,
  children,
}: {
  text: string;
  gone: boolean;
  children?: ReactNode;
}) {
  return (
    <div>
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        {text}
      </p>
      {gone && (
        <p className="mt-4">
          <Link to="/book" className={secondary}>
            {words.bookAgain}
          </Link>
        </p>
      )}
      {children}
      <CallUs />
    </div>
  );
}

/**
 * The call: the reference and the time, never names or case details; `note` above them says what
 * just happened (moved, a time taken meanwhile).
 */
export function CallSummary({
  note,
  reference,
  when,
  summaryRef,
}: {
  note: ReactNode;
  reference: string;
  when: string;
  summaryRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={summaryRef} tabIndex={-1} className="rounded-lg border-2 border-blue-800 bg-blue-50 p-4 sm:p-6">
      {note}
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium text-slate-700">{words.referenceLabel}</dt>
        <dd
          className="font-mono text-lg font-bold tracking-wide text-slate-950"
          data-testid="booking-reference"
        >
          {reference}
        </dd>
        <dt className="font-medium text-slate-700">{words.timeLabel}</dt>
        <dd className="text-lg font-bold text-slate-950" data-testid="booking-time">
          {when} ({words.timeZone})
        </dd>
      </dl>
      <p className="mt-3 text-slate-800">{words.whoCalls}</p>
    </div>
  );
}

/** A note above the call: what was done (a status), or what could not be (an alert). */
export function CallNote({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <p
      role={alert ? "alert" : "status"}
      className={`mb-3 font-semibold ${alert ? "text-red-900" : "text-slate-950"}`}
    >
      {text}
    </p>
  );
}
