import { useId } from "react";
import { setLeadLanguage } from "../api/conversation";
import { leadLanguageLabels, leadLanguages, type LeadLanguage } from "../../shared/api/fields";
import { ErrorAlert } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminSecondaryButton, phoneTarget } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

/**
 * For a lead whose language is not known yet (one that began with a text): staff say which
 * language the worker writes in, and the saved replies and automatic texts follow it.
 */
export function LeadLanguageChoice({
  form,
  id,
  onSet,
}: {
  form: string;
  id: string;
  /** After the server stored it; the parent reloads the lead and says so. */
  onSet: (language: LeadLanguage) => Promise<void>;
}) {
  const { csrfToken } = useAdminSession();
  const { pending, error, run } = useAdminAction("setting the language");
  const labelId = useId();

  async function choose(language: LeadLanguage) {
    if ((await run(() => setLeadLanguage(form, id, language, csrfToken))).ok) await onSet(language);
  }

  return (
    <div role="group" aria-labelledby={labelId} className="rounded-md border border-slate-400 p-3">
      <p id={labelId} className="font-semibold">
        Language not known yet: which language does the worker write in?
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {leadLanguages.map((language) => (
          <button
            key={language}
            type="button"
            disabled={pending}
            onClick={() => choose(language)}
            className={`${adminSecondaryButton} ${phoneTarget}`}
          >
            {leadLanguageLabels[language]}
          </button>
        ))}
      </div>
      <ErrorAlert message={error} />
    </div>
  );
}
