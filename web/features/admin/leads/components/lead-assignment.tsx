import { useEffect, useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { Assignee } from "../api/lead-fields";
import { setAssignee } from "../api/lead-detail";
import { listUsers, type StaffUser } from "../../staff/api/users";
import { staffName } from "../../staff/labels";
import { can } from "../../shared/roles";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminInput, adminSecondaryButton, phoneTarget } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

const compactButton = `${adminSecondaryButton} ${phoneTarget}`;
// The button after a save, until another person is picked: a confirmation in full colour, not a
// faded disabled button.
const savedButton = `inline-flex min-h-10 items-center justify-center gap-1 rounded-md border-2 border-green-700 bg-white px-4 font-semibold text-green-800 ${phoneTarget}`;

/**
 * Who works the lead. An administrator may give it to any enabled user or to nobody; an intake
 * user may take it ("Assign to me") and give back one assigned to them ("Release").
 */
export function LeadAssignment({
  form,
  id,
  assignee,
}: {
  form: string;
  id: string;
  assignee: Assignee | null;
}) {
  const { csrfToken, user } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("changing who the lead is assigned to");
  const [saved, setSaved] = useState<string | null>(null);
  const mine = assignee?.username === user.username;
  const admin = can(user.role, "assign-anyone");

  async function assign(username: string | null, done: string) {
    setSaved(null);
    if ((await run(() => setAssignee(form, id, username, csrfToken))).ok) {
      setSaved(done);
      await revalidator.revalidate();
    }
  }

  // The messages take no space until there is one, and on a phone the confirmation is read out but
  // not shown (the new name, or the button's green "Saved", shows it): "Log a contact" must stay above
  // the fold under this row, after a save too (tests/e2e/admin.spec.ts).
  return (
    <div>
      <div className="space-y-2">
        {/* An administrator's choice shows who has the lead already. */}
        {!admin && (
          <p className="font-semibold">
            {assignee ? (mine ? `You (${assignee.username})` : staffName(assignee)) : "Nobody yet"}
          </p>
        )}
        {admin ? (
          <AssignToAnyone current={assignee} pending={pending} saved={saved !== null} onAssign={assign} />
        ) : (
          <div className="flex flex-wrap gap-3">
            {mine ? (
              <button
                type="button"
                className={compactButton}
                disabled={pending}
                onClick={() => assign(null, "You released the lead.")}
              >
                Release
              </button>
            ) : (
              <button
                type="button"
                className={compactButton}
                disabled={pending}
                onClick={() => assign(user.username, "The lead is assigned to you.")}
              >
                Assign to me
              </button>
            )}
          </div>
        )}
      </div>
      <div className="max-sm:sr-only">
        <StatusMessage message={saved} reserve={false} />
      </div>
      <ErrorAlert message={error} />
    </div>
  );
}

/** The administrator's choice: every enabled user (GET /api/admin/users) or nobody. */
function AssignToAnyone({
  current,
  pending,
  saved,
  onAssign,
}: {
  current: Assignee | null;
  pending: boolean;
  /** A save succeeded: until another person is picked, the button says so. */
  saved: boolean;
  onAssign: (username: string | null, done: string) => Promise<void>;
}) {
  const [users, setUsers] = useState<StaffUser[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState(current?.username ?? "");
  const selectId = useId();

  useEffect(() => {
    let live = true;
    listUsers().then(
      (all) => live && setUsers(all.filter((u) => !u.disabled)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const options = users ?? [];
  const listed = options.some((u) => u.username === current?.username);
  const unchanged = choice === (current?.username ?? "");
  const showSaved = saved && unchanged && !pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const picked =
      options.find((u) => u.username === choice) ?? (current?.username === choice ? current : null);
    void onAssign(
      choice || null,
      picked ? `The lead is assigned to ${staffName(picked)}.` : "The lead is not assigned to anyone now.",
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        {/* The row's own heading ("Assigned to") says what the list is; the label names it for
            screen readers and voice control. */}
        <label htmlFor={selectId} className="sr-only">
          Assign to
        </label>
        <select
          id={selectId}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          disabled={users === null && !failed}
          className={`${adminInput} ${phoneTarget} w-full`}
        >
          <option value="">Nobody</option>
          {current && !listed && <option value={current.username}>{staffName(current)}</option>}
          {options.map((u) => (
            <option key={u.username} value={u.username}>
              {staffName(u)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className={showSaved ? savedButton : compactButton}
        disabled={pending || unchanged}
      >
        {showSaved && (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor">
            <path d="m4 10.5 4 4 8-9" strokeWidth="2.5" />
          </svg>
        )}
        {showSaved ? "Saved" : "Save assignment"}
      </button>
      {failed && (
        <p className="w-full text-sm text-slate-800">
          The list of staff could not be loaded; reload the page to try again.
        </p>
      )}
    </form>
  );
}
