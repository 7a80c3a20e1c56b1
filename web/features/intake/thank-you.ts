import { storedLead, storedReference } from "@/lib/intake-form/session";

// /thank-you's half in the site script (app/site-script.ts): the reference box shows the reference
// of the request just sent in this tab, or the words for having none
// (components/thank-you-reference.tsx), and the link to /book shows only when this tab sent
// nothing. Returns the request's id, for the offer of a time for its call.

export function showSentRequest(doc: Document = document): string | null {
  const box = doc.querySelector<HTMLElement>("[data-thank-you-reference]");
  if (!box) return null;
  const reference = storedReference();
  const lead = storedLead();
  if (reference) box.querySelector("[data-testid=intake-reference]")!.textContent = reference;
  const state = reference ? "known" : "none";
  for (const part of box.querySelectorAll<HTMLElement>("[data-reference-state]"))
    part.hidden = part.dataset.referenceState !== state;
  for (const link of doc.querySelectorAll<HTMLElement>("[data-without-sent-lead]"))
    link.hidden = lead !== null;
  return lead;
}
