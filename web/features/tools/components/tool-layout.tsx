import { useId, type FormEvent, type ReactNode } from "react";
import { toolCaution } from "@/content/tools-index";

/**
 * The frame both tools share: the questions as a form beside (on a phone, above) the results, whose
 * one-line summary is announced politely whenever it changes, and the caution under them.
 */
export function ToolLayout({
  formLabel,
  noScript,
  fields,
  onSubmit = (event) => event.preventDefault(),
  resultsHeading,
  summary,
  children,
}: {
  formLabel: string;
  noScript: string;
  fields: ReactNode;
  onSubmit?: (event: FormEvent) => void;
  resultsHeading: string;
  summary: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <form className="grid content-start gap-6" onSubmit={onSubmit} noValidate aria-label={formLabel}>
        <noscript>
          <p className="rounded-md bg-amber-50 p-3 text-slate-900">{noScript}</p>
        </noscript>
        {fields}
      </form>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {resultsHeading}
        </h2>
        <p className="mt-2 text-slate-700" aria-live="polite">
          {summary}
        </p>
        {children}
        <p className="mt-6 rounded-md bg-slate-100 p-3 text-sm text-slate-800">{toolCaution}</p>
      </section>
    </div>
  );
}
