import type { Agreement, AgreementEvent } from "./api/agreements";
import { californiaTime } from "../shared/time";

// An agreement's state and its steps in plain words for the lead page (times in California time,
// where the office works and the server times the worker's reminders).

/** A draft is sent; a sent or viewed one (expired or not) is sent again with a new link. */
export const canSend = (a: Agreement) =>
  a.state === "draft" || a.state === "sent" || a.state === "viewed" || a.state === "expired";

/** Only a link that was sent can be ended. */
export const canRevoke = (a: Agreement) =>
  a.state === "sent" || a.state === "viewed" || a.state === "expired";

/** How the link went: by text and e-mail, or by e-mail only when the worker cannot be texted. */
export function channelsText(channels: string[]): string {
  const text = channels.includes("sms");
  const email = channels.includes("email");
  if (text && email) return "by text and e-mail";
  if (email) return "by e-mail only (the worker cannot be texted)";
  if (text) return "by text only (the lead has no e-mail address)";
  return "";
}

/** "Sent on <time> by <attorney>, by text and e-mail", or "" for one never sent. */
function sentText(a: Agreement): string {
  if (!a.sentAt) return "";
  const who = a.attorney ? `${a.attorney.name} (State Bar number ${a.attorney.barNumber})` : a.sentBy;
  const how = channelsText(a.channels);
  return `Sent on ${californiaTime(a.sentAt)}${who ? ` by ${who}` : ""}${how ? `, ${how}` : ""}.`;
}

const until = (a: Agreement) => (a.expiresAt ? californiaTime(a.expiresAt) : "");

/** The agreement's state as a sentence or two. */
export function stateText(a: Agreement): string {
  const sent = sentText(a);
  switch (a.state) {
    case "draft":
      return "Draft: not sent to the worker yet.";
    case "sent":
      return `${sent} The link works until ${until(a)}.`;
    case "viewed":
      return `Opened by the worker. ${sent} The link works until ${until(a)}.`;
    case "expired":
      return `Expired: the link ended on ${until(a)}. Send it again for a new link. ${sent}`;
    case "revoked":
      return `Revoked: the link no longer works. ${sent}`.trim();
    case "signed":
      return "Signed by the worker.";
    case "complete":
      return "Complete: signed by the worker and the firm.";
    case "declined":
      return "Declined by the worker.";
  }
}

const stepNames: Record<string, string> = {
  sent: "Sent to the worker",
  resent: "Sent again with a new link",
  revoked: "Link revoked",
};

/** One step of the evidence: "Sent to the worker, Dec 7, 2026, 10:00 AM PST, by maria". */
export function eventText(event: AgreementEvent): string {
  const step = stepNames[event.step] ?? event.step;
  return [step, californiaTime(event.at), event.actor ? `by ${event.actor}` : ""].filter(Boolean).join(", ");
}
