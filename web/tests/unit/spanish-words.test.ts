// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countSms } from "@/lib/sms-segments";
import englishServices from "@/content/words/en/services";
import spanishServices from "@/content/words/es/services";

// Words that mislead (issue 51, item 4), refused wherever a worker can read them, and the cost in
// SMS segments of each automatic Spanish text now that it keeps every accent. docs/glossary-es.md
// says which words replace these and why.

const repo = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(repo, file), "utf8");

function filesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(repo, folder))) {
    const file = path.join(folder, name);
    if (statSync(path.join(repo, file)).isDirectory()) out.push(...filesUnder(file));
    else if (/\.(ts|tsx|mdx|json|cpp|hpp)$/.test(name) && !/_test\.cpp$|\.test\.tsx?$/.test(name))
      out.push(file);
  }
  return out;
}

// Everything a worker reads: the site's words and pages, the forms, the messages, the server's
// words. The opt-out corpus is left out: it holds what workers type, accents or not.
const wordFiles = [
  ...filesUnder("web/content"),
  ...filesUnder("web/features"),
  ...filesUnder("config/words"),
  ...filesUnder("config/conversation"),
  ...filesUnder("config/forms"),
  ...filesUnder("server/src"),
].filter((file) => !file.endsWith("opt-out-corpus.json"));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const strings = (value: Json): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

const workerMessages = JSON.parse(read("config/words/worker-messages.json")) as {
  es: {
    sms: Record<string, string>;
    booking: { text: Record<string, string> };
    agreement: { text: Record<string, string> };
  } & Json;
};
const savedReplies = JSON.parse(read("config/conversation/saved-replies.json")) as {
  replies: { text: { es: string }; label: { es: string } }[];
};

// The Spanish a worker reads: the Spanish words and articles, the Spanish form words, and the
// Spanish halves of the messages and saved replies.
const spanishTexts: { where: string; text: string }[] = [
  ...[
    ...filesUnder("web/content/words/es"),
    ...filesUnder("web/content/articles/es"),
    "config/forms/es.json",
  ].map((file) => ({ where: file, text: read(file) })),
  ...strings(workerMessages.es).map((text) => ({ where: "worker-messages.json es", text })),
  ...savedReplies.replies.flatMap((reply) =>
    [reply.text.es, reply.label.es].map((text) => ({ where: "saved-replies.json es", text })),
  ),
];

describe("words that mislead", () => {
  it("has the test files it scans", () => {
    expect(wordFiles.length).toBeGreaterThan(100);
    expect(spanishTexts.length).toBeGreaterThan(30);
  });

  it("says a firing broke the law, pressure to quit, our team, never the misleading words", () => {
    const banned = [
      /despidos? injustificados?/i, // read in Mexico as any firing without a stated cause
      /presi[oó]n para (salir|irse)/i, // "salir" is also going out on a date
      /presionaron para irse|presionen para irse/i,
      /equipo de admisi[oó]n/i,
    ];
    for (const file of wordFiles) {
      const source = read(file);
      for (const phrase of banned) expect(phrase.test(source), `${file}: ${phrase}`).toBe(false);
    }
  });

  it("never uses tarifa for a wage (tarifas de mensajes are a price, and stay)", () => {
    for (const { where, text } of spanishTexts) {
      const wage = text.replace(/tarifas? (de|por) mensajes/gi, "").match(/\btarifas?\b/i);
      expect(wage, where).toBeNull();
    }
  });

  it("keeps the accents of Spanish words", () => {
    const accentless =
      /\b(mas|aqui|telefono|numero|manana|llamenos|informacion|pagina|tambien|despues|dias)\b/i;
    for (const { where, text } of spanishTexts) expect(text.match(accentless)?.[0], where).toBeUndefined();
  });

  it("does not say harassment has to be on purpose", () => {
    const english = [
      englishServices.services.harassment.summary,
      ...englishServices.services.harassment.longDescription,
    ];
    const spanish = [
      spanishServices.services.harassment.summary,
      ...spanishServices.services.harassment.longDescription,
    ];
    for (const text of english) expect(text).not.toMatch(/on purpose|deliberate|intentional/i);
    for (const text of spanish) expect(text).not.toMatch(/a propósito|intencional|adrede/i);
  });

  it("says a spoken report is protected where the FAQ explains reporting", () => {
    const faqs = read("web/content/words/en/faqs.ts");
    expect(faqs).not.toMatch(/written report often helps and starts your protection/);
    expect(faqs).toMatch(/out loud is protected/);
  });
});

describe("the automatic Spanish texts' segments", () => {
  // Realistic fillings: the firm's name, a reference, a phone number and the longest links.
  const firm = (JSON.parse(read("config/site.json")) as { responsible: { firmName: string } }).responsible
    .firmName;
  const sms = workerMessages.es.sms;
  const fill = (text: string) =>
    text
      .replaceAll("{stopHelp}", sms.stopHelp ?? "")
      .replaceAll("{firm}", firm)
      .replaceAll("{reference}", "GC-7K3M-Q9TD")
      .replaceAll("{phone}", "(310) 555-0142")
      .replaceAll("{link}", "https://www.goldencoastworkers.example/es/case-review");

  it("keeps each SMS answer within two segments", () => {
    const texts = Object.entries(sms).filter(([key]) => key !== "caseReviewPath" && key !== "stopHelp");
    expect(texts.length).toBeGreaterThan(5);
    for (const [key, text] of texts) expect(countSms(fill(text)).segments, key).toBeLessThanOrEqual(2);
  });

  // Measured when the accents came back (December 2026), with a signed link of 111 characters:
  // 3 segments on a weekday, as before (the English ones are 2 or 3). A call on a Saturday
  // ("sábado") is UCS-2, 5 segments, as it already was: the day's name stays right.
  it("sends the call texts as GSM-7 in at most 3 segments on a weekday without á, í, ó, ú", () => {
    const words = workerMessages.es.booking.text;
    const link = `https://www.goldencoastworkers.example/es/booking?t=${"x".repeat(111)}`;
    for (const start of ["confirmation", "reminder24h", "reminder1h"]) {
      const text = (words.message ?? "")
        .replace("{firm}", firm)
        .replace("{start}", words[start] ?? "")
        .replace("{when}", "miércoles 2 de diciembre 10:30 a. m.")
        .replace("{reference}", "GC-7K3M-Q9TD")
        .replace("{link}", link);
      const count = countSms(text);
      expect(count.encoding, `${start}: ${count.firstNonGsm}`).toBe("GSM-7");
      expect(count.segments, start).toBeLessThanOrEqual(3);
    }
  });

  // The fee agreement's link and its reminders (issue 54): the link is about as long as the
  // booking's (a signed token of about 112 characters).
  it("sends the agreement texts as GSM-7 in at most 3 segments on a weekday", () => {
    const link = `https://www.goldencoastworkers.example/es/agreement?t=${"x".repeat(112)}`;
    for (const [key, words] of Object.entries(workerMessages.es.agreement.text)) {
      const count = countSms(
        fill(words.replace("{link}", link)).replace("{until}", "miércoles, 16 de diciembre"),
      );
      expect(count.encoding, `${key}: ${count.firstNonGsm}`).toBe("GSM-7");
      expect(count.segments, key).toBeLessThanOrEqual(3);
    }
  });
});
