import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { getRecoveryCodesLeft, makeRecoveryCodes } from "../api/account";
import { cleanCode } from "../api/enrolment";
import { AdminField, FieldProblem } from "../../shared/components/admin-field";
import { AppCodeInput } from "./app-code-input";
import { ErrorAlert } from "../../shared/components/error-alert";
import { RecoveryCodes } from "./recovery-codes";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminHeading2, adminLink, adminSection } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

// The signed-in user's recovery codes: how many are left (a warning at the top of the account page
// when only a few are), and ten new ones, for a current code from the app, that replace the old.

/** The section's anchor, for the warning at the top of the page to link to. */
const recoveryCodesAnchor = "recovery-codes";

/** Few enough left to say so prominently. */
const fewRecoveryCodes = (left: number) => left <= 2;

const warningBox = "rounded-md border-2 border-amber-700 bg-amber-50 p-3 font-semibold text-amber-950";
const codeHint = "Enter the 6-digit code from your authenticator app.";

function recoveryCodesLeftText(left: number): string {
  if (left === 0)
    return "You have no recovery codes left. If you lose your phone, you cannot sign in until an administrator resets your authenticator app.";
  if (left === 1) return "Only 1 recovery code is left.";
  if (fewRecoveryCodes(left)) return `Only ${left} recovery codes are left.`;
  return `You have ${left} recovery codes left.`;
}

/**
 * The count, loaded once for the page (when `enabled`): the warning at the top and the section
 * both show it.
 */
export function useRecoveryCodesLeft(enabled: boolean) {
  const { run, error } = useAdminAction("loading your recovery codes");
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void run(async () => {
      const loaded = await getRecoveryCodesLeft();
      if (live) setLeft(loaded);
    });
    return () => {
      live = false;
    };
  }, [run, enabled]);
  return { left, setLeft, loadError: error };
}

/** At the top of the account page when 0 to 2 codes are left; nothing otherwise. */
export function FewRecoveryCodesWarning({ left }: { left: number | null }) {
  if (left === null || !fewRecoveryCodes(left)) return null;
  return (
    <p className={warningBox}>
      {recoveryCodesLeftText(left)}{" "}
      <a href={`#${recoveryCodesAnchor}`} className={adminLink}>
        Go to recovery codes
      </a>
    </p>
  );
}

export function RecoveryCodesSection({
  left,
  loadError,
  onMade,
}: {
  left: number | null;
  loadError: string | null;
  /** The new count, once new codes were made. */
  onMade: (left: number) => void;
}) {
  const session = useAdminSession();
  const make = useAdminAction("making new recovery codes");
  const id = useId();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  // Once the new codes are put away, the count (now 10) takes the focus they had.
  const focusCount = useRef(false);

  useEffect(() => {
    if (focusCount.current && countRef.current) {
      focusCount.current = false;
      countRef.current.focus();
    }
  });

  function showProblem(message: string) {
    setProblem(message);
    inputRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = cleanCode(String(new FormData(event.currentTarget).get("code") ?? ""));
    if (!/^\d{6}$/.test(code)) {
      showProblem(codeHint);
      return;
    }
    setProblem(null);
    const outcome = await make.run(async () => {
      const made = await makeRecoveryCodes(code, session.csrfToken);
      setCodes(made.recoveryCodes);
      onMade(made.recoveryCodesLeft);
      setFormKey((k) => k + 1);
    });
    const atField = outcome.fieldErrors.code?.[0];
    if (!outcome.ok && atField) showProblem(atField);
  }

  const errorId = `${id}-code-error`;
  return (
    <section id={recoveryCodesAnchor} aria-labelledby={`${id}-title`} className={adminSection}>
      <h2 id={`${id}-title`} className={adminHeading2}>
        Recovery codes
      </h2>
      <div className="mt-3 space-y-3">
        {codes ? (
          <RecoveryCodes
            codes={codes}
            username={session.user.username}
            replaced
            onDone={() => {
              setCodes(null);
              focusCount.current = true;
            }}
          />
        ) : (
          <>
            <p>
              If you lose your phone, a recovery code lets you sign in once instead of a code from the
              authenticator app.
            </p>
            {left === null ? (
              loadError ? (
                <ErrorAlert message={loadError} focus={false} />
              ) : (
                <p aria-live="polite">Loading…</p>
              )
            ) : (
              <p
                ref={countRef}
                tabIndex={-1}
                className={`${fewRecoveryCodes(left) ? warningBox : "font-semibold"} focus:outline-none`}
              >
                {recoveryCodesLeftText(left)}
              </p>
            )}
            <h3 className="pt-2 text-lg font-bold">Make new recovery codes</h3>
            <p id={`${id}-replace`}>
              New codes <strong>replace all your old ones</strong>: the old codes stop working at once,
              whether you used them or not. You see the ten new codes once, to save them.
            </p>
            <form key={formKey} method="post" noValidate onSubmit={submit} className="max-w-md space-y-4">
              <AdminField id={`${id}-code`} label="6-digit code from your authenticator app">
                <AppCodeInput
                  inputRef={inputRef}
                  id={`${id}-code`}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-replace ${errorId}` : `${id}-replace`}
                />
                <FieldProblem id={errorId} message={problem} />
              </AdminField>
              <button type="submit" className={adminButton} disabled={make.pending}>
                {make.pending ? "Making…" : "Make new recovery codes"}
              </button>
              {/* A wrong code is shown at the field; anything else (too many attempts) here. */}
              <ErrorAlert message={problem ? null : make.error} />
            </form>
          </>
        )}
      </div>
    </section>
  );
}
