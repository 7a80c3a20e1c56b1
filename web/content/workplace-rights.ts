import { z } from "../lib/content-zod";
import { rightsQuestions, type RightsQuestionId } from "./rights-check-facts";
import { withWords } from "../lib/words";
import type { ServiceIdName } from "./service-ids";
import words from "#words/workplace-rights";

// The /workplace-rights page. The facts are the services the cards link to, in order; the Quick
// Rights Check's questions, options and scoring (which answers count) are in
// content/rights-check-facts.ts and lib/rights-check.ts. The words are
// content/words/<language>/workplace-rights.ts (lib/words.ts).
const card = z.object({
  title: z.string().min(3),
  text: z.string().min(30),
  href: z.string().startsWith("/"),
});
const question = z.object({
  id: z.enum(["treatment", "reported"] as const satisfies readonly RightsQuestionId[]),
  question: z.string().min(10).endsWith("?"),
  // Distinct labels: the check scores an answer by its label.
  options: z
    .array(z.string().min(2))
    .length(3)
    .refine((options) => new Set(options).size === options.length, "two options read the same"),
  /** What a visitor sees after answering: one text per option. */
  explanations: z.record(z.string(), z.string().min(20)),
});

const cardServices: readonly ServiceIdName[] = [
  "discrimination",
  "harassment",
  "wage-hour",
  "wrongful-termination",
];

export const workplaceRights = z
  .object({
    cards: z.array(card).length(4),
    checkHeading: z.string().min(3),
    checkIntro: z.string().min(20),
    questions: z.array(question).length(2),
    resultHeading: z.string().min(3),
    resultText: z.string().min(20),
    faqHeading: z.string().min(3),
  })
  .parse({
    cards: withWords(
      "workplace rights cards",
      cardServices.map((id) => ({ id, href: `/services/${id}` })),
      words.cards,
    ).map(({ title, text, href }) => ({ title, text, href })),
    checkHeading: words.checkHeading,
    checkIntro: words.checkIntro,
    questions: rightsQuestions().map((q) => ({
      id: q.id,
      question: q.question,
      options: q.options.map((o) => o.label),
      explanations: Object.fromEntries(q.options.map((o) => [o.label, o.explanation])),
    })),
    resultHeading: words.resultHeading,
    resultText: words.resultText,
    faqHeading: words.faqHeading,
  });

/** The words around the cards and the box the page ends with. */
export const workplaceRightsLinks = words.links;
