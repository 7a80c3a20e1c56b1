import { Link, useNavigate } from "react-router";
import { deleteLead, type LeadDetail } from "../api/lead-detail";
import { fieldLabel, fieldOrder, answerText, formLabel, fullName, localTime, statusLabel } from "../labels";
import { mailtoHref, telHref } from "../contact-links";
import { can } from "../roles";
import { DeleteLeadDialog } from "./delete-lead-dialog";
import { DeliveryCard } from "./delivery-card";
import { DetailSection, Details, orDash } from "./detail-section";
import { LeadNotes } from "./lead-notes";
import { LeadStatusForm } from "./lead-status-form";
import { useAdminSession } from "./session-context";
import { adminLink } from "./styles";
import { useAdminAction } from "./use-admin-action";

// Every value below comes from a visitor and is rendered as React text, never as markup.

function answerRows(form: string, answers: Record<string, unknown>): [string, string][] {
  const order = fieldOrder(form);
  const names = [
    ...order.filter((name) => name in answers),
    ...Object.keys(answers).filter((name) => !order.includes(name)),
  ];
  return names.map((name) => [fieldLabel(form, name), answerText(answers[name])]);
}

export function LeadDetailPage({ detail }: { detail: LeadDetail }) {
  const { lead, events, deliveries } = detail;
  const { csrfToken, user } = useAdminSession();
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

      <DetailSection title="Contact">
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
      </DetailSection>

      <DetailSection title="Status">
        <LeadStatusForm form={lead.form} id={lead.id} status={lead.status} />
      </DetailSection>

      <DetailSection title="Answers">
        <Details rows={answerRows(lead.form, lead.answers)} />
      </DetailSection>

      <DetailSection title="Consent">
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
      </DetailSection>

      <DetailSection title="Where the lead came from">
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
      </DetailSection>

      <DetailSection title="Notes and history">
        <LeadNotes form={lead.form} id={lead.id} events={events} />
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
