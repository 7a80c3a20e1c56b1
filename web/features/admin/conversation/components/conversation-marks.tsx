import type { LeadConversation } from "../../leads/api/lead-fields";
import { conversationMarks, type ConversationMark } from "../labels";

// A lead's text marks as words in tinted boxes ("New reply", "Text failed", "Next try due ...").
// The colour only repeats the words; a problem also has a warning sign.

const toneStyles: Record<ConversationMark["tone"], string> = {
  new: "border-blue-800 bg-blue-50 text-blue-950",
  problem: "border-red-700 bg-red-50 text-red-900",
  due: "border-slate-600 bg-slate-50 text-slate-900",
  overdue: "border-red-700 bg-red-50 text-red-900",
};

function MarkIcon({ tone }: { tone: ConversationMark["tone"] }) {
  if (tone === "problem" || tone === "overdue") {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 1.5 19 18H1L10 1.5Zm-1 6v5h2v-5H9Zm0 6.5v2h2v-2H9Z" />
      </svg>
    );
  }
  if (tone === "new") {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M3 3h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H8l-4 3v-3H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z" />
      </svg>
    );
  }
  return null;
}

export function ConversationMarks({
  conversation,
  now,
  keys,
  className = "",
}: {
  conversation: LeadConversation;
  now: number;
  /** Only these marks (all when absent). */
  keys?: readonly string[];
  className?: string;
}) {
  const marks = conversationMarks(conversation, now).filter((m) => !keys || keys.includes(m.key));
  if (marks.length === 0) return null;
  return (
    <span className={`flex flex-wrap gap-1 ${className}`}>
      {marks.map((mark) => (
        <span
          key={mark.key}
          className={`inline-flex items-start gap-1 rounded border px-2 py-0.5 text-sm font-semibold ${toneStyles[mark.tone]}`}
        >
          <MarkIcon tone={mark.tone} />
          {mark.text}
        </span>
      ))}
    </span>
  );
}
