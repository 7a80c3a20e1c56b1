import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { leadLanguageLabels } from "../../shared/api/fields";
import { setCallOutcome, type BookingMessage, type LeadBooking } from "../api/calls";
import {
  bookingChannelLabel,
  bookingMessageKindLabel,
  bookingMessageStateLabel,
  callStateLabel,
  messageFailed,
  messageProblemTexts,
  outcomeChoice,
} from "../labels";
import { californiaCallSpan } from "../../shared/time";
import { ConfirmDialog } from "../../shared/components/confirm-dialog";
import { Details, orDash } from "../../shared/components/detail-section";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { StaffTable } from "../../shared/components/staff-table";
import { adminButton, adminHeading2, adminSection, phoneTarget } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";
import { useNow } from "../../shared/components/use-now";

// The lead's booked call (issue 35): when and with whom, the confirmation and reminders sent to the
// worker (a message that did not go out is shown as a problem, never left silent), and what came of
// the call once its time has come. Shown only for a lead that has or had a booked call.

function MessageProblems({ texts }: { texts: string[] }) {
  if (texts.length === 0) return null;
  return (
    <div className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-950">
      <p className="font-bold">
        {texts.length === 1
          ? "A message about this call did not reach the worker."
          : `${texts.length} messages about this call did not reach the worker.`}{" "}
        They may not know about the call or the reminder: call them to confirm.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {texts.map((text) => (
          <li key={text} className="break-words">
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

const stateStyles = {
  problem: "border-red-700 bg-red-50 text-red-900",
  delivered: "border-green-700 bg-green-50 text-green-900",
  waiting: "border-amber-700 bg-amber-50 text-amber-900",
};

/** A message's state as words in a tinted box: the colour only repeats what the text says. */
function MessageState({ message }: { message: BookingMessage }) {
  const style = messageFailed(message)
    ? stateStyles.problem
    : message.state === "delivered"
      ? stateStyles.delivered
      : stateStyles.waiting;
  return (
    <span className={`inline-block rounded border px-2 py-0.5 text-sm font-semibold ${style}`}>
      {bookingMessageStateLabel(message.state)}
    </span>
  );
}

function Messages({ booking }: { booking: LeadBooking }) {
  if (booking.reminders.length === 0) return <p>No confirmation or reminder is queued for this call.</p>;
  return (
    <StaffTable
      label="Messages to the worker about the call"
      caption="Messages to the worker about the call"
      columns={["Message", "By", "State", "Last error"]}
    >
      {booking.reminders.map((message, index) => (
        <tr
          key={`${message.kind}-${message.channel}-${index}`}
          className={`border-t border-slate-300 align-top ${messageFailed(message) ? "bg-red-50" : ""}`}
        >
          <th scope="row" className="p-3 text-left font-normal">
            {bookingMessageKindLabel(message.kind)}
          </th>
          <td className="p-3">{bookingChannelLabel(message.channel)}</td>
          <td className="p-3">
            <MessageState message={message} />
          </td>
          <td className="min-w-48 p-3 break-words">{orDash(message.lastError)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

export function LeadBookingSection({
  form,
  id,
  booking,
  error,
}: {
  form: string;
  id: string;
  booking: LeadBooking | null;
  /** Why the booked call could not be loaded; the rest of the lead still works. */
  error: string | null;
}) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const done = useAdminAction("marking the call as done");
  const noShow = useAdminAction("marking the call as a no-show");
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const reasonId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useNow();

  if (!booking && !error) return null;
  const choice = booking ? outcomeChoice(booking, now) : null;

  async function markDone() {
    setNotice(null);
    if ((await done.run(() => setCallOutcome(form, id, "done", csrfToken))).ok) {
      await revalidator.revalidate();
      setNotice("The call is marked as done.");
      // The buttons are gone; the section's heading keeps the place.
      headingRef.current?.focus();
    }
  }

  async function noShowMarked() {
    await revalidator.revalidate();
    setNotice(
      "The call is marked as a no-show. A contact attempt “No answer” was logged and the follow-up tries have started.",
    );
    headingRef.current?.focus();
  }

  return (
    <section aria-labelledby={headingId} className={adminSection}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={`${adminHeading2} focus:outline-none`}>
        Booked call
      </h2>
      <div className="mt-3 space-y-4">
        {error && <ErrorAlert message={error} focus={false} />}
        {booking && (
          <>
            <MessageProblems texts={messageProblemTexts(booking.reminders)} />
            <Details
              rows={[
                [
                  "When (California time)",
                  <time dateTime={booking.start}>{californiaCallSpan(booking.start, booking.end)}</time>,
                ],
                ["With", orDash(booking.user)],
                ["Language", booking.language ? leadLanguageLabels[booking.language] : "—"],
                ["State", callStateLabel(booking.state)],
              ]}
            />
            <Messages booking={booking} />
            {choice && booking.state === "booked" && (
              <div className="space-y-2">
                <div className="flex flex-wrap gap-3">
                  <button
                    type="button"
                    className={`${adminButton} ${phoneTarget}`}
                    disabled={!choice.enabled || done.pending}
                    aria-describedby={choice.enabled ? undefined : reasonId}
                    onClick={markDone}
                  >
                    {done.pending ? "Saving…" : "Mark as done"}
                  </button>
                  <ConfirmDialog
                    trigger="No-show"
                    title="Mark this call as a no-show?"
                    confirm="Mark as a no-show"
                    pending="Saving…"
                    disabled={!choice.enabled}
                    describedBy={choice.enabled ? undefined : reasonId}
                    onConfirm={async () => {
                      setNotice(null);
                      const outcome = await noShow.run(() => setCallOutcome(form, id, "no_show", csrfToken));
                      return outcome.ok ? null : outcome.message;
                    }}
                    // Loaded again once the dialog has closed: the buttons then go, and the heading
                    // keeps the place.
                    onConfirmed={() => void noShowMarked()}
                  >
                    <p>
                      The worker did not answer at the booked time. This logs a contact attempt “No answer”,
                      which starts the follow-up tries: the lead then shows when the next try is due.
                    </p>
                  </ConfirmDialog>
                </div>
                {!choice.enabled && <p id={reasonId}>{choice.reason}</p>}
              </div>
            )}
            <StatusMessage message={notice} reserve={false} />
            <ErrorAlert message={done.error} />
          </>
        )}
      </div>
    </section>
  );
}
