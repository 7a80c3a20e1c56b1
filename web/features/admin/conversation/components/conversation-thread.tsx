import type { Message } from "../api/conversation";
import { messageAuthor, messageKindLabel, messageStatus, type StatusTone } from "../labels";
import { californiaTime } from "../../shared/time";
import { adminButton, adminLink, phoneTarget } from "../../shared/components/styles";
import { VisibleText } from "../../shared/components/visible-text";

// A lead's texts as a conversation, oldest first: the worker's on the left, the firm's on the
// right. Who wrote each one and where it stands are said in words, so neither the side nor the
// colour carries meaning alone. Every value is a visitor's or the provider's: React text only,
// with hidden characters shown as markers and the words isolated (VisibleText).
// Issue 51: while the number may still be texted, each of the worker's texts has "Record opt-out"
// (one action: the worker asked to stop texts in it). A text that may be such a request but is
// not certain says so and has the button in full; on the others it is a small link-like button.

/** Staff record an opt-out from one of the worker's texts; null when the number opted out. */
export type OptOutAction = {
  record: (messageId: string) => void;
  /** The text whose opt-out is being recorded, if any: every button waits meanwhile. */
  pendingId: string | null;
};

function RecordOptOut({ message, action }: { message: Message; action: OptOutAction }) {
  const pending = action.pendingId !== null;
  const label = action.pendingId === message.id ? "Recording…" : "Record opt-out";
  // The texts' buttons differ by the time of their text, for those who hear them out of context.
  const context = <span className="sr-only"> from the text of {californiaTime(message.at)}</span>;
  if (message.possibleOptOut) {
    return (
      <div className="mt-2 flex flex-wrap items-center gap-3 rounded-md border-2 border-amber-700 bg-amber-50 p-2">
        <p className="font-semibold text-amber-950">This may be a request to stop texts.</p>
        <button
          type="button"
          onClick={() => action.record(message.id)}
          disabled={pending}
          className={`${adminButton} ${phoneTarget}`}
        >
          {label}
          {context}
        </button>
      </div>
    );
  }
  return (
    <p className="mt-1 text-sm">
      <button
        type="button"
        onClick={() => action.record(message.id)}
        disabled={pending}
        className={`${adminLink} inline-flex min-h-6 items-center disabled:cursor-not-allowed disabled:opacity-60 ${phoneTarget}`}
      >
        {label}
        {context}
      </button>
    </p>
  );
}

const statusStyles: Record<StatusTone, string> = {
  ok: "text-green-800",
  waiting: "text-slate-800",
  problem: "font-bold text-red-800",
};

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** MMS pictures and files as links to the provider: never loaded by this page. */
function MediaLinks({ media }: { media: string[] }) {
  return (
    <ul className="mt-2 space-y-1">
      {media.map((url, index) => (
        <li key={`${index}-${url}`}>
          {isWebLink(url) ? (
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-6 items-center font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950"
            >
              Attachment {index + 1}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="break-all">
              Attachment {index + 1}: {url}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function MessageItem({
  message,
  workerName,
  isNew,
  optOut,
}: {
  message: Message;
  workerName: string;
  isNew: boolean;
  optOut: OptOutAction | null;
}) {
  const incoming = message.direction === "in";
  const kind = messageKindLabel(message.kind);
  const status = messageStatus(message);
  return (
    <li className={`flex ${incoming ? "justify-start" : "justify-end"}`}>
      <div
        className={`max-w-[88%] min-w-0 rounded-lg border p-3 sm:max-w-[75%] ${
          incoming ? "border-slate-400 bg-white" : "border-blue-300 bg-blue-50"
        }`}
      >
        <p className="text-sm text-slate-800">
          <span className="font-semibold text-slate-900">
            <VisibleText text={messageAuthor(message, workerName)} />
          </span>{" "}
          ({incoming ? "worker" : "firm"}){kind && <> · {kind}</>} ·{" "}
          <time dateTime={message.at}>{californiaTime(message.at)}</time>
          {isNew && (
            <span className="ml-2 inline-block rounded border border-blue-800 bg-blue-50 px-1.5 font-semibold text-blue-950">
              New
            </span>
          )}
        </p>
        {message.body ? (
          <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
            <VisibleText text={message.body} />
          </p>
        ) : (
          <p className="mt-1 text-slate-800 italic">
            No words{message.media.length ? ", only attachments" : ""}.
          </p>
        )}
        {message.media.length > 0 && <MediaLinks media={message.media} />}
        {status && <p className={`mt-1 text-sm ${statusStyles[status.tone]}`}>{status.text}</p>}
        {incoming && optOut && <RecordOptOut message={message} action={optOut} />}
      </div>
    </li>
  );
}

export function ConversationThread({
  messages,
  workerName,
  newIds,
  optOut = null,
}: {
  messages: Message[];
  /** How the worker is named on their texts: their name, or their phone. */
  workerName: string;
  /** The worker's texts that were unread when the page loaded. */
  newIds: ReadonlySet<string>;
  /** Recording an opt-out from a text; null (no buttons) once the number opted out. */
  optOut?: OptOutAction | null;
}) {
  if (messages.length === 0) return <p>No texts yet.</p>;
  return (
    <ol aria-label="Texts, oldest first" className="space-y-3">
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          workerName={workerName}
          isNew={newIds.has(message.id)}
          optOut={optOut}
        />
      ))}
    </ol>
  );
}
