import { agreementWords as words } from "@/content/agreement";
import {
  AgreementForm,
  agreementPath,
  FieldLabel,
  fieldClass,
  primaryAction,
  secondaryAction,
  tag,
  Unless,
  When,
} from "./template-parts";

// The steps of the agreement page (docs/agreement-page.md), as parts of its template: first the
// consent to sign electronically (or paper instead), then the agreement's text with the code and
// the signature (or saying no), then what was done.

const heading2 = "text-2xl font-bold text-slate-900";
const linkClass = "font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950";

/** The agreement as a PDF (the sealed copy once signed), behind the same link. */
function PdfLink({ children }: { children: string }) {
  return (
    <a href={`${agreementPath}/pdf?t=${tag("token")}`} className={linkClass}>
      {children}
    </a>
  );
}
const heading3 = "mt-6 text-xl font-semibold text-slate-900";

/** `consentStep`: what signing electronically means, the box to agree, and paper instead. */
export function ConsentStep() {
  const { consent } = words;
  return (
    <section aria-labelledby="agreement-consent-heading" className="mt-8">
      <h2 id="agreement-consent-heading" className={heading2}>
        {consent.heading}
      </h2>
      <p className="mt-3 text-slate-800">{consent.intro(tag("firm"))}</p>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
        <li>{consent.only(tag("reference"))}</li>
        <li>{consent.paper(tag("phone"))}</li>
        <li>{consent.withdraw(tag("phone"))}</li>
        <li>
          {consent.pdf} {consent.pdfCheck} <PdfLink>{consent.pdfLink}</PdfLink>
        </li>
        <li>{consent.noNeed}</li>
      </ul>
      <AgreementForm action="consent" className="mt-6 rounded-lg border-2 border-blue-800 bg-blue-50 p-4">
        <div className="flex items-start gap-3">
          <input
            id="agreement-consent"
            type="checkbox"
            name="consent"
            value="yes"
            className="mt-0.5 h-6 w-6 shrink-0 accent-blue-800"
          />
          <label htmlFor="agreement-consent" className="font-semibold text-slate-900">
            {consent.checkbox}
          </label>
        </div>
        <button type="submit" className={`${primaryAction} mt-4`}>
          {consent.submit}
        </button>
      </AgreementForm>
      <p className="mt-6 text-slate-800">{consent.paperIntro}</p>
      <AgreementForm action="paper" className="mt-2">
        <button type="submit" className={secondaryAction}>
          {consent.paperButton}
        </button>
      </AgreementForm>
    </section>
  );
}

/**
 * `texts`: the whole agreement, one block a language (Spanish first when the terms were discussed
 * in Spanish), each with its `lang`; its sections' paragraphs keep their line breaks (a list of fees).
 */
function AgreementTexts() {
  return (
    <When name="texts">
      <article lang={tag("lang")} className="mt-4 rounded-lg border border-slate-300 bg-white p-4 sm:p-6">
        <h3 className="text-xl font-bold text-slate-900">{tag("title")}</h3>
        <When name="sections">
          <section className="mt-4">
            <h4 className="font-semibold text-slate-900">{tag("heading")}</h4>
            <When name="paragraphs">
              <p className="mt-2 break-words whitespace-pre-line text-slate-800">{tag("text")}</p>
            </When>
          </section>
        </When>
      </article>
    </When>
  );
}

/** `signStep`: the agreement to read, a code, the code and the name to sign, or saying no. */
export function SignStep() {
  const { sign } = words;
  return (
    <>
      <section aria-labelledby="agreement-read-heading" className="mt-8">
        <h2 id="agreement-read-heading" className={heading2}>
          {sign.readHeading}
        </h2>
        <p className="mt-3 text-slate-800">{sign.readIntro(tag("phone"))}</p>
        <p className="mt-3">
          <PdfLink>{sign.pdfLink}</PdfLink>
        </p>
        <AgreementTexts />
      </section>
      <section aria-labelledby="agreement-sign-heading" className="mt-10">
        <h2 id="agreement-sign-heading" className={heading2}>
          {sign.signHeading}
        </h2>
        <p className="mt-3 text-slate-800">{sign.signIntro}</p>
        <h3 className={heading3}>{sign.codeHeading}</h3>
        <p className="mt-2 text-slate-800">{sign.codeWhy}</p>
        <When name="codeSent">
          <p className="mt-2 font-medium text-slate-900" data-testid="agreement-code-sent">
            {sign.codeSentTo(tag("codeTo"))} {sign.triesLeft(tag("triesLeft"))}
          </p>
        </When>
        <AgreementForm action="code">
          <button type="submit" className={secondaryAction}>
            <Unless name="codeSent">{sign.sendCode}</Unless>
            <When name="codeSent">{sign.sendNewCode}</When>
          </button>
        </AgreementForm>
        <h3 className={heading3}>{sign.nameHeading}</h3>
        <AgreementForm action="sign" className="mt-2 space-y-4">
          <div>
            <FieldLabel id="agreement-code" label={sign.codeLabel} hint={sign.codeHint} />
            <input
              id="agreement-code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              spellCheck={false}
              aria-describedby="agreement-code-hint"
              className={`${fieldClass} max-w-40 font-mono tracking-widest`}
            />
          </div>
          <div>
            <FieldLabel id="agreement-name" label={sign.nameLabel} hint={sign.nameHint} />
            <input
              id="agreement-name"
              name="name"
              type="text"
              autoComplete="name"
              autoCapitalize="words"
              maxLength={200}
              spellCheck={false}
              aria-describedby="agreement-name-hint"
              className={fieldClass}
            />
          </div>
          <p className="text-slate-800">{sign.signNote}</p>
          <button type="submit" className={primaryAction}>
            {sign.signButton}
          </button>
        </AgreementForm>
      </section>
      <section aria-labelledby="agreement-decline-heading" className="mt-10">
        <h2 id="agreement-decline-heading" className={heading2}>
          {sign.declineHeading}
        </h2>
        <p className="mt-3 text-slate-800">{sign.declineIntro}</p>
        <AgreementForm action="decline" className="mt-4 space-y-4">
          <div>
            <FieldLabel id="agreement-reason" label={sign.reasonLabel} hint={sign.reasonHint} />
            <textarea
              id="agreement-reason"
              name="reason"
              maxLength={500}
              rows={3}
              aria-describedby="agreement-reason-hint"
              className={fieldClass}
            />
          </div>
          <button type="submit" className={secondaryAction}>
            {sign.declineButton}
          </button>
        </AgreementForm>
      </section>
    </>
  );
}

/** `signed`: done, when, and where the signed copy comes. */
export function SignedView() {
  return (
    <div className="mt-8 rounded-lg border-2 border-green-700 bg-green-50 p-4 text-slate-900 sm:p-6">
      <p className="text-lg font-semibold">{words.signed.done}</p>
      <When name="signedAt">
        <p className="mt-2">{words.signed.when(tag("signedAt"))}</p>
      </When>
      <p className="mt-2">{words.signed.copy}</p>
      <p className="mt-3">
        <PdfLink>{words.signed.pdfLink}</PdfLink>
      </p>
    </div>
  );
}

/** `declined`: the worker said no; nothing was signed. */
export function DeclinedView() {
  return (
    <div className="mt-8 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-900 sm:p-6">
      <p className="text-lg font-semibold">{words.declined.done}</p>
      <p className="mt-2">{words.declined.next(tag("phone"))}</p>
    </div>
  );
}
