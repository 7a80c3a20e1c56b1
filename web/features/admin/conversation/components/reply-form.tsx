import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useRevalidator } from "react-router";
import { countSms } from "@/lib/sms-segments";
import { sendReply, type SavedReply, type Thread } from "../api/conversation";
import { leadLanguageLabels } from "../../shared/api/fields";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { SmsCounter } from "./sms-counter";
import {
  adminButton,
  adminInput,
  adminLabel,
  adminSecondaryButton,
  phoneTarget,
} from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

// The reply box of a lead's conversation: saved replies that fill it, a count of characters and
// segments, and Send. A text that cannot go (STOP, no consent, texting off) says why and cannot
// be sent; the server's reasons for refusing one are shown at the field.

/** The saved replies in groups by language, English first. */
function byLanguage(replies: SavedReply[]): [SavedReply["language"], SavedReply[]][] {
  return (["en", "es"] as const)
    .map((language): [SavedReply["language"], SavedReply[]] => [
      language,
      replies.filter((r) => r.language === language),
    ])
    .filter(([, group]) => group.length > 0);
}

function SavedReplies({
  replies,
  disabled,
  onChoose,
}: {
  replies: SavedReply[];
  disabled: boolean;
  onChoose: (text: string) => void;
}) {
  const groupId = useId();
  if (replies.length === 0) return null;
  return (
    <div className="space-y-2">
      {byLanguage(replies).map(([language, group]) => (
        <div key={language} role="group" aria-labelledby={`${groupId}-${language}`}>
          <p id={`${groupId}-${language}`} className="text-sm font-semibold">
            Saved replies in {leadLanguageLabels[language]} (fill the box)
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            {group.map((reply) => (
              <button
                key={`${reply.language}-${reply.id}`}
                type="button"
                lang={reply.language}
                disabled={disabled}
                onClick={() => onChoose(reply.text)}
                className={`${adminSecondaryButton} ${phoneTarget} text-sm`}
              >
                {reply.label}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function ReplyForm({
  form,
  id,
  thread,
  textareaRef,
}: {
  form: string;
  id: string;
  thread: Thread;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run, setError } = useAdminAction("sending the text");
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // One key per text sent: a retry of the same words after a failure reuses it (never sent twice).
  const attempt = useRef<{ body: string; clientKey: string } | null>(null);
  const fieldId = useId();
  const blocked = thread.cannotText !== null;
  const max = thread.maxCharacters;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    const body = text.trim();
    if (!body) {
      setProblem("Write the text first, or choose a saved reply.");
      textareaRef.current?.focus();
      return;
    }
    if (countSms(body).characters > max) {
      setProblem(`Keep the text to ${max.toLocaleString("en-US")} characters.`);
      textareaRef.current?.focus();
      return;
    }
    setProblem(null);
    const clientKey = attempt.current?.body === body ? attempt.current.clientKey : crypto.randomUUID();
    attempt.current = { body, clientKey };
    const outcome = await run(() => sendReply(form, id, { body, clientKey }, csrfToken));
    if (!outcome.ok) {
      const atField = outcome.fieldErrors.body?.[0] ?? outcome.fieldErrors.clientKey?.[0];
      if (atField) {
        // Said once, at the field it is about (announced there), not again in the form's alert.
        setError(null);
        setProblem(atField);
        textareaRef.current?.focus();
      }
      return;
    }
    attempt.current = null;
    setText("");
    setSent("Text sent. It is in the conversation above; its status follows there.");
    await revalidator.revalidate();
  }

  const describedBy = [
    blocked ? `${fieldId}-blocked` : "",
    problem ? `${fieldId}-problem` : "",
    `${fieldId}-count`,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {blocked && (
        <p
          id={`${fieldId}-blocked`}
          className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          No text can be sent: {thread.cannotText!.message}
        </p>
      )}
      <SavedReplies
        replies={thread.savedReplies}
        disabled={blocked || pending}
        onChoose={(chosen) => {
          setText(chosen);
          setProblem(null);
          textareaRef.current?.focus();
        }}
      />
      <div>
        <label htmlFor={`${fieldId}-text`} className={adminLabel}>
          Reply by text
        </label>
        <textarea
          ref={textareaRef}
          id={`${fieldId}-text`}
          name="body"
          rows={4}
          value={text}
          disabled={blocked}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          className={`${adminInput} disabled:cursor-not-allowed disabled:bg-slate-100`}
        />
        {problem && (
          <p id={`${fieldId}-problem`} role="alert" className="mt-1 font-semibold text-red-800">
            {problem}
          </p>
        )}
        <SmsCounter id={`${fieldId}-count`} text={text} maxCharacters={max} />
      </div>
      <button type="submit" className={`${adminButton} ${phoneTarget}`} disabled={blocked || pending}>
        {pending ? "Sending…" : "Send text"}
      </button>
      <StatusMessage message={sent} />
      <ErrorAlert message={error} />
    </form>
  );
}
