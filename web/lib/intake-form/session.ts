// What the intake forms keep in sessionStorage: the visit's attribution (first landing page and
// UTM values), which modal is open, each form's draft, and the reference of the last request sent
// (so /thank-you still shows it after a reload). Session storage ends with the tab, so
// nothing a visitor typed outlives their visit; drafts are removed after a successful submit.
import type { IntakeForm } from "@/lib/intake-launcher";
import { parseReference } from "./reference";

export type Attribution = {
  landingPage: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
};

export type Draft<S> = { state: S; submissionId: string; openedAt: number };

const attributionKey = "intake:attribution";
const openKey = "intake:open";
const draftKey = (name: string) => `intake:draft:${name}`;
export const referenceKey = "intake:reference";
export const leadKey = "intake:lead";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the forms still work, only without reload survival
  }
}

function readJson<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or privacy mode: keep going without persistence
  }
}

/** Records the first page of the visit and its UTM values; later pages do not overwrite them. */
export function captureAttribution(url: URL): Attribution {
  const existing = readJson<Attribution>(attributionKey);
  if (existing) return existing;
  const param = (name: string) => (url.searchParams.get(name) ?? "").slice(0, 200);
  const attribution: Attribution = {
    landingPage: `${url.pathname}${url.search}`.slice(0, 2000),
    utm_source: param("utm_source"),
    utm_medium: param("utm_medium"),
    utm_campaign: param("utm_campaign"),
  };
  writeJson(attributionKey, attribution);
  return attribution;
}

export function currentAttribution(): Attribution {
  return (
    readJson<Attribution>(attributionKey) ?? {
      landingPage: "/",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
    }
  );
}

export function rememberOpenModal(form: IntakeForm | null) {
  if (form) writeJson(openKey, form);
  else storage()?.removeItem(openKey);
}

export function openModalAfterReload(): IntakeForm | null {
  const form = readJson<string>(openKey);
  return form === "case-review" || form === "harassment-questionnaire" ? form : null;
}

export function loadDraft<S>(name: string): Draft<S> | null {
  return readJson<Draft<S>>(draftKey(name));
}

export function saveDraft<S>(name: string, draft: Draft<S>) {
  writeJson(draftKey(name), draft);
}

export function clearDraft(name: string) {
  storage()?.removeItem(draftKey(name));
}

export function newSubmissionId(): string {
  return crypto.randomUUID();
}

/**
 * Keeps the reference of the request just sent for /thank-you; a request answered without one
 * removes an older reference, so the page never shows the number of another request.
 */
export function rememberReference(reference: string | null) {
  if (reference) writeJson(referenceKey, reference);
  else storage()?.removeItem(referenceKey);
}

export function storedReference(): string | null {
  return parseReference(readJson<unknown>(referenceKey));
}

/**
 * Keeps the id of the request just sent, so /thank-you can offer a time for its call (POST
 * /api/booking names the lead). Like the reference, it is replaced by every request sent.
 */
export function rememberLead(id: string | null) {
  if (id) writeJson(leadKey, id);
  else storage()?.removeItem(leadKey);
}

/** The id of the request just sent in this tab, if any (a lead id is a UUID). */
export function storedLead(): string | null {
  const id = readJson<unknown>(leadKey);
  return typeof id === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? id
    : null;
}
