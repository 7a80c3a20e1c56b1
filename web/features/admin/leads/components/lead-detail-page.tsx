import { Link, useNavigate } from "react-router";
import type { LeadData } from "../loaders";
import { deleteLead, type Lead } from "../api/lead-detail";
import {
  answerLabel,
  answerPlace,
  answerText,
  answerValueText,
  elapsedText,
  fieldLabel,
  fieldOrder,
  fullName,
  hasFormDefinition,
  technicalFieldLabels,
} from "../labels";
import { can } from "../../shared/roles";
import { ConversationSection } from "../../conversation/components/conversation-section";
import { DeleteLeadDialog } from "./delete-lead-dialog";
import { DeliveryCard } from "./delivery-card";
import { DetailSection, Details, orDash } from "../../shared/components/detail-section";
import { LeadBookingSection } from "../../booking/components/lead-booking";
import { AgreementSection } from "../../agreements/components/agreement-section";
import { LeadConflicts } from "./lead-conflicts";
import { LeadNotes } from "./lead-notes";
import { LeadStatusForm } from "./lead-status-form";
import { LeadDeadlines } from "./lead-deadlines";
import { LeadSummary } from "./lead-summary";
import { useAdminSession } from "../../shared/components/session-context";
import { adminHeading2, adminLink, adminSection } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

// Every value below comes from a visitor and is rendered as React text, never as markup.

/** The stored answers of one place (the worker's words, or technical), in the order of the form. */
function answerNames(
  form: string,
  answers: Record<string, unknown>,
  place: "answers" | "technical",
): string[] {
  const order = fieldOrder(form);
  return [
    ...order.filter((name) => name in answers),
    ...Object.keys(answers).filter((name) => !order.includes(name)),
  ].filter((name) => answerPlace(form, name) === place);
}

function answerRows(form: string, answers: Record<string, unknown>): [string, string][] {
  return answerNames(form, answers, "answers").map((name) => [
    answerLabel(form, name),
    answerValueText(form, name, answers[name]),
  ]);
}

/** Where the lead came from and how it was sent: for checking spam or a campaign, not for the call. */
function technicalRows(lead: Lead): [string, string][] {
  // The lead's own columns first; the same values stored with the answers are not repeated.
  const fromLead: [string, string, string][] = [
    ["landingPage", technicalFieldLabels.landingPage!, lead.landingPage],
    ["utm_source", technicalFieldLabels.utm_source!, lead.utmSource],
    ["utm_medium", technicalFieldLabels.utm_medium!, lead.utmMedium],
    ["utm_campaign", technicalFieldLabels.utm_campaign!, lead.utmCampaign],
  ];
  const shown = new Set(fromLead.map(([name]) => name));
  const rest = answerNames(lead.form, lead.answers, "technical")
    .filter((name) => !shown.has(name))
    .map((name): [string, string] => [
      answerLabel(lead.form, name),
      name === "elapsedMs" ? elapsedText(lead.answers[name]) : answerText(lead.answers[name]),
    ]);
  return [
    ...fromLead.map(([, label, value]): [string, string] => [label, orDash(value)]),
    ["Browser (user agent)", orDash(lead.userAgent)],
    ...rest,
    ["Lead id", lead.id],
  ];
}

export function LeadDetailPage({ detail, thread, threadError, booking, bookingError }: LeadData) {
  const { lead, events, deliveries, contacts } = detail;
  const { csrfToken, user } = useAdminSession();
  const navigate = useNavigate();
  const remove = useAdminAction("deleting the lead");
  const name = fullName(lead);
  const consent = Object.entries(lead.consent);
  // A lead that began with a text has no form: no answers and no consent boxes (issue 34).
  const fromForm = hasFormDefinition(lead.form);

  return (
    <div className="space-y-3 md:space-y-6">
      <p>
        <Link to="/admin" className={adminLink}>
          Back to the leads
        </Link>
      </p>
      <LeadSummary detail={detail} />
      <LeadConflicts detail={detail} />
      <LeadBookingSection form={lead.form} id={lead.id} booking={booking} error={bookingError} />

      <ConversationSection lead={lead} thread={thread} threadError={threadError} />

      {fromForm && (
        <DetailSection title="Answers">
          <Details rows={answerRows(lead.form, lead.answers)} />
        </DetailSection>
      )}

      <LeadDeadlines deadlines={detail.deadlines} estimate={lead.answers.estimate} />

      <DetailSection title="Consent">
        {!fromForm ? (
          <p>
            This lead began with a text from the worker, not a form: there are no consent boxes. Replies can
            be sent until the worker texts STOP.
          </p>
        ) : consent.length === 0 ? (
          <p>This form asks for no consent.</p>
        ) : (
          <Details
            rows={consent.map(([field, given]) => [
              fieldLabel(lead.form, field),
              given ? "Given" : "Not given",
            ])}
          />
        )}
      </DetailSection>

      <DetailSection title="Status">
        <LeadStatusForm form={lead.form} id={lead.id} status={lead.status} />
      </DetailSection>

      <AgreementSection form={lead.form} id={lead.id} />

      <DetailSection title="Notes and history">
        <LeadNotes form={lead.form} id={lead.id} events={events} contacts={contacts} />
      </DetailSection>

      <DetailSection title="Deliveries">
        {deliveries.length === 0 ? (
          <p>No delivery targets were set up when this lead arrived.</p>
        ) : (
          <ul className="space-y-4">
            {deliveries.map((delivery) => (
              <DeliveryCard key={delivery.id} delivery={delivery} />
            ))}
          </ul>
        )}
      </DetailSection>

      <details className={adminSection}>
        <summary className={`${adminHeading2} cursor-pointer py-2`}>Technical details</summary>
        <p className="mt-2 mb-3 text-slate-800">
          Where the lead came from and how the form was sent, for checking campaigns and spam.
        </p>
        <Details rows={technicalRows(lead)} />
      </details>

      {can(user.role, "delete-lead") && (
        <DetailSection title="Delete this lead">
          <p className="mb-3">For privacy requests: the person’s details are removed for good.</p>
          <DeleteLeadDialog
            leadName={name}
            onDelete={async (reason) => {
              const outcome = await remove.run(() => deleteLead(lead.form, lead.id, reason, csrfToken));
              if (outcome.ok) navigate("/admin", { replace: true, state: { deleted: true } });
              return outcome.ok ? null : outcome.message;
            }}
          />
        </DetailSection>
      )}
    </div>
  );
}
