import { useEffect, useState, type ComponentType, type JSX, type ReactNode } from "react";
import { manageWords, slotPickerWords } from "@/content/booking";
import { CallUsNote } from "./call-us";
import type { SlotPickerProps } from "./slot-picker";
import type { LeadBookingProps } from "./lead-booking";
import type { ManageCallProps } from "./manage-call";

// The booking components write times with Intl, whose first use costs a public page 20-50 ms
// (docs/decisions/0023), so none of them is in a page's first download: each loads when a page
// shows it, which is after hydration. Not React.lazy: a failed download would throw to the
// layout's error page; here it leaves a message with the phone number in place.

/** A component whose code loads the first time it is shown; `waiting` until then. */
function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  waiting: (failed: boolean) => ReactNode,
): (props: P) => JSX.Element {
  let loaded: ComponentType<P> | null = null;
  return function OnDemand(props: P) {
    const [component, setComponent] = useState<{ C: ComponentType<P> } | null>(loaded ? { C: loaded } : null);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (component) return;
      let current = true;
      load().then(
        (module) => {
          loaded = module.default;
          if (current) setComponent({ C: module.default });
        },
        () => current && setFailed(true),
      );
      return () => {
        current = false;
      };
    }, [component]);
    if (component) return <component.C {...props} />;
    return <div role="status">{waiting(failed)}</div>;
  };
}

function Waiting({ failed, words }: { failed: boolean; words: { loading: string; failed: string } }) {
  return failed ? (
    <CallUsNote text={words.failed} className="text-slate-800" />
  ) : (
    <p className="text-slate-700">{words.loading}</p>
  );
}

const waitingFor = (words: { loading: string; failed: string }) => (failed: boolean) => (
  <Waiting failed={failed} words={words} />
);

/** The picker of days and times (slot-picker.tsx). */
export const LazySlotPicker = onDemand<SlotPickerProps>(
  () => import("./slot-picker"),
  waitingFor(slotPickerWords),
);

/** /thank-you's offer of a time for the request just sent (lead-booking.tsx). */
export const LazyLeadBooking = onDemand<LeadBookingProps>(
  () => import("./lead-booking"),
  waitingFor(slotPickerWords),
);

/** /booking's view of a booked call (manage-call.tsx). */
export const LazyManageCall = onDemand<ManageCallProps>(
  () => import("./manage-call"),
  waitingFor(manageWords),
);
