import { useEffect, useRef, useState } from "react";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "../api/account";
import { AdminApiError } from "../../shared/api/request";
import type { StaffSession } from "../api/users";
import { ConfirmDialog } from "../../shared/components/confirm-dialog";
import { DetailSection } from "../../shared/components/detail-section";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminSecondaryButton } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";
import { UserSessions } from "./user-sessions";

// The signed-in user's own sessions (ASVS 3.3.4): every browser signed in to the account, with a
// way to end any of them but this one (which Log out ends), or all of them but this one at once.

function summary(sessions: StaffSession[]): string {
  if (sessions.length === 1) return "You are signed in on this browser only.";
  return `You are signed in on ${sessions.length} browsers, this one included.`;
}

export function OwnSessionsSection() {
  const { csrfToken } = useAdminSession();
  const { run: runLoad, error: loadError } = useAdminAction("loading your sessions");
  const end = useAdminAction("ending the session");
  const endOthers = useAdminAction("signing out everywhere else");
  const [sessions, setSessions] = useState<StaffSession[] | null>(null);
  const [ending, setEnding] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // A row (or the "everywhere else" button) that had the focus is gone: the summary takes it.
  const focusSummary = useRef(false);

  useEffect(() => {
    let live = true;
    void runLoad(async () => {
      const loaded = await listOwnSessions();
      if (live) setSessions(loaded);
    });
    return () => {
      live = false;
    };
  }, [runLoad]);

  useEffect(() => {
    if (focusSummary.current && summaryRef.current) {
      focusSummary.current = false;
      summaryRef.current.focus();
    }
  });

  /** Shows the list without the sessions that ended, then asks the server for the fresh one. */
  function ended(keep: (session: StaffSession) => boolean, message: string) {
    setSessions((current) => current?.filter(keep) ?? current);
    setNotice(message);
    focusSummary.current = true;
    void runLoad(async () => setSessions(await listOwnSessions()));
  }

  async function endOne(session: StaffSession) {
    setNotice(null);
    setEnding(session.id);
    let gone = false;
    const outcome = await end.run(async () => {
      try {
        await endOwnSession(session.id, csrfToken);
      } catch (error) {
        // No such session: it ended meanwhile (it expired, or another tab ended it). Done either way.
        if (error instanceof AdminApiError && error.kind === "not-found") gone = true;
        else throw error;
      }
    });
    setEnding(null);
    if (outcome.ok)
      ended(
        (s) => s.id !== session.id,
        gone
          ? `Session ${session.id} had already ended.`
          : `Session ${session.id} has ended: that browser is signed out.`,
      );
  }

  return (
    <DetailSection title="Where you are signed in">
      <p>
        Each browser you sign in on has its own session. If you see one you do not recognise, or one on a
        computer you no longer use, end it: that browser is signed out at once. Times are California time.
      </p>
      <div className="mt-3 space-y-3">
        {!sessions ? (
          loadError ? (
            <ErrorAlert message={loadError} focus={false} />
          ) : (
            <p aria-live="polite">Loading…</p>
          )
        ) : (
          <>
            <p ref={summaryRef} tabIndex={-1} className="font-semibold focus:outline-none">
              {summary(sessions)}
            </p>
            <UserSessions
              sessions={sessions}
              action={(session) =>
                session.current ? (
                  <span className="text-slate-800">Use Log out</span>
                ) : (
                  <button
                    type="button"
                    className={adminSecondaryButton}
                    disabled={ending !== null}
                    // Which session, for a screen reader's list of buttons (the visible word leads).
                    aria-label={`End session ${session.id}`}
                    onClick={() => endOne(session)}
                  >
                    {ending === session.id ? "Ending…" : "End"}
                  </button>
                )
              }
            />
            <ErrorAlert message={end.error} />
            {sessions.length > 1 && (
              <ConfirmDialog
                trigger="Sign out everywhere else"
                title="Sign out everywhere else?"
                confirm="Sign out everywhere else"
                pending="Signing out…"
                onConfirm={async () => {
                  setNotice(null);
                  const outcome = await endOthers.run(() => endOtherOwnSessions(csrfToken));
                  return outcome.ok ? null : outcome.message;
                }}
                onConfirmed={() =>
                  ended(
                    (s) => s.current,
                    "Every other session has ended. Only this browser is signed in now.",
                  )
                }
              >
                <p>
                  Every other browser signed in to your account is signed out at once. This browser stays
                  signed in. If you think someone else used your account, change your password too.
                </p>
              </ConfirmDialog>
            )}
            <StatusMessage message={notice} />
          </>
        )}
      </div>
    </DetailSection>
  );
}
