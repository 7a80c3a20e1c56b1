import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import {
  addNote,
  deleteLead,
  maxNoteLength,
  retryDelivery,
  setStatus,
  type Delivery,
  type LeadDetail,
  type LeadEvent,
} from "../api/lead-detail";
import { statuses } from "../api/leads";
import {
  answerText,
  channelLabel,
  deliveryLabel,
  fieldLabel,
  fieldOrder,
  formLabel,
  fullName,
  localTime,
  statusLabel,
} from "../labels";
import { mailtoHref, telHref } from "../contact-links";
import { DeleteLeadDialog } from "./delete-lead-dialog";
import { ErrorAlert, StatusMessage } from "./error-alert";
import { DeliveryBadge } from "./leads-table";
import { useAdminSession } from "./session-context";
import {
  adminButton,
  adminHeading2,
  adminInput,
  adminLabel,
  adminLink,
  adminSection,
  adminSecondaryButton,
} from "./styles";
import { useAdminAction } from "./use-admin-action";
import { TableScroller } from "./table-scroller";

// Every value below comes from a visitor and is rendered as React text, never as markup.

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={adminSection}>
      <h2 id={id} className={adminHeading2}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="whitespace-pre-wrap break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const orDash = (value: string) => value || "—";

function answerRows(form: string, answers: Record<string, unknown>): [string, string][] {
  const order = fieldOrder(form);
  const names = [
    ...order.filter((name) => name in answers),
    ...Object.keys(answers).filter((name) => !order.includes(name)),
  ];
  return names.map((name) => [fieldLabel(form, name), answerText(answers[name])]);
}

function StatusForm({ form, id, status }: { form: string; id: string; status: string }) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("saving the status");
  const [saved, setSaved] = useState<string | null>(null);
  const selectId = useId();
  // The select follows the stored status when it changes (after a save, or another staff member's
  // change on revalidation) without remounting the form, so the "saved" message stays announced.
  const [choice, setChoice] = useState(status);
  const [storedStatus, setStoredStatus] = useState(status);
  if (status !== storedStatus) {
    setStoredStatus(status);
    setChoice(status);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = choice;
    setSaved(null);
    if ((await run(() => setStatus(form, id, next, csrfToken))).ok) {
      setSaved(`Status saved: ${statusLabel(next)}.`);
      await revalidator.revalidate();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={selectId} className={adminLabel}>
          Lead status
        </label>
        <select
          id={selectId}
          name="status"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={adminInput}
        >
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
          {!(statuses as readonly string[]).includes(status) && (
            <option value={status}>{statusLabel(status)}</option>
          )}
        </select>
      </div>
      <button type="submit" className={adminButton} disabled={pending}>
        {pending ? "Saving…" : "Save status"}
      </button>
      <div className="w-full">
        <StatusMessage message={saved} />
        <ErrorAlert message={error} />
      </div>
    </form>
  );
}

function eventText(event: LeadEvent): string {
  if (event.kind === "status") {
    return event.fromStatus
      ? `Status changed from ${statusLabel(event.fromStatus)} to ${statusLabel(event.toStatus)}`
      : `Status set to ${statusLabel(event.toStatus)}`;
  }
  return "Note";
}

