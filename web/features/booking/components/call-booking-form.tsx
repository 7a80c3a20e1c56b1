import { useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ServerFilled } from "@/components/ui/server-filled";
import { callBookingCopy as copy } from "@/content/call-booking";
import { slotPickerWords } from "@/content/booking";
import { consentCopy, contactFieldCopy } from "@/content/intake";
import { bookingPath, parseSlots, type Slot } from "@/lib/booking-slots";
import { siteLanguage, type Language } from "@/lib/i18n/language";
import { useHydrated } from "@/lib/use-hydrated";
import {
  bookingTokenOf,
  callBookingFields,
  callBookingForm,
  callBookingReducer,
  emptyCallBooking,
  restoreCallBooking,
  slotLanguageOf,
  type CallBookingAction,
  type CallBookingData,
  type CallBookingState,
} from "../call-booking";
import { maxLengthOf, optionsOf } from "@/lib/intake-form/definitions";
import { goTo } from "@/lib/navigate";
import { thankYouPath } from "@/lib/intake-form/reference";
import { useIntakeForm, type SubmitFailed } from "@/lib/intake-form/use-intake-form";
import {
  Checkbox,
  ChoiceGroup,
  Honeypot,
  NoticeAtCollection,
  primaryButton,
  SubmitProblem,
  TermsCheckbox,
  TextField,
} from "@/components/ui/intake-fields";
import { LazySlotPicker } from "./on-demand";
import { SoonestOption } from "./slot-options";

/** What the slot picker (slot-picker.tsx, loaded on demand) gets from this form. */
export type SlotFieldProps = {
  /** The language the worker wants to be called in: the picker offers that team's hours. */
  callLanguage: Language;
  value: string;
  onChange: (slot: string) => void;
  name: string;
  /** The times still open after the chosen one was taken (409), for the same call language. */
  freshSlots: readonly Slot[] | null;
  errors?: string[];
};

const contactInputs = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "email", type: "email", inputMode: "email", autoComplete: "email" },
  { name: "phone", type: "tel", inputMode: "tel", autoComplete: "tel" },
] as const;

const initial = () => ({ data: emptyCallBooking(siteLanguage) });
const restore = (saved: CallBookingState) => restoreCallBooking(saved, siteLanguage);

/** The code of the no-JavaScript form's way back (/book?error=...), if it is one the page explains. */
function returnedError(search: string): keyof typeof copy.returned | null {
  const code = new URLSearchParams(search).get("error");
  return code !== null && Object.hasOwn(copy.returned, code) ? (code as keyof typeof copy.returned) : null;
}

/**
 * /book: the firm's own booking form (issue 35). A real form posted to /api/call-bookings, so it
 * works before and without JavaScript: the server fills the times in place of the marker. Once
 * the script runs, the slot picker takes their place and the form is sent as JSON like the
 * other intake forms (same envelope, same retry with one submission id, errors at their fields).
 * A booked time leads to the call's page (/booking), no time to /thank-you. `slotField` stands in
 * for the picker in tests.
 */
