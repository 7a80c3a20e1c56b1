import { useRef, useState, type FormEvent } from "react";
import { Link } from "@/components/ui/site-link";
import { slotPickerWords, thankYouBookingWords as words } from "@/content/booking";
import { bookingPath, isToken } from "@/lib/booking-slots";
import { siteLanguage } from "@/lib/i18n/language";
import { bookForLead, type BookedCall, type BookingFailure } from "../api/booking";
import { slotWhen } from "../slot-times";
import { ProblemAlert } from "./call-us";
import SlotPicker from "./slot-picker";
import { useSlotChoice } from "./use-slot-choice";

export type LeadBookingProps = { lead: string };

// A call booked here is remembered for the tab (like the request's reference), so a reload of
// /thank-you shows it instead of offering the times again.
const bookedKey = (lead: string) => `booking:lead:${lead}`;

function rememberedCall(lead: string): BookedCall | null {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(bookedKey(lead)) ?? "null");
    if (typeof saved !== "object" || saved === null) return null;
    const call = saved as Record<string, unknown>;
    return typeof call.start === "string" && isToken(call.manage) ? (saved as BookedCall) : null;
  } catch {
    return null;
  }
}

function rememberCall(lead: string, call: BookedCall) {
  try {
    window.sessionStorage.setItem(bookedKey(lead), JSON.stringify(call));
  } catch {
    // storage disabled: the booking stands, only a reload forgets it
  }
}

/** The words of a failed booking, by what went wrong. */
function problemOf(failure: BookingFailure): string {
  switch (failure.kind) {
    case "taken":
      return slotPickerWords.taken;
    case "already-booked":
      return words.alreadyBooked;
    case "not-found":
      return words.tooLate;
    case "invalid":
      return words.invalid;
    case "contact-limit":
      return words.contactLimit;
    default:
      return words.failed;
  }
}

/**
 * On /thank-you, for the case review or questionnaire just sent: pick a time for the call and book
 * it (POST /api/booking). Doing nothing changes nothing: "call me as soon as you can" stays the
 * default and the request is already with the team. Loaded on demand (on-demand.tsx).
 */
export default function LeadBooking({ lead }: LeadBookingProps) {
  const [booked, setBooked] = useState<BookedCall | null>(() => rememberedCall(lead));
  const [pickerKey, setPickerKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ text: string; call: boolean } | null>(null);
  const choice = useSlotChoice(() => setProblem(null));
  const confirmation = useRef<HTMLDivElement>(null);

  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!choice.slot) {
      setProblem({ text: words.pickFirst, call: false });
      return;
    }
    setSending(true);
    setProblem(null);
    const result = await bookForLead(lead, choice.slot, siteLanguage);
    setSending(false);
    if (result.ok) {
      rememberCall(lead, result.value);
      setBooked(result.value);
      requestAnimationFrame(() => confirmation.current?.focus());
      return;
    }
    const failure = result.failure;
    if (failure.kind === "taken") {
      choice.taken(failure.slots);
    } else if (failure.kind === "invalid") {
      // The time is no longer offered: ask the server for the list again.
      choice.reset();
      setPickerKey((n) => n + 1);
    }
    setProblem({ text: problemOf(failure), call: failure.kind !== "taken" && failure.kind !== "invalid" });
  }

  if (booked) {
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="rounded-lg bg-green-50 p-4 text-slate-900"
      >
        <p className="text-lg font-semibold">{words.booked(slotWhen(booked.start, siteLanguage))}</p>
        <p className="mt-1 text-slate-800">{words.bookedHint}</p>
        <p className="mt-3">
          <Link
            to={bookingPath(booked.manage)}
            className="font-semibold text-blue-800 underline underline-offset-2"
          >
            {words.manageLink}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void book(e)} noValidate>
      <SlotPicker key={pickerKey} callLanguage={siteLanguage} {...choice.picker} />
      <ProblemAlert
        text={problem?.text ?? null}
        withPhone={problem?.call ?? false}
        className="mt-3"
        padding="p-3"
      />
      <button
        type="submit"
        disabled={sending}
        className="mt-4 inline-flex min-h-12 items-center justify-center rounded-md bg-blue-800 px-6 font-semibold text-white hover:bg-blue-900 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {sending ? words.booking : words.book}
      </button>
    </form>
  );
}
