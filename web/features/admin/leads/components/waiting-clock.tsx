import type { ReactNode } from "react";
import { leadClock, overTargetText } from "../lead-clock";

// The waiting clock of a lead as text with an icon. Over the target it also says so in words
// ("Over 15 min"), so the warning never rests on colour alone.

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor">
      <circle cx="10" cy="10" r="7.5" strokeWidth="2" />
      <path d="M10 6v4.5l3 2" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
      <path d="M10 1.5 19 18H1L10 1.5Zm-1 6v5h2v-5H9Zm0 6.5v2h2v-2H9Z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor">
      <path d="m4 10.5 4 4 8-9" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The icon stays on the first line of its text: in a narrow column (a phone's lead summary) the
 * text wraps beside the icon instead of the icon taking a line of its own.
 */
function IconAndText({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <span className="inline-flex items-start gap-2">
      <span className="mt-1 flex">{icon}</span>
      <span>{text}</span>
    </span>
  );
}

export function WaitingClock({
  lead,
  slaMinutes,
  now,
}: {
  lead: { createdAt: string; firstContactAt: string | null };
  slaMinutes: number;
  now: number;
}) {
  const clock = leadClock(lead, now, slaMinutes);
  if (clock.kind === "waiting") {
    return (
      <span
        className={`inline-flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold ${clock.over ? "text-red-800" : "text-amber-900"}`}
      >
        <IconAndText icon={clock.over ? <WarningIcon /> : <ClockIcon />} text={clock.text} />
        {clock.over && (
          <span className="rounded border border-red-700 bg-red-50 px-1.5 text-sm text-red-900">
            {overTargetText(slaMinutes)}
          </span>
        )}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-800">
      <IconAndText icon={<CheckIcon />} text={clock.text} />
      {clock.over && <span className="text-sm">({overTargetText(slaMinutes).toLowerCase()})</span>}
    </span>
  );
}
