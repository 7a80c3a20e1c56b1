import { CaseReviewButton } from "@/components/ui/intake-buttons";

/**
 * The hero's Free Case Review button, and the button that pauses its ripples. The ripples are the
 * site script's (components/sections/ripples.ts); until it runs there are none, so the pause
 * button is invisible (keeping its space) until then, and stays so under reduced motion.
 */
export function RippleCta({ pauseLabel }: { pauseLabel: string }) {
  return (
    <div data-ripples className="flex flex-col items-start gap-2">
      <span data-ripple-host className="relative inline-flex">
        <CaseReviewButton className="relative inline-flex min-h-12 items-center justify-center rounded-md bg-amber-400 px-6 text-lg font-semibold text-slate-950 hover:bg-amber-300" />
      </span>
      <button
        type="button"
        data-needs-script
        data-ripple-pause
        aria-pressed="false"
        className="invisible min-h-11 rounded px-2 text-sm text-blue-50 underline underline-offset-2"
      >
        {pauseLabel}
      </button>
    </div>
  );
}
