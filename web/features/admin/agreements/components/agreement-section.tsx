import { useEffect, useState } from "react";
import {
  getAgreement,
  listAgreements,
  listAgreementTemplates,
  type Agreement,
  type AgreementTemplate,
  type AgreementWithText,
} from "../api/agreements";
import { californiaTime } from "../../shared/time";
import { DetailSection } from "../../shared/components/detail-section";
import { ErrorAlert } from "../../shared/components/error-alert";
import { adminSecondaryButton } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";
import { AgreementForm } from "./agreement-form";
import { AgreementTextView } from "./agreement-text";

// A lead's fee agreements (issue 54): the ones prepared so far, a new one from a template and the
// terms discussed with the worker, and its text as the worker will read it. Sending it (an
// attorney, with their second factor) comes in a later step.

const languageNames = { en: "English", es: "Spanish" } as const;

function AgreementList({
  agreements,
  templates,
  onShow,
}: {
  agreements: Agreement[];
  templates: AgreementTemplate[];
  onShow: (agreement: Agreement) => void;
}) {
  if (agreements.length === 0) return <p>No agreement has been prepared for this lead yet.</p>;
  const titleOf = (a: Agreement) => templates.find((t) => t.id === a.template)?.titles.en ?? a.template;
  return (
    <ul className="space-y-2">
      {agreements.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-3">
          <span>
            <span className="font-semibold">{titleOf(a)}</span> (version {a.version}, terms discussed in{" "}
            {languageNames[a.language]}): draft prepared by {a.preparedBy} on {californiaTime(a.preparedAt)}
          </span>
          <button type="button" className={adminSecondaryButton} onClick={() => onShow(a)}>
            Show the text
          </button>
        </li>
      ))}
    </ul>
  );
}

export function AgreementSection({ form, id }: { form: string; id: string }) {
  const [templates, setTemplates] = useState<AgreementTemplate[]>([]);
  const [agreements, setAgreements] = useState<Agreement[] | null>(null);
  const [shown, setShown] = useState<AgreementWithText | null>(null);
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

  return (
    <DetailSection title="Fee agreement">
      <div className="space-y-4">
        {agreements && (
          <AgreementList
            agreements={agreements}
            templates={templates}
            onShow={(a) => void show.run(async () => setShown(await getAgreement(form, id, a.id)))}
          />
        )}
        <ErrorAlert message={load.error ?? show.error} />
        {templates.some((t) => t.kind === "contingency") && (
          <AgreementForm
            form={form}
            id={id}
            templates={templates.filter((t) => t.kind === "contingency")}
            onPrepared={(made) => {
              setAgreements((list) => [...(list ?? []), made.agreement]);
              setShown(made);
            }}
          />
        )}
        {shown && (
          <div>
            <h3 className="text-lg font-bold text-slate-900">What the worker will read</h3>
            <p className="mb-3 text-slate-700">
              The attorney&apos;s name and State Bar number are filled in when an attorney sends it.
            </p>
            <AgreementTextView text={shown.text} />
          </div>
        )}
      </div>
    </DetailSection>
  );
}
