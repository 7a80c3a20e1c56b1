import { Fragment, type ReactNode } from "react";
import { agreementWords as words } from "@/content/agreement";
import { ConsentStep, DeclinedView, SignedView, SignStep } from "./steps";
import { CallUs, LinkView, Note, tag, When } from "./template-parts";

// The worker's fee agreement page without JavaScript (docs/agreement-page.md, decision 0047): the
// prerender writes this template after `<!--agreement-page-->` on /agreement and /es/agreement
// (app/routes/agreement.tsx), and the server (engagement/signing_page.cpp) renders it for the
// link with kainjow's Mustache, which escapes every value. No script loads it. The names it reads
// are listed below and in docs/agreement-page.md; tests/unit/agreement-page.test.tsx holds the
// three together.

const { notes } = words;

/** `codeWrong` with the tries left on the code, which the sign step carries. */
const triesLeft = (
  <When name="signStep">
    <When name="codeSent"> {words.sign.triesLeft(tag("triesLeft"))}</When>
  </When>
);

/** The notes after a form came back (`done=`), in the contract's order: at most one is set. */
const agreementNotes: { name: string; alert: boolean; text: ReactNode }[] = [
  { name: "noteConsentMissing", alert: true, text: notes.consentMissing },
  { name: "noteCodeSent", alert: false, text: notes.codeSent },
  { name: "noteCodeTooSoon", alert: true, text: notes.codeTooSoon },
  { name: "noteCodeNotSent", alert: true, text: notes.codeNotSent(tag("phone")) },
  {
    name: "noteCodeWrong",
    alert: true,
    text: (
      <>
        {notes.codeWrong}
        {triesLeft}
      </>
    ),
  },
  { name: "noteCodeExpired", alert: true, text: notes.codeExpired },
  { name: "noteTooManyTries", alert: true, text: notes.tooManyTries },
  { name: "noteNameMissing", alert: true, text: notes.nameMissing },
  { name: "noteNameMismatch", alert: true, text: notes.nameMismatch(tag("phone")) },
  { name: "noteReasonInvalid", alert: true, text: notes.reasonInvalid },
  { name: "noteBusy", alert: true, text: notes.busy(tag("phone")) },
  { name: "notePaper", alert: false, text: notes.paper(tag("firm")) },
  { name: "noteSigned", alert: false, text: notes.signed },
  { name: "noteDeclined", alert: false, text: notes.declined },
];

/** Who the agreement is with, its reference and the link's last day. */
function Summary() {
  const rows: [string, string][] = [
    [words.summary.firm, tag("firm")],
    [words.summary.reference, tag("reference")],
    [words.summary.until, tag("until")],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-lg border border-slate-300 bg-slate-50 p-4 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="mb-2 font-semibold break-words text-slate-950 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The part of /agreement the server fills: why there is no agreement, or the agreement's step. */
export function AgreementTemplate() {
  return (
    <>
      <When name="noLink">
        <LinkView text={words.link.noLink} problem={false} />
      </When>
      <When name="bad">
        <LinkView text={words.link.bad} problem />
      </When>
      <When name="gone">
        <LinkView text={words.link.gone} problem />
      </When>
      <When name="unreadable">
        <LinkView text={words.link.unreadable} problem />
      </When>
      <When name="agreement">
        {agreementNotes.map(({ name, alert, text }) => (
          <Fragment key={name}>
            <When name={name}>
              <Note alert={alert}>{text}</Note>
            </When>
          </Fragment>
        ))}
        <When name="paperAsked">
          <p className="mb-4 rounded-md border border-blue-300 bg-blue-50 p-4 text-slate-900">
            {words.paperAsked(tag("firm"))}
          </p>
        </When>
        <Summary />
        <When name="consentStep">
          <ConsentStep />
        </When>
        <When name="signStep">
          <SignStep />
        </When>
        <When name="signed">
          <SignedView />
        </When>
        <When name="declined">
          <DeclinedView />
        </When>
        <CallUs />
      </When>
    </>
  );
}

/** Every name the template reads (docs/agreement-page.md), for the tests. */
export const agreementTemplateNames = [
  ...["noLink", "bad", "gone", "unreadable", "agreement"],
  ...["token", "reference", "firm", "phone", "until", "paperAsked"],
  ...["consentStep", "signStep", "signed", "signedAt", "declined"],
  ...["texts", "lang", "title", "sections", "heading", "paragraphs", "text"],
  ...["codeSent", "codeTo", "triesLeft"],
  ...agreementNotes.map((note) => note.name),
];
