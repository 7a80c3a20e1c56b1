import { ShownOnce } from "../../shared/components/shown-once";

/**
 * A temporary password, shown once (after adding a user or resetting a password). Focus moves
 * here so keyboard and screen reader users find it; "Done" removes it from the screen.
 */
export function TemporaryPassword({
  name,
  username,
  password,
  onDone,
}: {
  name: string;
  username: string;
  password: string;
  onDone: () => void;
}) {
  return (
    <ShownOnce
      label="Temporary password"
      secret={password}
      doneLabel="Done, hide the password"
      onDone={onDone}
    >
      <p>
        {name} can now sign in as <strong>{username}</strong> with this temporary password:
      </p>
      <p className="mt-2">
        <code className="rounded border border-slate-400 bg-white px-3 py-1 font-mono text-lg break-all">
          {password}
        </code>
      </p>
      <p className="mt-2">
        Give it to them privately: in person or by phone, not by e-mail or chat. It is shown only now. At
        their first sign-in they choose their own password and set up an authenticator app.
      </p>
    </ShownOnce>
  );
}
