import { useEffect, useRef, useState } from "react";
import { manageWords as words } from "@/content/booking";
import { hrefOf } from "@/lib/base-path";
import { bookingPath } from "@/lib/booking-slots";
import { siteLanguage } from "@/lib/i18n/language";
import {
  cancelCall,
  fetchManagedCall,
  moveCall,
  type BookingFailure,
  type BookingFailureKind,
  type ManagedCall,
} from "../api/booking";
import { slotWhen } from "../slot-times";
import { ProblemAlert } from "./call-us";
import {
  CallNote,
  CallSummary,
  CallUs,
  CancelledView,
  danger,
  LinkProblemView,
  NoLinkView,
  primary,
  secondary,
} from "./manage-views";
import SlotPicker from "./slot-picker";
import { useSlotChoice } from "./use-slot-choice";

export type ManageCallProps = {
  /** The link's token (?t=), null without one. */
  token: string | null;
  /**
   * What the page was sent back to say (?done= and ?error=, from the forms without JavaScript):
   * "booked", "moved", "cancelled", "slot-taken" (a move lost its time), "gone" or "bad" (the link).
   */
  outcome: string | null;
};

type View =
  | { state: "loading" }
  | { state: "no-link" }
  | { state: "cancelled" }
  | { state: "failed"; kind: BookingFailureKind }
  | { state: "call"; call: ManagedCall; token: string };

type Mode = "view" | "confirm-cancel" | "move";
/** What takes focus after the next render: where the person's change shows. */
type FocusTarget = "summary" | "confirm" | "picker" | "cancel" | "move";

/** The page's words for a link that did not open a call. */
function linkProblem(kind: BookingFailureKind): string {
  if (kind === "gone") return words.gone;
  if (kind === "bad-link") return words.badLink;
  return words.failed;
}

/** Shows this address without reloading it, so a reload or a bookmark opens the same state. */
function showAddress(path: string) {
  window.history.replaceState(window.history.state, "", hrefOf(path));
}

/** The first view of the page: its call is loading, or what the address says instead. */
function firstView(token: string | null, outcome: string | null): View {
  if (token) return { state: "loading" };
  if (outcome === "cancelled") return { state: "cancelled" };
  if (outcome === "gone") return { state: "failed", kind: "gone" };
  if (outcome === "bad") return { state: "failed", kind: "bad-link" };
  return { state: "no-link" };
}

/** The note above a call that a form without JavaScript came back with. */
function noteOf(outcome: string | null): string | null {
  if (outcome === "booked") return words.booked;
  if (outcome === "moved") return words.moved;
  if (outcome === "slot-taken") return words.slotTaken;
  return null;
}

/**
 * /booking with the link from a booking message: the reference and the time of the call, never
 * names or case details; "Cancel this call" (asked once more first) and "Move it" (the picker,
 * without "as soon as you can"). Loaded on demand (on-demand.tsx).
 */
