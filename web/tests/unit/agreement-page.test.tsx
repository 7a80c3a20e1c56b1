import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Mustache from "mustache";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import englishWords from "@/content/words/en/agreement";
import spanishWords from "@/content/words/es/agreement";
import { pageWeight } from "../../scripts/page-weight.ts";

// The worker's fee agreement page without JavaScript (docs/agreement-page.md): the template the
// prerender writes after <!--agreement-page--> on /agreement and /es/agreement, rendered here with
// mustache.js (a second implementation of the Mustache the server uses, kainjow's) with the values
// server/src/engagement/signing_page.cpp gives: every state, both steps, every note, in both
// languages; then the built pages themselves, when there is a build. The unit tests read the
// English catalogs, so each language's template is loaded with its own words and path.

type Language = "en" | "es";
type Words = typeof englishWords;
const wordsOf: Record<Language, Words> = { en: englishWords, es: spanishWords };
const pathOf: Record<Language, string> = { en: "/agreement", es: "/es/agreement" };

/** The names docs/agreement-page.md lists, written out here so that a renamed one fails. */
const documentedNotes = [
  "noteConsentMissing",
  "noteCodeSent",
  "noteCodeTooSoon",
  "noteCodeNotSent",
  "noteCodeWrong",
  "noteCodeExpired",
  "noteTooManyTries",
  "noteNameMissing",
  "noteNameMismatch",
  "noteReasonInvalid",
  "noteBusy",
  "notePaper",
  "noteSigned",
  "noteDeclined",
];
const documentedNames = [
  ...["noLink", "bad", "gone", "unreadable", "agreement"],
  ...["token", "reference", "firm", "phone", "until", "paperAsked"],
  ...["consentStep", "signStep", "texts", "lang", "title", "sections", "heading", "paragraphs", "text"],
  ...["codeSent", "codeTo", "triesLeft", "signed", "signedAt", "declined"],
  ...documentedNotes,
];

const contract = readFileSync(path.resolve(import.meta.dirname, "../../../docs/agreement-page.md"), "utf8");

/** Every name a template reads. */
function namesOf(template: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: unknown[][]) => {
    for (const token of tokens) {
      if (token[0] !== "text") names.add(token[1] as string);
      if (Array.isArray(token[4])) walk(token[4] as unknown[][]);
    }
  };
  walk(Mustache.parse(template) as unknown[][]);
  return names;
}

const fill = (template: string, view: object) =>
  new DOMParser().parseFromString(`<body>${Mustache.render(template, view)}</body>`, "text/html").body;

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The template and its names as the build of `language` draws them. */
async function templateIn(language: Language): Promise<{ html: string; names: string[] }> {
  vi.resetModules();
  vi.stubEnv("VITE_SITE_LANGUAGE", language);
  vi.doMock("#words/agreement", () =>
    language === "es"
      ? import("../../content/words/es/agreement")
      : import("../../content/words/en/agreement"),
  );
  vi.doMock("#words/chrome", () =>
    language === "es" ? import("../../content/words/es/chrome") : import("../../content/words/en/chrome"),
  );
  const { renderToStaticMarkup } = await import("react-dom/server");
  const { AgreementTemplate, agreementTemplateNames } =
    await import("@/features/agreement/components/agreement-template");
  return { html: renderToStaticMarkup(<AgreementTemplate />), names: agreementTemplateNames };
}

const templates = {} as Record<Language, { html: string; names: string[] }>;
beforeAll(async () => {
  templates.en = await templateIn("en");
  templates.es = await templateIn("es");
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.doUnmock("#words/agreement");
  vi.doUnmock("#words/chrome");
  vi.resetModules();
});

// What the server gives for one link (signing_page.cpp, AgreementView).
const base = {
  token: "v1.AbC-dEf_123",
  reference: "GC-7K3M-Q9TD",
  firm: "Golden Coast Workers Law",
  phone: "(310) 555-0142",
  until: "Monday, December 21",
};
const texts = [
  {
    lang: "es",
    title: "Acuerdo de honorarios de contingencia",
    sections: [
      {
        heading: "Nuestros honorarios",
        paragraphs: [
          {
            text: "Usted nos paga honorarios solo si se recupera dinero para usted:\n- 33 % antes de la demanda",
          },
          { text: "Si no se recupera nada, usted no nos debe honorarios." },
        ],
      },
    ],
  },
  {
    lang: "en",
    title: "Contingency Fee Agreement",
    sections: [
      { heading: "Who this agreement is between", paragraphs: [{ text: "This agreement is between you." }] },
      { heading: "Our fee", paragraphs: [{ text: "You pay us a fee only if money is recovered." }] },
    ],
  },
];
const codeSent = { codeSent: true, codeTo: "(•••) •••-0142", triesLeft: "3" };