export function CallBookingForm({
  slotField = (props) => <LazySlotPicker {...props} />,
}: {
  slotField?: (props: SlotFieldProps) => ReactNode;
}) {
  const hydrated = useHydrated();
  const { state, dispatch, submit, status, fieldErrors } = useIntakeForm<CallBookingState, CallBookingAction>(
    {
      draftName: "call-booking",
      form: callBookingForm,
      reducer: callBookingReducer,
      initial,
      restore,
      restoreOnMount: false,
    },
  );
  const { data } = state;
  const update = (patch: Partial<CallBookingData>) => dispatch({ type: "update", data: patch });
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  // The call language a 409's fresh times are for: another language needs the server's list.
  const [takenFor, setTakenFor] = useState<string | null>(null);
  // A time chosen from the server's list before React ran (the page hydrates this form on the
  // first touch, focus or key in it: app/islands/book.tsx): the picker that takes the list's place
  // starts from it. The list is not React's, so lib/early-input.ts cannot tell React of it.
  useLayoutEffect(() => {
    const chosen = formRef.current?.querySelector<HTMLInputElement>('input[name="slot"]:checked');
    if (chosen?.value) dispatch({ type: "update", data: { slot: chosen.value } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form is hydrated
  }, []);
  const callLanguage = slotLanguageOf(data.callLanguage);
  const returned = hydrated ? returnedError(window.location.search) : null;

  const onFailed = (failure: SubmitFailed) => {
    if (failure.kind === "slot-taken") {
      setTakenFor(data.callLanguage);
      update({ slot: "" });
    }
    // After React has shown the messages: the first field that needs a change, else the message.
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], textarea[aria-invalid="true"], fieldset[aria-invalid="true"] input',
      );
      (failure.kind === "invalid" && invalid ? invalid : problemRef.current)?.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const receipt = await submit(callBookingFields(data), honeypot.current?.value ?? "", onFailed);
    if (!receipt) return;
    const token = bookingTokenOf(receipt.booking);
    goTo(token ? bookingPath(token) : thankYouPath);
  };

  const taken = status.phase === "failed" && status.kind === "slot-taken";
  const takenSlots = taken ? status.slots : undefined;
  // One list per answer: the picker shows it until the worker changes the call's language.
  const fresh = useMemo(() => (taken ? (parseSlots(takenSlots) ?? []) : null), [taken, takenSlots]);
  const freshSlots = takenFor === data.callLanguage ? fresh : null;
  const sending = status.phase === "sending";

  return (
    <form
      ref={formRef}
      method="post"
      action={callBookingForm.endpoint}
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-6"
    >
      {returned && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {copy.returned[returned]}
        </p>
      )}
      <div ref={problemRef} tabIndex={-1} className="empty:hidden">
        {taken ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
            {copy.slotTaken}
          </p>
        ) : (
          <SubmitProblem status={status} />
        )}
      </div>
      <input type="hidden" name="form_id" value="call_booking" />
      <input type="hidden" name="language" value={siteLanguage} />

      <div className="grid gap-4 sm:grid-cols-2">
        {contactInputs.map(({ name, ...input }) => (
          <TextField
            key={name}
            {...contactFieldCopy[name]}
            {...input}
            name={name}
            value={data[name]}
            onChange={(next) => update({ [name]: next })}
            maxLength={maxLengthOf(callBookingForm, name)}
            errors={fieldErrors[name]}
            required
          />
        ))}
      </div>

      <ChoiceGroup
        name="callLanguage"
        legend={copy.callLanguage.legend}
        hint={copy.callLanguage.hint}
        options={optionsOf(callBookingForm, "callLanguage")}
        value={data.callLanguage}
        onChange={(next) => update({ callLanguage: next as string, slot: "" })}
        errors={fieldErrors.callLanguage}
      />

      <TextField
        name="topic"
        label={copy.topic.label}
        hint={copy.topic.hint}
        multiline
        value={data.topic}
        onChange={(topic) => update({ topic })}
        maxLength={maxLengthOf(callBookingForm, "topic")}
        errors={fieldErrors.topic}
      />

      {hydrated ? (
        slotField({
          callLanguage,
          value: data.slot,
          onChange: (slot) => update({ slot }),
          name: "slot",
          freshSlots,
          ...(taken ? {} : { errors: fieldErrors.slot }),
        })
      ) : (
        // Before (and without) JavaScript: "as soon as you can" and the server's list of times.
        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-slate-900">{slotPickerWords.legend}</legend>
          <p className="text-sm text-slate-600">{slotPickerWords.zoneHint}</p>
          <SoonestOption name="slot" defaultChecked className="mt-3" />
          <ServerFilled marker="booking-slots" />
        </fieldset>
      )}

      <div className="grid gap-4">
        <TermsCheckbox
          name="termsAccepted"
          checked={data.termsAccepted}
          onChange={(termsAccepted) => update({ termsAccepted })}
          errors={fieldErrors.termsAccepted}
        />
        <Checkbox
          name="smsConsent"
          checked={data.smsConsent}
          onChange={(smsConsent) => update({ smsConsent })}
          errors={fieldErrors.smsConsent}
        >
          {copy.smsConsent}
        </Checkbox>
      </div>

      <NoticeAtCollection text={consentCopy.notice} />
      <Honeypot inputRef={honeypot} />
      <div>
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? copy.sending : copy.send}
        </button>
      </div>
    </form>
  );
}
