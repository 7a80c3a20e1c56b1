import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { addNote, maxNoteLength, type LeadContact, type LeadEvent } from "../api/lead-detail";
import { contactMethodLabel, contactOutcomeLabel, eventText } from "../labels";
import { localTime } from "../../shared/time";
import { AdminField } from "../../shared/components/admin-field";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminInput, phoneTarget } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

type HistoryItem = { key: string; at: string; title: string; actor: string; text: string; contact: boolean };

/** Events and contact attempts in one list, oldest first (both come oldest first). */
export function historyItems(events: LeadEvent[], contacts: LeadContact[]): HistoryItem[] {
  const items: HistoryItem[] = [
    ...events.map((event, index) => ({
      key: `event-${index}`,
      at: event.at,
      title: eventText(event),
      actor: event.actor,
      text: event.text,
      contact: false,
    })),
    ...contacts.map((c) => ({
      key: `contact-${c.id}`,
      at: c.at,
      title: `${contactMethodLabel(c.method)}, ${contactOutcomeLabel(c.outcome).toLowerCase()}`,
      actor: c.actor,
      text: c.note,
      contact: true,
    })),
  ];
  const time = (iso: string) => Date.parse(iso) || 0;
  return items.sort((a, b) => time(a.at) - time(b.at));
}

/**
 * A form to add a note, and the lead's history below it: notes, status changes, assignments and
 * contact attempts.
 */
export function LeadNotes({
  form,
  id,
  events,
  contacts = [],
}: {
  form: string;
  id: string;
  events: LeadEvent[];
  contacts?: LeadContact[];
}) {
  const history = historyItems(events, contacts);
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
        <button type="submit" className={`${adminButton} ${phoneTarget}`} disabled={pending}>
          {pending ? "Adding…" : "Add note"}
        </button>
        <StatusMessage message={saved} />
        <ErrorAlert message={error} />
      </form>
      <h3 className="mt-6 text-lg font-bold">History</h3>
      {history.length === 0 ? (
        <p className="mt-2">Nothing recorded yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {history.map((item) => (
            <li
              key={item.key}
              className={`border-l-4 pl-3 ${item.contact ? "border-amber-700" : "border-blue-800"}`}
            >
              <p className="font-semibold">
                {item.title} <span className="font-normal">by {item.actor || "unknown"},</span>{" "}
                <time dateTime={item.at} className="font-normal">
                  {localTime(item.at)}
                </time>
              </p>
              {item.text && <p className="mt-1 whitespace-pre-wrap break-words">{item.text}</p>}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
