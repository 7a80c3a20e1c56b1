import { useId, useState, type FormEvent } from "react";
import {
  prepareAgreement,
  type AgreementTemplate,
  type AgreementWithText,
  type FeeRow,
} from "../api/agreements";
import { AdminField, FieldProblem } from "../../shared/components/admin-field";
import { ErrorAlert } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminInput, adminLabel, adminSecondaryButton } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

const maxFees = 5;

/**
 * A new contingency agreement for the lead: the template, the language the terms were discussed
 * in, the matter in a sentence, each fee percentage with when it applies, and a note on costs.
 * The server checks every term and says each problem at its field.
 */
export function AgreementForm({
  form,
  id,
  templates,
  onPrepared,
}: {
  form: string;
  id: string;
  templates: AgreementTemplate[];
  onPrepared: (made: AgreementWithText) => void;
}) {
  const { csrfToken } = useAdminSession();
  const { pending, error, run } = useAdminAction("preparing the agreement");
  const [fees, setFees] = useState<FeeRow[]>([{ percent: "", when: "" }]);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const uid = useId();
  const problem = (field: string) => problems[field]?.[0];
  const describedBy = (field: string, hint?: string) =>
    [hint, problem(field) ? `${uid}-${field}-error` : ""].filter(Boolean).join(" ") || undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const draft = {
      template: String(data.get("template") ?? ""),
      language: data.get("language") === "es" ? ("es" as const) : ("en" as const),
      matter: String(data.get("matter") ?? ""),
      fees,
      costsNote: String(data.get("costsNote") ?? ""),
    };
    const result: { made?: AgreementWithText } = {};
    const outcome = await run(async () => {
      result.made = await prepareAgreement(form, id, draft, csrfToken);
    });
    setProblems(outcome.fieldErrors);
    if (result.made) onPrepared(result.made);
  }

  const setFee = (index: number, patch: Partial<FeeRow>) =>
    setFees((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <form method="post" noValidate onSubmit={submit} className="max-w-2xl space-y-4">
      <h3 className="text-lg font-bold text-slate-900">Prepare an agreement</h3>
      <AdminField id={`${uid}-template`} label="Agreement">
        <select id={`${uid}-template`} name="template" className={adminInput}>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.titles.en} (version {t.version}
              {t.sample ? ", a sample to review" : ""})
            </option>
          ))}
        </select>
      </AdminField>
      <fieldset aria-describedby={describedBy("language")}>
        <legend className={adminLabel}>Language the terms were discussed in</legend>
        <div className="mt-1 flex gap-6">
          {(["en", "es"] as const).map((language) => (
            <label key={language} className="flex items-center gap-2">
              <input
                type="radio"
                name="language"
                value={language}
                defaultChecked={language === "en"}
                className="size-5"
              />
              {language === "en" ? "English" : "Spanish (the worker reads Spanish first, English beside it)"}
            </label>
          ))}
        </div>
        <FieldProblem id={`${uid}-language-error`} message={problem("language")} />
      </fieldset>
      <AdminField id={`${uid}-matter`} label="What the agreement is for, in a sentence">
        <textarea
          id={`${uid}-matter`}
          name="matter"
          rows={2}
          maxLength={300}
          aria-invalid={problem("matter") ? true : undefined}
          aria-describedby={describedBy("matter")}
          className={adminInput}
        />
        <FieldProblem id={`${uid}-matter-error`} message={problem("matter")} />
      </AdminField>
      <fieldset aria-describedby={describedBy("fees")}>
        <legend className={adminLabel}>Fee: each percentage and when it applies</legend>
        <FieldProblem id={`${uid}-fees-error`} message={problem("fees")} />
        {fees.map((fee, i) => (
          <div key={i} className="mt-2 grid gap-2 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
            <AdminField id={`${uid}-percent-${i}`} label={`Percent ${i + 1}`}>
              <input
                id={`${uid}-percent-${i}`}
                inputMode="decimal"
                value={fee.percent}
                onChange={(e) => setFee(i, { percent: e.target.value })}
                aria-invalid={problem(`fees[${i}].percent`) ? true : undefined}
                aria-describedby={describedBy(`fees[${i}].percent`)}
                className={adminInput}
              />
              <FieldProblem id={`${uid}-fees[${i}].percent-error`} message={problem(`fees[${i}].percent`)} />
            </AdminField>
            <AdminField id={`${uid}-when-${i}`} label={`When percent ${i + 1} applies`}>
              <input
                id={`${uid}-when-${i}`}
                value={fee.when}
                maxLength={200}
                onChange={(e) => setFee(i, { when: e.target.value })}
                aria-invalid={problem(`fees[${i}].when`) ? true : undefined}
                aria-describedby={describedBy(`fees[${i}].when`)}
                className={adminInput}
              />
              <FieldProblem id={`${uid}-fees[${i}].when-error`} message={problem(`fees[${i}].when`)} />
            </AdminField>
            {fees.length > 1 && (
              <button
                type="button"
                className={adminSecondaryButton}
                onClick={() => setFees((rows) => rows.filter((_, j) => j !== i))}
              >
                Remove fee {i + 1}
              </button>
            )}
          </div>
        ))}
        {fees.length < maxFees && (
          <button
            type="button"
            className={`${adminSecondaryButton} mt-2`}
            onClick={() => setFees((rows) => [...rows, { percent: "", when: "" }])}
          >
            Add a fee
          </button>
        )}
      </fieldset>
      <AdminField id={`${uid}-costs`} label="Note on costs (optional)">
        <textarea
          id={`${uid}-costs`}
          name="costsNote"
          rows={2}
          maxLength={500}
          aria-invalid={problem("costsNote") ? true : undefined}
          aria-describedby={describedBy("costsNote")}
          className={adminInput}
        />
        <FieldProblem id={`${uid}-costsNote-error`} message={problem("costsNote")} />
      </AdminField>
      <button type="submit" className={adminButton} disabled={pending}>
        {pending ? "Preparing…" : "Prepare the agreement"}
      </button>
      <ErrorAlert message={Object.keys(problems).length > 0 ? null : error} />
    </form>
  );
}
