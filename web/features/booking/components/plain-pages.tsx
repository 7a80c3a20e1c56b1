import { Fragment, type ReactNode } from "react";
import { callBookingCopy } from "@/content/call-booking";
import { manageWords, slotPickerWords } from "@/content/booking";
import { siteLanguage } from "@/lib/i18n/language";
import { ProblemAlert, CallUsNote } from "./call-us";
import {
  CallNote,
  CallSummary,
  CallUs,
  CancelledView,
  LinkProblemView,
  NoLinkView,
  primary,
  secondary,
} from "./manage-views";
import { DayTimes, TimeOption } from "./slot-options";

// The parts of /book and /booking that the server fills when it sends the page, for use without
// JavaScript (docs/decisions/0047): the prerender writes them as Mustache templates from the same
// components the scripted pages show, and booking/plain_pages.cpp renders them with the open
// times or the call. Only the prerender renders these (app/island.tsx); no script loads them.
// The names below are everything the server gives; docs/booking-api.md lists them too.

/** A Mustache section: its children are written when the server's value `name` is true or a list. */
function When({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      {`{{#${name}}}`}
      {children}
      {`{{/${name}}}`}
    </>
  );
}

/** The open times by day: `days` [{ day, times [{ start, clock }] }], or `noTimes`. */
function OpenTimes() {
  return (
    <>
      <When name="noTimes">
        <CallUsNote text={slotPickerWords.empty} className="mt-3 text-slate-800" />
      </When>
      <When name="days">
        <DayTimes day="{{day}}">
          <When name="times">
            <TimeOption name="slot" start="{{start}}" label="{{clock}}" />
          </When>
        </DayTimes>
      </When>
    </>
  );
}

/** /book's notes: why the form without JavaScript came back (?error=), and the list's own state. */
const bookNotes: Record<string, string> = {
  slotTaken: callBookingCopy.returned["slot-taken"],
  invalid: callBookingCopy.returned.invalid,
  busy: callBookingCopy.returned.busy,
  contactLimit: callBookingCopy.returned["contact-limit"],
  tooMany: slotPickerWords.tooMany,
  unreadable: slotPickerWords.failed,
};

/** /book's times without JavaScript, after "as soon as you can" (call-booking-form.tsx). */
export function BookTimesTemplate() {
  return (
    <>
      {Object.entries(bookNotes).map(([name, text]) => (
        <When key={name} name={name}>
          <ProblemAlert text={text} withPhone className="mt-3" padding="p-3" />
        </When>
      ))}
      <OpenTimes />
    </>
  );
}

/** Notes above the call, by the ?done= it came back with. */
const callNotes: { name: string; text: string; alert: boolean }[] = [
  { name: "booked", text: manageWords.booked, alert: false },
  { name: "moved", text: manageWords.moved, alert: false },
  { name: "slotTaken", text: manageWords.slotTaken, alert: true },
  { name: "slotMissing", text: manageWords.pickFirst, alert: true },
  { name: "changeFailed", text: manageWords.actionFailed, alert: true },
  { name: "contactLimit", text: manageWords.contactLimit, alert: true },
];

/** A form posted to the API that changes the call: its link's token and what to do. */
function ChangeForm({ action, children }: { action: "cancel" | "move"; children: ReactNode }) {
  return (
    <form method="post" action="/api/booking/manage" className="mt-6">
      <input type="hidden" name="t" value="{{token}}" />
      <input type="hidden" name="language" value={siteLanguage} />
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

/** /booking without JavaScript: the views of manage-call.tsx, with forms in place of its buttons. */
export function ManageTemplate() {
  return (
    <>
      <When name="noLink">
        <NoLinkView />
      </When>
      <When name="cancelled">
        <CancelledView />
      </When>
      <When name="gone">
        <LinkProblemView text={manageWords.gone} gone />
      </When>
      <When name="bad">
        <LinkProblemView text={manageWords.badLink} gone={false} />
      </When>
      <When name="unreadable">
        <LinkProblemView text={manageWords.failed} gone={false} />
      </When>
      <When name="call">
        <CallSummary
          note={callNotes.map(({ name, text, alert }) => (
            <Fragment key={name}>
              <When name={name}>
                <CallNote text={text} alert={alert} />
              </When>
            </Fragment>
          ))}
          reference="{{reference}}"
          when="{{when}}"
        />
        <ChangeForm action="cancel">
          <button type="submit" className={secondary}>
            {manageWords.cancel}
          </button>
        </ChangeForm>
        <ChangeForm action="move">
          <fieldset className="min-w-0">
            <legend className="text-lg font-semibold text-slate-900">{slotPickerWords.moveLegend}</legend>
            <p className="text-sm text-slate-600">{slotPickerWords.zoneHint}</p>
            <OpenTimes />
          </fieldset>
          <button type="submit" className={`${primary} mt-4`}>
            {manageWords.moveTo}
          </button>
        </ChangeForm>
        <CallUs />
      </When>
    </>
  );
}

/** Every name the templates read, for the tests on both sides. */
const timesNames = ["noTimes", "days", "day", "times", "start", "clock"];
export const bookTemplateNames = [...Object.keys(bookNotes), ...timesNames];
export const manageTemplateNames = [
  ...["noLink", "cancelled", "gone", "bad", "unreadable", "call"],
  ...callNotes.map((n) => n.name),
  ...["reference", "when", "token"],
  ...timesNames,
];
