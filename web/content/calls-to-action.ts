import { z } from "../lib/content-zod";
import {
  ctaSchema,
  pageKinds,
  relatedLinkSchema,
  type CallToAction,
  type PageKind,
  type RelatedLink,
} from "./calls-to-action-schema";
import { serviceIds, type ServiceIdName } from "./services-schema";
import { whoReadsRequests } from "./statements";

// The call-to-action box each kind of page ends with, and the related links of each service.
// Internal paths are checked by the link test over the build (tests/e2e/links.spec.ts) and by
// tests/unit/content.test.ts against the list of public pages.
// The schemas and types are content/calls-to-action-schema.ts.
export * from "./calls-to-action-schema";

// The links most boxes share: the case review first, a call second.
const startReview = (href: string) => ({ label: "Start a free case review", href });
const scheduleCall = { label: "Schedule a call", href: "/book" };

export const callsToAction: Record<PageKind, CallToAction> = z.record(z.enum(pageKinds), ctaSchema).parse({
  services: {
    title: "Not sure which one fits?",
    description:
      "You do not need to know the legal name for your problem. Tell us what happened and we will sort it out.",
    primary: startReview("/form"),
    secondary: scheduleCall,
  },
  attorneys: {
    title: "Talk to our team",
    description: `A free review is the first step. Tell us what happened. ${whoReadsRequests}`,
    primary: startReview("/case-review"),
    secondary: scheduleCall,
  },
  results: {
    title: "Every case is different",
    description:
      "These examples show the kinds of problems we handle; they do not predict your result. A free review tells you where you stand.",
    primary: startReview("/form"),
    secondary: { label: "Know your rights", href: "/workplace-rights" },
  },
  blog: {
    title: "Have a question about your own job?",
    description:
      "Articles explain the rules in general. For your situation, ask for a free and confidential review.",
    primary: startReview("/form"),
    secondary: { label: "Browse our practice areas", href: "/services" },
  },
});

/** Said under a call-to-action box, before the firm's phone number. */
export const callNowLead = "Prefer to talk now? Call";

// The spec linked /results/wage-hour, which matches no page; the category slug is wage-and-hour.
export const relatedLinks: Record<ServiceIdName, readonly RelatedLink[]> = z
  .record(z.enum(serviceIds), z.array(relatedLinkSchema).min(2))
  .parse({
    discrimination: [
      {
        title: "Wrongful Termination",
        path: "/services/wrongful-termination",
        description: "When a firing itself is illegal.",
        reason: "Discrimination often ends in a firing.",
      },
      {
        title: "Discrimination case results",
        path: "/results/discrimination-cases",
        description: "Examples of discrimination cases.",
        reason: "See the kinds of cases we handle.",
      },
    ],
    harassment: [
      {
        title: "Harassment case results",
        path: "/results/harassment-claims",
        description: "Examples of harassment cases.",
        reason: "See the kinds of cases we handle.",
      },
      {
        title: "Wrongful Termination",
        path: "/services/wrongful-termination",
        description: "When you lost your job after reporting.",
        reason: "Retaliation for reporting harassment is illegal.",
      },
    ],
    "wage-hour": [
      {
        title: "Wage & hour case results",
        path: "/results/wage-and-hour",
        description: "Examples of unpaid wage cases.",
        reason: "See the kinds of cases we handle.",
      },
      {
        title: "California overtime rules",
        path: "/guides/california-overtime-laws",
        description: "When overtime starts and how to check your pay stub.",
        reason: "A step-by-step guide to overtime.",
      },
    ],
    "wrongful-termination": [
      {
        title: "Wrongful termination case results",
        path: "/results/wrongful-termination",
        description: "Examples of wrongful termination cases.",
        reason: "See the kinds of cases we handle.",
      },
      {
        title: "Workplace Discrimination",
        path: "/services/discrimination",
        description: "When the firing was because of who you are.",
        reason: "Many illegal firings are also discrimination.",
      },
    ],
  });
