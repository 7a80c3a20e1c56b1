import { useId } from "react";
import { leadLanguageLabels } from "../../shared/api/fields";
import type { LeadDetail } from "../api/lead-detail";
import { mailtoHref, readablePhone, telHref } from "../contact-links";
import { contactMethodLabel, contactOutcomeLabel, formLabel, fullName, statusLabel } from "../labels";
import { localTime } from "../../shared/time";
import { ContactLogForm } from "./contact-log-form";
import { DoNotText, doNotTextReason } from "../../conversation/components/do-not-text";
import { ConversationMarks } from "../../conversation/components/conversation-marks";
import { LeadAssignment } from "./lead-assignment";
import { adminLink, adminSection } from "../../shared/components/styles";
import { useNow } from "../../shared/components/use-now";
import { WaitingClock } from "./waiting-clock";
import { VisibleText } from "../../shared/components/visible-text";

// Every value below comes from a visitor and is rendered as React text, never as markup.

/** The employer the worker named: the server's own field, else the answer (an older server). */
function leadEmployer(lead: LeadDetail["lead"]): string {
  const answer = lead.answers.employerName;
  return lead.employer.trim() || (typeof answer === "string" ? answer.trim() : "");
}

/**
 * The top of a lead, made to be seen without scrolling on a laptop and on a phone: who it is, the
 * number to call, the reference, how long they have waited, who works the lead, and the form to
 * log a contact attempt.
 */
export function LeadSummary({ detail }: { detail: LeadDetail }) {
  const { lead, contacts, slaMinutes } = detail;
  const now = useNow();
  const headingId = useId();
  const phoneHref = lead.phone ? telHref(lead.phone) : null;
  const last = contacts.at(-1);

  return (
    <section
      aria-labelledby={headingId}
      className={`${adminSection} grid gap-x-8 gap-y-3 sm:gap-y-4 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)]`}
    >
      <div className="min-w-0">
        <h1 id={headingId} className="text-2xl font-bold break-words">
          <VisibleText text={fullName(lead)} />
        </h1>
        <p className="mt-1 text-sm text-slate-800">
          {formLabel(lead.form)}, received <time dateTime={lead.createdAt}>{localTime(lead.createdAt)}</time>.
          Status: {statusLabel(lead.status)}.
        </p>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-0.5 sm:mt-3 sm:gap-y-2">
          <dt className="font-semibold">Phone</dt>
          <dd>
            {phoneHref ? (
              <a href={phoneHref} className={`${adminLink} text-xl`}>
                {readablePhone(lead.phone)}
              </a>
            ) : (
              <span className="break-words">{lead.phone || "—"}</span>
            )}
            {/* One line on a phone; the rows sit closer there so "Log contact" stays in view. */}
            <DoNotText lead={lead} className="sm:mt-1" compact />
            <ConversationMarks
              conversation={lead.conversation}
              now={now}
              keys={["text-failed"]}
              className="mt-1"
            />
          </dd>
          <dt className="font-semibold">Language</dt>
          <dd>
            {lead.language === "" ? (
              <>
                Not known yet
                <span className="block text-sm text-slate-800">
                  The lead began with a text: set the language under Conversation.
                </span>
              </>
            ) : (
              leadLanguageLabels[lead.language]
            )}
            {lead.language === "es" && (
              <span className="block text-sm text-slate-800">
                {lead.form === "text-message"
                  ? "The worker writes in Spanish: text and call in Spanish if you can."
                  : "Sent from the Spanish site: the worker heard back in Spanish; call in Spanish if you can."}
              </span>
            )}
          </dd>
          <dt className="font-semibold">Reference</dt>
          <dd className="font-mono">{lead.reference || "—"}</dd>
          <dt className="font-semibold">First contact</dt>
          <dd>
            <WaitingClock lead={lead} slaMinutes={slaMinutes} now={now} />
            {last && (
              <span className="block text-sm text-slate-800">
                {contacts.length === 1 ? "1 attempt" : `${contacts.length} attempts`}; last:{" "}
                {contactMethodLabel(last.method).toLowerCase()},{" "}
                {contactOutcomeLabel(last.outcome).toLowerCase()},{" "}
                <time dateTime={last.at}>{localTime(last.at)}</time>
              </span>
            )}
          </dd>
          <dt className="font-semibold">Assigned to</dt>
          <dd>
            <LeadAssignment form={lead.form} id={lead.id} assignee={lead.assignee} />
          </dd>
        </dl>
      </div>
      <div className="border-t border-slate-300 pt-3 sm:pt-4 lg:row-span-2 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
        <ContactLogForm form={lead.form} id={lead.id} doNotText={doNotTextReason(lead)} />
      </div>
      {/* After the form in the page, so that on a phone the call, the clock, the assignment and the
          form come first; on a laptop they sit under the details, beside the form. The next try
          after a call that did not reach the worker (issue 34) is here for the same reason. */}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-2 lg:col-start-1">
        <dt className="font-semibold">E-mail</dt>
        <dd>
          {lead.email ? (
            <a href={mailtoHref(lead.email)} className={`${adminLink} break-all`}>
              {lead.email}
            </a>
          ) : (
            "—"
          )}
        </dd>
        <dt className="font-semibold">Employer</dt>
        <dd className="break-words">
          {leadEmployer(lead) ? <VisibleText text={leadEmployer(lead)} /> : "—"}
        </dd>
        {lead.conversation.nextTryAt && (
          <>
            <dt className="font-semibold">Next call</dt>
            <dd>
              <ConversationMarks conversation={lead.conversation} now={now} keys={["next-try"]} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
