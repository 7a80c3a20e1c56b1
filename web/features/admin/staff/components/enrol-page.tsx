import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { site } from "@/lib/site-config";
import { cleanCode, confirmEnrolment, groupInFours, type ConfirmedEnrolment } from "../api/enrolment";
import { AdminApiError } from "../../shared/api/request";
import { landingPath } from "../../shared/api/session";
import { errorMessage } from "../../shared/copy";
import { loginCopy } from "../copy";
import type { EnrolData } from "../loaders";
import { AdminField } from "../../shared/components/admin-field";
import { AppCodeInput } from "./app-code-input";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";
import { StaffFrame } from "../../shared/components/staff-layout";
import {
  adminButton,
  adminHeading2,
  adminSecondaryButton,
  adminSection,
} from "../../shared/components/styles";

/**
 * First sign-in: set up the authenticator app (scan or type the secret, confirm with one code),
 * then the recovery codes, shown once.
 */
export function EnrolPage({ data }: { data: EnrolData }) {
  const navigate = useNavigate();
  const [done, setDone] = useState<ConfirmedEnrolment | null>(null);
  const { session, next } = data;

  return (
    // No page links until the codes are saved: they are not shown again once the page is left.
    <StaffFrame session={done ?? session} links={false}>
      <div className={`${adminSection} mx-auto max-w-3xl`}>
        {done ? (
          <RecoveryCodes
            codes={done.recoveryCodes}
            username={done.user.username}
            onDone={() => navigate(landingPath(done.step, next), { replace: true })}
          />
        ) : (
          <EnrolSteps data={data} onConfirmed={setDone} />
        )}
      </div>
    </StaffFrame>
  );
}

function EnrolSteps({
  data,
  onConfirmed,
}: {
  data: EnrolData;
  onConfirmed: (done: ConfirmedEnrolment) => void;
}) {
  const { session, enrolment } = data;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const secret = groupInFours(enrolment.secret);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = cleanCode(String(new FormData(event.currentTarget).get("code") ?? ""));
    if (!/^\d{6}$/.test(code)) {
      setError("Please type the 6 digits the app shows.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      onConfirmed(await confirmEnrolment(code, session.csrfToken));
    } catch (caught) {
      setPending(false);
      const wrong = caught instanceof AdminApiError && caught.kind === "unauthorized";
      setError(
        wrong ? (caught.serverMessage() ?? loginCopy.wrongCode) : errorMessage(caught, "checking the code"),
      );
    }
  }

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied("Key copied.");
    } catch {
      setCopied("Copying is not possible here: please select the key and copy it yourself.");
    }
  }

  return (
    <>
      <h1 className="text-2xl font-bold">Set up your authenticator app</h1>
      <p className="mt-2">
        Every staff account signs in with its password and a code from an app on your phone. The code changes
        every 30 seconds, so a stolen password alone does not open the staff area. This takes about two
        minutes.
      </p>
      <ol className="mt-6 space-y-6">
        <li>
          <h2 className={adminHeading2}>1. Install an authenticator app</h2>
          <p className="mt-2">
            If your phone has none yet, install one from its app store, for example Google Authenticator,
            Microsoft Authenticator or 2FAS. Any app for “time-based codes” works.
          </p>
        </li>
        <li>
          <h2 className={adminHeading2}>2. Scan this QR code with the app</h2>
          <p className="mt-2">In the app, choose to add an account, then point the camera at the code.</p>
          <div className="mt-3">
            <QrCode
              size={enrolment.qr.size}
              path={enrolment.qr.path}
              label={`QR code to add ${site.brand.name} staff sign-in to an authenticator app`}
            />
          </div>
          <p className="mt-3">
            Cannot scan it? Choose to enter a setup key in the app, pick “time-based” if it asks, and type
            this key (the spaces do not matter):
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-3">
            <code className="rounded border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-lg break-words">
              {secret}
            </code>
            <button type="button" className={adminSecondaryButton} onClick={copySecret}>
              Copy key
            </button>
          </p>
          <StatusMessage message={copied} />
        </li>
        <li>
          <h2 className={adminHeading2}>3. Type the code the app shows</h2>
          <form method="post" noValidate onSubmit={submit} className="mt-2 space-y-4">
            <AdminField id="enrol-code" label="6-digit code from the app">
              <AppCodeInput id="enrol-code" />
            </AdminField>
            <ErrorAlert message={error} />
            <button type="submit" className={adminButton} disabled={pending}>
              {pending ? "Checking…" : "Finish setting up"}
            </button>
          </form>
        </li>
      </ol>
    </>
  );
}
