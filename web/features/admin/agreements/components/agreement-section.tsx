import { useEffect, useState } from "react";
import {
  getAgreement,
  listAgreements,
  listAgreementTemplates,
  type Agreement,
  type AgreementTemplate,
  type AgreementWithText,
} from "../api/agreements";
import { canRevoke, canSend, channelsText, eventText } from "../labels";
import { DetailSection } from "../../shared/components/detail-section";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { useAdminAction } from "../../shared/components/use-admin-action";
import { AgreementForm } from "./agreement-form";
import { AgreementRow } from "./agreement-row";
import { AgreementTextView } from "./agreement-text";

// A lead's fee agreements (issue 54): the ones prepared so far with their state in plain words, a
// new one from a template and the terms discussed with the worker, and the text as the worker
// will read it with what happened to it. An attorney sends it (which signs it for the firm),
// confirming with a fresh code from their authenticator app, sends it again with a new link, or
// revokes the link; other staff see that only an attorney can.

function AgreementList({
  form,
  id,
  agreements,
  templates,
  onShow,
  onChanged,
}: {
  form: string;
  id: string;
  agreements: Agreement[];
  templates: AgreementTemplate[];
  onShow: (agreement: Agreement) => void;
  onChanged: (changed: AgreementWithText) => void;
}) {
  const { user } = useAdminSession();
  if (agreements.length === 0) return <p>No agreement has been prepared for this lead yet.</p>;
  const titleOf = (a: Agreement) => templates.find((t) => t.id === a.template)?.titles.en ?? a.template;
  return (
    <>
      <ul className="space-y-3">
        {agreements.map((a) => (
          <AgreementRow
            key={a.id}
            form={form}
            id={id}
            agreement={a}
            title={titleOf(a)}
            onShow={() => onShow(a)}
            onChanged={onChanged}
          />
        ))}
      </ul>
      {!user.attorney && agreements.some((a) => canSend(a) || canRevoke(a)) && (
        <p className="font-semibold">Only an attorney can send a fee agreement.</p>
      )}
    </>
  );
}

/** The agreement shown: its text as the worker reads it, then each step that happened to it. */
function ShownAgreement({ shown }: { shown: AgreementWithText }) {
  const events = shown.events ?? [];
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-bold text-slate-900">What the worker will read</h3>
        {shown.agreement.state === "draft" && (
          <p className="mb-3 text-slate-700">
            The attorney&apos;s name and State Bar number are filled in when an attorney sends it.
          </p>
        )}
        <AgreementTextView text={shown.text} />
      </div>
      <div>
        <h3 className="text-lg font-bold text-slate-900">What happened</h3>
        {events.length === 0 ? (
          <p>Nothing yet: it has not been sent.</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-6">
            {events.map((event, i) => (
              <li key={i}>{eventText(event)}</li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/** What the page says once a send or revoke went through (announced politely). */
function changedNotice({ agreement: a }: AgreementWithText): string {
  if (a.state === "revoked") return "The link is revoked: it no longer works.";
  const how = channelsText(a.channels);
  return `Sent to the worker${how ? ` ${how}` : ""}.`;
}

export function AgreementSection({ form, id }: { form: string; id: string }) {
  const [templates, setTemplates] = useState<AgreementTemplate[]>([]);
  const [agreements, setAgreements] = useState<Agreement[] | null>(null);
  const [shown, setShown] = useState<AgreementWithText | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useAdminAction("loading the agreements");
  const show = useAdminAction("loading the agreement");
  const { run } = load;

  useEffect(() => {
    void run(async () => {
      const [t, a] = await Promise.all([listAgreementTemplates(), listAgreements(form, id)]);
      setTemplates(t);
      setAgreements(a);
    });
  }, [form, id, run]);

  function changed(answer: AgreementWithText) {
    setAgreements((list) => (list ?? []).map((a) => (a.id === answer.agreement.id ? answer.agreement : a)));
    setShown(answer);
    setNotice(changedNotice(answer));
  }

  return (
    <DetailSection title="Fee agreement">
      <div className="space-y-4">
        {agreements && (
          <AgreementList
            form={form}
            id={id}
            agreements={agreements}
            templates={templates}
            onShow={(a) => {
              setNotice(null);
              void show.run(async () => setShown(await getAgreement(form, id, a.id)));
            }}
            onChanged={changed}
          />
        )}
        <StatusMessage message={notice} reserve={false} />
        <ErrorAlert message={load.error ?? show.error} />
        {templates.some((t) => t.kind === "contingency") && (
          <AgreementForm
            form={form}
            id={id}
            templates={templates.filter((t) => t.kind === "contingency")}
            onPrepared={(made) => {
              setAgreements((list) => [...(list ?? []), made.agreement]);
              setShown(made);
              setNotice(null);
            }}
          />
        )}
        {shown && <ShownAgreement shown={shown} />}
      </div>
    </DetailSection>
  );
}
