import type { ReactNode } from "react";
import { CallLink } from "@/components/ui/call-link";
import { textLink } from "@/components/ui/styles";
import { agreementWords as words } from "@/content/agreement";
import { pathIn, siteLanguage } from "@/lib/i18n/language";

// The pieces of the agreement page's template (agreement-template.tsx): Mustache sections and
// tags, the forms, the boxes that say what happened. Everything here is drawn once by the
// prerender, as a template; the server fills it (docs/agreement-page.md).

/** `{{name}}`: a value the server fills in, escaped for HTML. */
export const tag = (name: string) => `{{${name}}}`;

/** A Mustache section: its children are written when the server's `name` is true, an object or a list. */
export function When({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      {`{{#${name}}}`}
      {children}
      {`{{/${name}}}`}
    </>
  );
}

/** An inverted section: its children are written when the server's `name` is missing or false. */
export function Unless({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      {`{{^${name}}}`}
      {children}
      {`{{/${name}}}`}
    </>
  );
}

/** The page's own path: every form posts back to it (POST /agreement or /es/agreement). */
export const agreementPath = pathIn(siteLanguage, "/agreement");

/** A form of the page: posted to the page with the link's token and what to do (`action`). */
export function AgreementForm({
  action,
  className = "mt-4",
  children,
}: {
  action: "consent" | "paper" | "code" | "sign" | "decline";
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={agreementPath} className={className}>
      <input type="hidden" name="t" value={tag("token")} />
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

/** What happened to the form just sent: good news (a status) or a problem and what to do (an alert). */
export function Note({ alert, children }: { alert: boolean; children: ReactNode }) {
  return (
    <p
      role={alert ? "alert" : "status"}
      className={`mb-4 rounded-md border p-4 font-medium ${
        alert ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-slate-950"
      }`}
    >
      {children}
    </p>
  );
}

/** The firm's number, as a call link, under every view. */
export function CallUs() {
  return (
    <p className="mt-8 text-slate-800">
      {words.link.callUs} <CallLink className={textLink} />
    </p>
  );
}

/** A link that does not open an agreement: why, in a red box when it is a problem. */
export function LinkView({ text, problem }: { text: string; problem: boolean }) {
  return (
    <div>
      {problem ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {text}
        </p>
      ) : (
        <p className="text-slate-800">{text}</p>
      )}
      <CallUs />
    </div>
  );
}

/** A field's label and its hint, above the field. */
export function FieldLabel({ id, label, hint }: { id: string; label: string; hint: string }) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {hint}
      </p>
    </>
  );
}

/** A text field: at least 44 px high, 16 px text (no zoom on phones), never wider than the screen. */
export const fieldClass =
  "mt-1 block min-h-11 w-full max-w-md rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-950";

/** The page's buttons: text that wraps on a narrow screen, 48 px high. */
const button =
  "inline-flex min-h-12 items-center justify-center rounded-md px-5 py-2 text-center text-lg font-semibold";
export const primaryAction = `${button} bg-blue-800 text-white hover:bg-blue-900`;
export const secondaryAction = `${button} border-2 border-blue-800 bg-white text-blue-900 hover:bg-blue-50`;