type Fields = Record<string, FormDataEntryValue>;
const fieldsOf = (form: HTMLFormElement): Fields => Object.fromEntries(new FormData(form));
const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
const buttonOf = (form: HTMLFormElement) => text(form.querySelector('button[type="submit"]')!);

/** Each quoted phrase (“…”) of a text: the buttons and fields the words point at. */
const quoted = (value: string) => [...value.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);

describe.each(["en", "es"] as const)("the agreement page's template in %s", (language) => {
  const words = wordsOf[language];
  const template = () => templates[language].html;
  const render = (view: object) => fill(template(), view);
  const open = (step: object, more: object = {}) => render({ agreement: { ...base, ...step, ...more } });

  it("reads exactly the names docs/agreement-page.md lists", () => {
    expect(sorted(namesOf(template()))).toEqual(sorted(documentedNames));
    expect(sorted(templates[language].names)).toEqual(sorted(documentedNames));
    for (const name of documentedNames) expect(contract, name).toContain(name);
    expect(sorted(contract.match(/\bnote[A-Z]\w+/g) ?? [])).toEqual(sorted(documentedNotes));
  });

  it("says why without a link, or with one that does not open an agreement, and offers no form", () => {
    const states = [
      ["noLink", words.link.noLink, false],
      ["bad", words.link.bad, true],
      ["gone", words.link.gone, true],
      ["unreadable", words.link.unreadable, true],
    ] as const;
    for (const [name, said, problem] of states) {
      const body = render({ [name]: true });
      expect(text(body)).toContain(said);
      for (const [other, otherText] of states)
        if (other !== name) expect(text(body)).not.toContain(otherText);
      expect(body.querySelector("form")).toBeNull();
      expect(body.querySelectorAll('[role="alert"]')).toHaveLength(problem ? 1 : 0);
      expect(body.querySelector('a[href^="tel:"]')).not.toBeNull();
    }
    expect(text(render({}))).toBe("");
  });

  it("consent step: what signing electronically means, the box, and paper instead", () => {
    const body = open({ consentStep: true });
    const shown = text(body);
    expect(body.querySelector("h2")!.textContent).toBe(words.consent.heading);
    for (const said of [
      words.consent.intro(base.firm),
      words.consent.only(base.reference),
      words.consent.paper(base.phone),
      words.consent.withdraw(base.phone),
      words.consent.pdf,
      words.consent.noNeed,
      base.until,
    ])
      expect(shown).toContain(said);
    expect(shown).not.toContain(words.sign.readHeading);
    // The check that the phone opens PDF files: the agreement's own PDF behind the same link.
    const pdf = [...body.querySelectorAll("a")].find((a) => a.textContent === words.consent.pdfLink);
    expect(pdf?.getAttribute("href")).toBe(`${pathOf[language]}/pdf?t=${base.token}`);

    const forms = [...body.querySelectorAll("form")];
    expect(forms.map((f) => [f.getAttribute("method"), f.getAttribute("action"), f.enctype])).toEqual([
      ["post", pathOf[language], "application/x-www-form-urlencoded"],
      ["post", pathOf[language], "application/x-www-form-urlencoded"],
    ]);
    const [consent, paper] = forms as [HTMLFormElement, HTMLFormElement];
    const box = consent.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect([box.name, box.value, box.checked]).toEqual(["consent", "yes", false]);
    expect(box.labels![0]!.textContent).toBe(words.consent.checkbox);
    expect(fieldsOf(consent)).toEqual({ t: base.token, action: "consent" });
    box.checked = true;
    expect(fieldsOf(consent)).toEqual({ t: base.token, action: "consent", consent: "yes" });
    expect(buttonOf(consent)).toBe(words.consent.submit);
    expect(fieldsOf(paper)).toEqual({ t: base.token, action: "paper" });
    expect(buttonOf(paper)).toBe(words.consent.paperButton);
  });

  it("sign step: the whole agreement, Spanish first, each block in its language", () => {
    const body = open({ signStep: { texts } });
    const blocks = [...body.querySelectorAll("article")];
    expect(blocks.map((b) => b.getAttribute("lang"))).toEqual(["es", "en"]);
    expect(blocks.map((b) => b.querySelector("h3")!.textContent)).toEqual(texts.map((t) => t.title));
    expect([...blocks[1]!.querySelectorAll("h4")].map((h) => h.textContent)).toEqual([
      "Who this agreement is between",
      "Our fee",
    ]);
    const paragraphs = [...blocks[0]!.querySelectorAll("p")].map((p) => p.textContent);
    expect(paragraphs).toEqual(texts[0]!.sections[0]!.paragraphs.map((p) => p.text));
    expect(text(body)).toContain(words.sign.readIntro(base.phone));
  });

  it("sign step: a code, then the code and the name to sign, and a separate form to say no", () => {
    const body = open({ signStep: { texts } });
    const forms = [...body.querySelectorAll("form")];
    expect(forms).toHaveLength(3);
    for (const form of forms) expect(form.getAttribute("action")).toBe(pathOf[language]);
    const [code, sign, decline] = forms as [HTMLFormElement, HTMLFormElement, HTMLFormElement];
    expect(fieldsOf(code)).toEqual({ t: base.token, action: "code" });
    expect(buttonOf(code)).toBe(words.sign.sendCode);
    expect(body.querySelector('[data-testid="agreement-code-sent"]')).toBeNull();

    expect(fieldsOf(sign)).toEqual({ t: base.token, action: "sign", code: "", name: "" });
    const codeInput = sign.querySelector<HTMLInputElement>('input[name="code"]')!;
    expect(codeInput.getAttribute("inputmode")).toBe("numeric");
    expect(codeInput.getAttribute("autocomplete")).toBe("one-time-code");
    expect(codeInput.maxLength).toBe(6);
    expect(codeInput.labels![0]!.textContent).toBe(words.sign.codeLabel);
    const name = sign.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(name.getAttribute("autocomplete")).toBe("name");
    expect(name.labels![0]!.textContent).toBe(words.sign.nameLabel);
    expect(buttonOf(sign)).toBe(words.sign.signButton);

    expect(fieldsOf(decline)).toEqual({ t: base.token, action: "decline", reason: "" });
    const reason = decline.querySelector("textarea")!;
    expect([reason.name, reason.maxLength]).toEqual(["reason", 500]);
    expect(reason.labels[0]!.textContent).toBe(words.sign.reasonLabel);
    expect(buttonOf(decline)).toBe(words.sign.declineButton);
  });

  it("sign step after a code was sent: where it went, the tries left, and a new code", () => {
    const body = open({ signStep: { texts, ...codeSent } });
    expect(text(body.querySelector('[data-testid="agreement-code-sent"]')!)).toBe(
      `${words.sign.codeSentTo(codeSent.codeTo)} ${words.sign.triesLeft("3")}`,
    );
    expect(buttonOf(body.querySelector("form")!)).toBe(words.sign.sendNewCode);
  });

  it("signed and declined: what was done, and no form", () => {
    const signed = open({ signed: { signedAt: "Monday, December 21 at 3:05 PM (California time)" } });
    expect(text(signed)).toContain(words.signed.done);
    expect(text(signed)).toContain(words.signed.when("Monday, December 21 at 3:05 PM (California time)"));
    expect(text(signed)).toContain(words.signed.copy);
    expect(signed.querySelector("form")).toBeNull();
    const declined = open({ declined: true });
    expect(text(declined)).toContain(words.declined.done);
    expect(text(declined)).toContain(words.declined.next(base.phone));
    expect(declined.querySelector("form")).toBeNull();
  });

  it("says the worker asked for paper, with whichever step is shown", () => {
    for (const step of [{ consentStep: true }, { signStep: { texts } }, { signed: {} }]) {
      const body = open(step, { paperAsked: true });
      expect(text(body)).toContain(words.paperAsked(base.firm));
    }
    expect(text(open({ consentStep: true }))).not.toContain(words.paperAsked(base.firm));
  });

  it("shows each note first, as an alert for a problem and a status for good news", () => {
    const { notes } = words;
    const expected: Record<string, [string, string]> = {
      noteConsentMissing: ["alert", notes.consentMissing],
      noteCodeSent: ["status", notes.codeSent],
      noteCodeTooSoon: ["alert", notes.codeTooSoon],
      noteCodeNotSent: ["alert", notes.codeNotSent(base.phone)],
      noteCodeWrong: ["alert", `${notes.codeWrong} ${words.sign.triesLeft("3")}`],
      noteCodeExpired: ["alert", notes.codeExpired],
      noteTooManyTries: ["alert", notes.tooManyTries],
      noteNameMissing: ["alert", notes.nameMissing],
      noteNameMismatch: ["alert", notes.nameMismatch(base.phone)],
      noteReasonInvalid: ["alert", notes.reasonInvalid],
      noteBusy: ["alert", notes.busy(base.phone)],
      notePaper: ["status", notes.paper(base.firm)],
      noteSigned: ["status", notes.signed],
      noteDeclined: ["status", notes.declined],
    };
    expect(Object.keys(expected).sort()).toEqual(sorted(documentedNotes));
    for (const [note, [role, said]] of Object.entries(expected)) {
      const body = open({ signStep: { texts, ...codeSent } }, { [note]: true });
      const messages = body.querySelectorAll('[role="alert"], [role="status"]');
      expect(messages, note).toHaveLength(1);
      expect(messages[0]!.getAttribute("role"), note).toBe(role);
      expect(text(messages[0]!), note).toBe(said);
      expect(body.firstElementChild, note).toBe(messages[0]);
    }
    expect(open({ signStep: { texts } }).querySelectorAll('[role="alert"], [role="status"]')).toHaveLength(0);
  });

  it("escapes what the server fills in", () => {
    const token = '"><script>alert(1)</script>';
    const body = render({ agreement: { ...base, token, firm: "<b>Firm</b>", consentStep: true } });
    expect(body.querySelector("script, b")).toBeNull();
    expect(body.querySelector<HTMLInputElement>('input[name="t"]')!.value).toBe(token);
    expect(text(body)).toContain(words.consent.intro("<b>Firm</b>"));
  });

  it("labels every field, keeps ids unique and headings in order below the page's h1", () => {
    for (const body of [open({ consentStep: true }), open({ signStep: { texts, ...codeSent } })]) {
      for (const field of body.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), textarea"))
        expect(field.labels?.length, field.name).toBe(1);
      for (const described of body.querySelectorAll("[aria-describedby]"))
        expect(body.querySelector(`#${described.getAttribute("aria-describedby")}`)).not.toBeNull();
      const ids = [...body.querySelectorAll("[id]")].map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      let level = 1;
      for (const heading of body.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
        const next = Number(heading.tagName[1]);
        expect(next, heading.textContent!).toBeGreaterThan(1);
        expect(next, heading.textContent!).toBeLessThanOrEqual(level + 1);
        level = next;
      }
    }
  });

  it("names only buttons and fields the page has, in its own words", () => {
    const labels = new Set([
      words.consent.submit,
      words.consent.paperButton,
      words.sign.sendCode,
      words.sign.signButton,
      words.sign.nameLabel,
    ]);
    const sentences = [
      ...Object.values(words.notes).map((n) => (typeof n === "function" ? n(base.phone) : n)),
      words.consent.paper(base.phone),
      words.consent.withdraw(base.phone),
      words.sign.signNote,
    ];
    const named = sentences.flatMap(quoted);
    expect(named.length).toBeGreaterThan(5);
    for (const label of named) expect(labels, label).toContain(label);
  });
});

