import { useSyncExternalStore, type ReactNode } from "react";
import { useLocation } from "react-router";
import { thankYouReference as copy } from "@/content/thank-you";
import { referenceFromState } from "../model/reference";
import { storedLead, storedReference } from "../model/session";

const subscribeNothing = () => () => {};

/** False while prerendering and hydrating, true in the browser after that. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The reference box of /thank-you, around the page's call and booking buttons. The prerendered
 * HTML holds the box with a placeholder; after hydration it shows the reference of the request
 * just sent (from session storage: a public page loads the next one, so navigation state only
 * comes with React Router's client, in the staff area and the unit tests). Its text area keeps
 * the same height in every state, so nothing below it moves when the reference appears.
 */
export function ThankYouReference({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { state } = useLocation();
  const stored = useSyncExternalStore(subscribeNothing, storedReference, () => null);
  // The navigation state also comes back on a reload, so it is read only after hydration too.
  const reference = hydrated ? (referenceFromState(state) ?? stored) : null;

  return (
    <div className="rounded-lg border-2 border-blue-800 bg-blue-50 p-4 sm:p-6">
      <div aria-live="polite" className="min-h-[5.25rem] sm:min-h-14">
        {reference ? (
          <>
            <p className="text-lg leading-7 font-bold text-slate-950 sm:text-xl">
              {copy.label}{" "}
              <span className="font-mono tracking-wide whitespace-nowrap" data-testid="intake-reference">
                {reference}
              </span>
            </p>
            <p className="mt-1 leading-6 text-slate-800">{copy.callHint}</p>
          </>
        ) : (
          <p className="text-lg leading-7 text-slate-800">{hydrated ? copy.noReference : copy.placeholder}</p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-4">{children}</div>
    </div>
  );
}

/**
 * The id of the request just sent in this tab (session storage), for what the page offers about
 * it (a time for the call, features/booking, placed by the route): null while prerendering and
 * hydrating, and when this tab sent nothing.
 */
export function SentLead({ children }: { children: (lead: string | null) => ReactNode }) {
  const lead = useSyncExternalStore(subscribeNothing, storedLead, () => null);
  return <>{children(lead)}</>;
}
