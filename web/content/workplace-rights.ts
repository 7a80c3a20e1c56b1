import { z } from "../lib/content-zod";
import type { RightsQuestionId } from "@/lib/rights-check";

// The /workplace-rights page. The scoring of the Quick Rights Check (which answers count) is in
// lib/rights-check.ts; this file holds the words.
const card = z.object({
  title: z.string().min(3),
  text: z.string().min(30),
  href: z.string().startsWith("/"),
});
const question = z.object({
  id: z.enum(["treatment", "reported"] as const satisfies readonly RightsQuestionId[]),
  question: z.string().min(10).endsWith("?"),
  options: z.array(z.string().min(2)).length(3),
  /** What a visitor sees after answering: one text per option. */
  explanations: z.record(z.string(), z.string().min(20)),
});

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
    cards: [
      {
        title: "Fair treatment",
        text: "Your employer may not treat you worse because of your race, sex, age (40 and over), disability, religion, pregnancy or another protected trait.",
        href: "/services/discrimination",
      },
      {
        title: "A workplace free of harassment",
        text: "No one at work, including customers, may harass you because of your sex or another protected trait. Reporting it is protected.",
        href: "/services/harassment",
      },
      {
        title: "Full pay and breaks",
        text: "Overtime after 8 hours a day or 40 a week, a 30-minute meal break on shifts over 5 hours, and a paid 10-minute rest break for every 4 hours.",
        href: "/services/wage-hour",
      },
      {
        title: "Speaking up and taking leave",
        text: "You may not be fired for complaining, reporting a violation or taking protected family or medical leave.",
        href: "/services/wrongful-termination",
      },
    ],
    checkHeading: "Quick rights check",
    checkIntro: "Two questions, about a minute. Your answers stay in your browser and are not sent anywhere.",
    questions: [
      {
        id: "treatment",
        question:
          "Were you treated unfairly at work because of who you are, or after you complained or asked for your rights?",
        options: ["Yes", "No", "Not sure"],
        explanations: {
          Yes: "Unfair treatment because of a protected trait, or after you spoke up, is what discrimination and retaliation laws forbid.",
          No: "Unfair treatment for other reasons is not always illegal. If pay, breaks or safety are the problem, other laws may still help.",
          "Not sure":
            "That is normal. Patterns and timing often show what is going on, and a lawyer can help you see them.",
        },
      },
      {
        id: "reported",
        question: "Have you reported the problem to your employer, or wanted to but were afraid?",
        options: ["Yes", "No", "Afraid to report"],
        explanations: {
          Yes: "Reporting is protected. If things got worse after you reported, that can be illegal retaliation.",
          No: "You can still have a claim without reporting. A written report often helps, so talk to a lawyer about how and when.",
          "Afraid to report":
            "Many people are. The law protects you from retaliation, and a lawyer can help you report safely.",
        },
      },
    ],
    resultHeading: "You may have a valid case",
    resultText:
      "Based on your answers, it may be worth talking to an employment lawyer. This check is not legal advice: only a lawyer who hears the whole story can tell you where you stand. The review is free and confidential.",
    faqHeading: "Questions about your rights",
  });

/** The words around the cards and the box the page ends with. */
export const workplaceRightsLinks = {
  learnMore: "Learn more",
  closingText: "Want to talk it through with a lawyer? The review is free.",
  closingButton: "Get a Free Consultation",
} as const;