function Notes({ form, id, events }: { form: string; id: string; events: LeadEvent[] }) {
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
        <div>
          <label htmlFor={noteId} className={adminLabel}>
            New note
          </label>
          <textarea
            key={draftKey}
            id={noteId}
            name="note"
            rows={4}
            maxLength={maxNoteLength}
            className={adminInput}
          />
        </div>
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

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("retrying the delivery");
  const [queued, setQueued] = useState<string | null>(null);
  const canRetry = delivery.state === "failed" || delivery.state === "dead";
  const channel = channelLabel(delivery.channel);

  return (
    <li className="rounded-md border border-slate-300 p-4">
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {channel} <DeliveryBadge state={delivery.state} />
      </h3>
      <div className="mt-2">
        <Details
          rows={[
            ["Attempts", String(delivery.attemptCount)],
            ["Next attempt", delivery.nextAttemptAt ? localTime(delivery.nextAttemptAt) : "—"],
            ["Last error", orDash(delivery.lastError)],
          ]}
        />
      </div>
      {delivery.attempts.length > 0 && (
        <TableScroller label={`${channel} attempts`} className="mt-3">
          <table className="w-full border-collapse text-left">
            <caption className="text-left font-semibold">{channel} attempts</caption>
            <thead>
              <tr className="bg-slate-200">
                <th scope="col" className="p-2">
                  When
                </th>
                <th scope="col" className="p-2">
                  Outcome
                </th>
                <th scope="col" className="p-2">
                  HTTP status
                </th>
                <th scope="col" className="p-2">
                  Error
                </th>
              </tr>
            </thead>
            <tbody>
              {delivery.attempts.map((attempt, index) => (
                <tr key={`${attempt.at}-${index}`} className="border-t border-slate-300">
                  <td className="p-2">
                    <time dateTime={attempt.at}>{localTime(attempt.at)}</time>
                  </td>
                  <td className="p-2">{deliveryLabel(attempt.outcome)}</td>
                  <td className="p-2">{attempt.httpStatus ?? "—"}</td>
                  <td className="break-words p-2">{orDash(attempt.error)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {canRetry && (
        <div className="mt-3">
          <button
            type="button"
            className={adminSecondaryButton}
            disabled={pending}
            onClick={async () => {
              setQueued(null);
              if ((await run(() => retryDelivery(delivery.id, csrfToken))).ok) {
                setQueued("Retry queued.");
                await revalidator.revalidate();
              }
            }}
          >
            {pending ? "Retrying…" : `Retry ${channel.toLowerCase()} delivery`}
          </button>
          <StatusMessage message={queued} />
          <ErrorAlert message={error} />
        </div>
      )}
    </li>
  );
}

export function LeadDetailPage({ detail }: { detail: LeadDetail }) {
  const { lead, events, deliveries } = detail;
  const { csrfToken } = useAdminSession();
  const navigate = useNavigate();
  const remove = useAdminAction("deleting the lead");
  const name = fullName(lead);
  const consent = Object.entries(lead.consent);
  const phoneHref = lead.phone ? telHref(lead.phone) : null;

  return (
    <div className="space-y-6">
      <p>
        <Link to="/admin" className={adminLink}>
          Back to all leads
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-bold break-words">{name}</h1>
        <p className="mt-1">
          {formLabel(lead.form)}, received <time dateTime={lead.createdAt}>{localTime(lead.createdAt)}</time>.
          Status: {statusLabel(lead.status)}.
        </p>
      </header>

      <Section title="Contact">
        <Details
          rows={[
            [
              "E-mail",
              lead.email ? (
                <a href={mailtoHref(lead.email)} className={`${adminLink} break-all`}>
                  {lead.email}
                </a>
              ) : (
                "—"
              ),
            ],
            [
              "Phone",
              phoneHref ? (
                <a href={phoneHref} className={adminLink}>
                  {lead.phone}
                </a>
              ) : (
                lead.phone || "—"
              ),
            ],
            ["Issue types", orDash(lead.issueTypes.join(", "))],
          ]}
        />
      </Section>

      <Section title="Status">
        <StatusForm form={lead.form} id={lead.id} status={lead.status} />
      </Section>

      <Section title="Answers">
        <Details rows={answerRows(lead.form, lead.answers)} />
      </Section>

      <Section title="Consent">
        {consent.length === 0 ? (
          <p>This form asks for no consent.</p>
        ) : (
          <Details
            rows={consent.map(([field, given]) => [
              fieldLabel(lead.form, field),
              given ? "Given" : "Not given",
            ])}
          />
        )}
      </Section>

      <Section title="Where the lead came from">
        <Details
          rows={[
            ["Landing page", orDash(lead.landingPage)],
            ["UTM source", orDash(lead.utmSource)],
            ["UTM medium", orDash(lead.utmMedium)],
            ["UTM campaign", orDash(lead.utmCampaign)],
            ["Browser (user agent)", orDash(lead.userAgent)],
            ["Lead id", lead.id],
          ]}
        />
      </Section>

      <Section title="Notes and history">
        <Notes form={lead.form} id={lead.id} events={events} />
      </Section>

      <Section title="Deliveries">
        {deliveries.length === 0 ? (
          <p>No delivery targets were set up when this lead arrived.</p>
        ) : (
          <ul className="space-y-4">
            {deliveries.map((delivery) => (
              <DeliveryCard key={delivery.id} delivery={delivery} />
            ))}
          </ul>
        )}
      </Section>

      <Section title="Delete this lead">
        <p className="mb-3">For privacy requests: the person’s details are removed for good.</p>
        <DeleteLeadDialog
          leadName={name}
          onDelete={async (reason) => {
            const outcome = await remove.run(() => deleteLead(lead.form, lead.id, reason, csrfToken));
            if (outcome.ok) navigate("/admin", { replace: true, state: { deleted: true } });
            return outcome.ok ? null : outcome.message;
          }}
        />
      </Section>
    </div>
  );
}
