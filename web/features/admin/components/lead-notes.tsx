import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { addNote, maxNoteLength, type LeadEvent } from "../api/lead-detail";
import { localTime, statusLabel } from "../labels";
import { AdminField } from "./admin-field";
import { ErrorAlert, StatusMessage } from "./error-alert";
import { useAdminSession } from "./session-context";
import { adminButton, adminInput } from "./styles";
import { useAdminAction } from "./use-admin-action";

function eventText(event: LeadEvent): string {
  if (event.kind === "status") {
    return event.fromStatus
      ? `Status changed from ${statusLabel(event.fromStatus)} to ${statusLabel(event.toStatus)}`
      : `Status set to ${statusLabel(event.toStatus)}`;
  }
  return "Note";
}

/** A form to add a note, and the lead's history of notes and status changes below it. */
export function LeadNotes({ form, id, events }: { form: string; id: string; events: LeadEvent[] }) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run, setError } = useAdminAction("adding the note");
  const [saved, setSaved] = useState<string | null>(null);
  // A new key empties the textarea, but only after the note was stored.
  const [draftKey, setDraftKey] = useState(0);
  const noteId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("note") ?? "").trim();
    setSaved(null);
    if (!text) {
      setError("Please write the note first.");
      return;
    }
    if ((await run(() => addNote(form, id, text, csrfToken))).ok) {
      setDraftKey((k) => k + 1);
      setSaved("Note added.");
      await revalidator.revalidate();
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-3">
        <AdminField id={noteId} label="New note">
          <textarea
            key={draftKey}
            id={noteId}
            name="note"
            rows={4}
            maxLength={maxNoteLength}
            className={adminInput}
          />
        </AdminField>
        <button type="submit" className={adminButton} disabled={pending}>
          {pending ? "Adding…" : "Add note"}
        </button>
        <StatusMessage message={saved} />
        <ErrorAlert message={error} />
      </form>
      <h3 className="mt-6 text-lg font-bold">History</h3>
      {events.length === 0 ? (
        <p className="mt-2">No notes or status changes yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="border-l-4 border-blue-800 pl-3">
              <p className="font-semibold">
                {eventText(event)} <span className="font-normal">by {event.actor || "unknown"},</span>{" "}
                <time dateTime={event.at} className="font-normal">
                  {localTime(event.at)}
                </time>
              </p>
              {event.text && <p className="mt-1 whitespace-pre-wrap break-words">{event.text}</p>}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