describe("the Spanish template", () => {
  it("shows no English sentence of the page's words", () => {
    const views = [
      { noLink: true },
      { bad: true },
      { agreement: { ...base, consentStep: true, paperAsked: true } },
    ];
    const english = englishWords.consent.noNeed;
    for (const view of views) expect(text(fill(templates.es.html, view))).not.toContain(english);
    const body = fill(templates.es.html, { agreement: { ...base, signStep: { texts, ...codeSent } } });
    expect(text(body)).toContain(spanishWords.sign.signNote);
    expect(body.querySelector('a[href^="tel:"]')!.textContent).toMatch(/^Llame al /);
  });
});

// The built pages (web/build/site), when there is a build: the part between the markers is the
// template above, the page is noindex and out of the sitemap, and it ships no script of its own.
const publicDir = path.resolve(import.meta.dirname, "../../build/site/public");
const haveBuild = existsSync(path.join(publicDir, "agreement/index.html"));

describe.runIf(haveBuild || process.env.REQUIRE_BUILD === "1")("the built agreement pages", () => {
  it.each([
    ["en", "/agreement"],
    ["es", "/es/agreement"],
  ] as const)("%s: %s holds the template once, noindex, with the site script only", (language, page) => {
    const html = readFileSync(path.join(publicDir, page, "index.html"), "utf8");
    expect(html.split("<!--agreement-page-->")).toHaveLength(2);
    expect(html.split("<!--/agreement-page-->")).toHaveLength(2);
    const part = html.slice(
      html.indexOf("<!--agreement-page-->") + "<!--agreement-page-->".length,
      html.indexOf("<!--/agreement-page-->"),
    );
    expect(part).toBe(templates[language].html);
    expect(sorted(namesOf(part))).toEqual(sorted(documentedNames));
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).not.toContain("data-island=");
    const sitemap = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    expect(sitemap).not.toContain(`${page}<`);
    expect(pageWeight(publicDir, page).gzip).toBeLessThanOrEqual(30 * 1024);
    const filled = fill(part, { noLink: true });
    expect(text(filled)).toContain(wordsOf[language].link.noLink);
  });
});
