import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { markAnswered, markRead, recordOptOut, type Thread } from "../api/conversation";
import { leadLanguageLabels, type LeadLanguage } from "../../shared/api/fields";
import type { Lead } from "../../leads/api/lead-detail";
import { fullName } from "../../leads/labels";
import { californiaTime } from "../../shared/time";
import { ConversationThread } from "./conversation-thread";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { LeadLanguageChoice } from "./lead-language-choice";
import { ReplyForm } from "./reply-form";
import { useAdminSession } from "../../shared/components/session-context";
import {
  adminHeading2,
  adminSecondaryButton,
  adminSection,
  phoneTarget,
} from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

// The lead page's conversation (issue 34): the texts, "No reply needed" while the worker waits
// for an answer, the worker's language while it is unknown, and the reply box. Showing the texts
// marks the worker's unread ones read (the inbox's "New reply" goes); they stay marked "New" on
// this page until it is loaded again. Until the number opts out, staff can record an opt-out
// from any of the worker's texts with one action (issue 51).

/** The worker's texts nobody has read yet, in a stable order. */
function unreadIds(thread: Thread | null): string[] {
  return (thread?.messages ?? []).filter((m) => m.direction === "in" && !m.readAt).map((m) => m.id);
}

export function ConversationSection({
  lead,
  thread,
  threadError,
}: {
  lead: Lead;
  thread: Thread | null;
  /** Why the texts could not be loaded; the rest of the lead still works. */
  threadError: string | null;
}) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const noReply = useAdminAction("marking that no reply is needed");
  const optOut = useAdminAction("recording the opt-out");
  const [optOutId, setOptOutId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // Texts unread when they were first shown keep their "New" until the page is loaded again.
  const unread = unreadIds(thread);
  const unreadKey = unread.join(" ");
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set(unread));
  if (unread.some((messageId) => !newIds.has(messageId))) setNewIds(new Set([...newIds, ...unread]));

  const markedKey = useRef("");
  useEffect(() => {
    if (!unreadKey || markedKey.current === unreadKey) return;
    markedKey.current = unreadKey;
    // A failure only leaves the inbox's "New reply" in place; nothing here to show or retry.
    markRead(lead.form, lead.id, csrfToken).catch(() => undefined);
  }, [unreadKey, lead.form, lead.id, csrfToken]);

  const language = thread?.language ?? lead.language;
  const waitingSince = lead.conversation.replyWaitingSince;

  async function noReplyNeeded() {
    setNotice(null);
    if ((await noReply.run(() => markAnswered(lead.form, lead.id, csrfToken))).ok) {
      setNotice("Marked as needing no reply: the reply clock has stopped.");
      await revalidator.revalidate();
      // The button is gone; the section's heading keeps the place.
      headingRef.current?.focus();
    }
  }

  async function recordOptOutFrom(messageId: string) {
    if (optOutId !== null) return;
    setNotice(null);
    setOptOutId(messageId);
    let confirmed = false;
    let late = false;
    let recorded = false;
    const outcome = await optOut.run(async () => {
      const answer = await recordOptOut(lead.form, lead.id, messageId, csrfToken);
      recorded = answer.recorded;
      confirmed = answer.confirmation !== null;
      late = answer.confirmationLate;
    });
    setOptOutId(null);
    if (!outcome.ok) {
      // The server's words about the text (it is gone, or is the firm's), not "the lead is gone".
      const aboutText = outcome.fieldErrors.messageId?.[0];
      if (aboutText) optOut.setError(aboutText);
      return;
    }
    setNotice(
      !recorded
        ? "This number had already opted out of texts. Nothing changed."
        : confirmed
          ? "Opt-out recorded. The worker gets one last text confirming it, then no more texts."
          : late
            ? "Opt-out recorded. No text goes to this number, not even a confirmation: the law allows one only within five minutes of the worker's text."
            : "Opt-out recorded. No text goes to this number.",
    );
    await revalidator.revalidate();
    // The buttons are gone; the section's heading keeps the place.
    headingRef.current?.focus();
  }

  async function checkForTexts() {
    if (revalidator.state === "loading") return;
    setNotice(null);
    await revalidator.revalidate();
    setNotice("Texts checked: the conversation is up to date.");
  }

  async function languageSet(chosen: LeadLanguage) {
    setNotice(
      `Language set to ${leadLanguageLabels[chosen]}: the saved replies are in ${leadLanguageLabels[chosen]}.`,
    );
    await revalidator.revalidate();
    textareaRef.current?.focus();
  }

  return (
    <section aria-labelledby={headingId} className={adminSection}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={`${adminHeading2} focus:outline-none`}>
        Conversation
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        Texts with the worker, oldest first: theirs on the left, the firm’s on the right. Times are California
        time.
      </p>
      <div className="mt-3 space-y-4">
        {threadError && <ErrorAlert message={threadError} focus={false} />}
        {thread && (
          <ConversationThread
            messages={thread.messages}
            workerName={fullName(lead)}
            newIds={newIds}
            optOut={
              thread.cannotText?.reason === "optedOut"
                ? null
                : { record: (messageId) => void recordOptOutFrom(messageId), pendingId: optOutId }
            }
          />
        )}
        {thread && <ErrorAlert message={optOut.error} />}
        {thread && (
          <p>
            <button
              type="button"
              onClick={checkForTexts}
              className={`${adminSecondaryButton} ${phoneTarget}`}
            >
              {revalidator.state === "loading" ? "Checking…" : "Check for new texts"}
            </button>
          </p>
        )}
        {waitingSince && (
          <div className="flex flex-wrap items-center gap-3 rounded-md border-2 border-amber-700 bg-amber-50 p-3">
            <p className="font-semibold text-amber-950">
              The worker’s text has waited for an answer since{" "}
              <time dateTime={waitingSince}>{californiaTime(waitingSince)}</time>.
            </p>
            <button
              type="button"
              onClick={noReplyNeeded}
              disabled={noReply.pending}
              className={`${adminSecondaryButton} ${phoneTarget}`}
            >
              {noReply.pending ? "Saving…" : "No reply needed"}
            </button>
          </div>
        )}
        {waitingSince && <ErrorAlert message={noReply.error} />}
        {language === "" && <LeadLanguageChoice form={lead.form} id={lead.id} onSet={languageSet} />}
        <StatusMessage message={notice} reserve={false} />
        {thread && <ReplyForm form={lead.form} id={lead.id} thread={thread} textareaRef={textareaRef} />}
      </div>
    </section>
  );
}