export default function ManageCall({ token, outcome }: ManageCallProps) {
  const [view, setView] = useState<View>(() => firstView(token, outcome));
  const [attempt, setAttempt] = useState(0);
  const [mode, setMode] = useState<Mode>("view");
  const [note, setNote] = useState<string | null>(() => noteOf(outcome));
  const [problem, setProblem] = useState<string | null>(null);
  const choice = useSlotChoice(() => setProblem(null));
  const [busy, setBusy] = useState(false);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const confirmHeading = useRef<HTMLParagraphElement>(null);
  const pickerBox = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const moveButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void fetchManagedCall(token).then((result) => {
      if (!current) return;
      setView(
        result.ok
          ? { state: "call", call: result.value, token }
          : { state: "failed", kind: result.failure.kind },
      );
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  // Focus follows the change the person asked for: the question before cancelling, the picker, the
  // new time, or back to the button that opened them.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const element = {
      summary: summary.current,
      confirm: confirmHeading.current,
      picker: pickerBox.current,
      cancel: cancelButton.current,
      move: moveButton.current,
    }[target];
    element?.focus();
  });

  const failWith = (failure: BookingFailure) => {
    if (failure.kind === "gone" || failure.kind === "bad-link") {
      setView({ state: "failed", kind: failure.kind });
      return;
    }
    if (failure.kind === "taken") {
      choice.taken(failure.slots);
      setProblem(words.slotTaken);
      return;
    }
    setProblem(failure.kind === "contact-limit" ? words.contactLimit : words.actionFailed);
  };

  /** Opens the picker or the question before cancelling and sends focus there; note and problem clear. */
  const open = (next: "move" | "confirm-cancel", focus: "picker" | "confirm") => {
    setMode(next);
    setProblem(null);
    setNote(null);
    pendingFocus.current = focus;
  };

  /** Back to the call's buttons, focus on the one that opened the step being left. */
  const back = (focus: "cancel" | "move") => {
    setMode("view");
    setProblem(null);
    pendingFocus.current = focus;
  };

  if (view.state === "loading") return <p role="status">{words.loading}</p>;

  if (view.state === "no-link") return <NoLinkView />;

  if (view.state === "cancelled") return <CancelledView />;

  if (view.state === "failed")
    return (
      <LinkProblemView text={linkProblem(view.kind)} gone={view.kind === "gone"}>
        {view.kind !== "gone" && view.kind !== "bad-link" && (
          <button type="button" className={`${secondary} mt-4`} onClick={() => setAttempt((n) => n + 1)}>
            {words.retry}
          </button>
        )}
      </LinkProblemView>
    );

  const { call, token: currentToken } = view;
  const when = slotWhen(call.start, siteLanguage);

  async function cancel() {
    setBusy(true);
    setProblem(null);
    const result = await cancelCall(currentToken, siteLanguage);
    setBusy(false);
    if (result.ok) {
      showAddress("/booking?done=cancelled");
      setView({ state: "cancelled" });
      return;
    }
    failWith(result.failure);
  }

  async function move() {
    if (!choice.slot) {
      setProblem(words.pickFirst);
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await moveCall(currentToken, choice.slot, siteLanguage);
    setBusy(false);
    if (result.ok) {
      const moved = result.value;
      showAddress(`${bookingPath(moved.manage)}&done=moved`);
      setView({
        state: "call",
        token: moved.manage,
        call: { ...call, start: moved.start, date: moved.date, time: moved.time },
      });
      setMode("view");
      choice.reset();
      setNote(words.moved);
      pendingFocus.current = "summary";
      return;
    }
    failWith(result.failure);
  }

  return (
    <div>
      <CallSummary
        note={note && <CallNote text={note} />}
        reference={call.reference}
        when={when}
        summaryRef={summary}
      />

      {mode === "view" && (
        <div className="mt-6 flex flex-wrap gap-4">
          <button ref={moveButton} type="button" className={primary} onClick={() => open("move", "picker")}>
            {words.move}
          </button>
          <button
            ref={cancelButton}
            type="button"
            className={secondary}
            onClick={() => open("confirm-cancel", "confirm")}
          >
            {words.cancel}
          </button>
        </div>
      )}

      {mode === "confirm-cancel" && (
        <div className="mt-6 rounded-lg border border-red-300 p-4 sm:p-6">
          <p ref={confirmHeading} tabIndex={-1} className="text-lg font-semibold text-slate-950">
            {words.confirmCancel(when)}
          </p>
          <p className="mt-1 text-slate-800">{words.confirmCancelHint}</p>
          <div className="mt-4 flex flex-wrap gap-4">
            <button type="button" className={danger} disabled={busy} onClick={() => void cancel()}>
              {busy ? words.cancelling : words.yesCancel}
            </button>
            <button type="button" className={secondary} disabled={busy} onClick={() => back("cancel")}>
              {words.keep}
            </button>
          </div>
        </div>
      )}

      {mode === "move" && (
        <form
          className="mt-6"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void move();
          }}
        >
          <div ref={pickerBox} tabIndex={-1}>
            <SlotPicker callLanguage={call.language} {...choice.picker} soonest={false} />
          </div>
          <div className="mt-4 flex flex-wrap gap-4">
            <button type="submit" className={primary} disabled={busy}>
              {busy ? words.moving : words.moveTo}
            </button>
            <button
              type="button"
              className={secondary}
              disabled={busy}
              onClick={() => {
                choice.reset();
                back("move");
              }}
            >
              {words.keepTime}
            </button>
          </div>
        </form>
      )}

      <ProblemAlert
        text={problem}
        withPhone={problem === words.actionFailed || problem === words.contactLimit}
        className="mt-4"
        padding="p-4"
      />
      <CallUs />
    </div>
  );
}
