import { z } from "../lib/content-zod";
import { fillIn, withWords } from "../lib/words";
import words from "#words/calls-to-action";
import {
  ctaSchema,
  pageKinds,
  relatedLinkSchema,
  type CallToAction,
  type PageKind,
  type RelatedLink,
} from "./calls-to-action-schema";
import { serviceIds, type ServiceIdName } from "./service-ids";
import { whoReadsRequests } from "./statements";

// The call-to-action box each kind of page ends with, and the related links of each service.
// Internal paths are checked by the link test over the build (tests/e2e/links.spec.ts) and by
// tests/unit/content.test.ts against the list of public pages.
// The schemas and types are content/calls-to-action-schema.ts; the addresses are facts here, the
// words, in each language, content/words/<language>/calls-to-action.ts.
export * from "./calls-to-action-schema";

// The links most boxes share: the case review first, a call second.
const startReview = (href: string) => ({ label: words.startReview, href });
const scheduleCall = { label: words.scheduleCall, href: "/book" };
const box = words.boxes;

export const callsToAction: Record<PageKind, CallToAction> = z.record(z.enum(pageKinds), ctaSchema).parse({
  services: {
    title: box.services.title,
    description: box.services.description,
    primary: startReview("/form"),
    secondary: scheduleCall,
  },
  attorneys: {
    title: box.attorneys.title,
    description: fillIn(box.attorneys.description, { whoReadsRequests }),
    primary: startReview("/case-review"),
    secondary: scheduleCall,
  },
  results: {
    title: box.results.title,
    description: box.results.description,
    primary: startReview("/form"),
    secondary: { label: box.results.secondary, href: "/workplace-rights" },
  },
  blog: {
    title: box.blog.title,
    description: box.blog.description,
    primary: startReview("/form"),
    secondary: { label: box.blog.secondary, href: "/services" },
  },
});

/** Said under a call-to-action box, before the firm's phone number. */
export const callNowLead = words.callNowLead;

// Each service's related links, in order: the words are keyed by the link's id.
// The spec linked /results/wage-hour, which matches no page; the category slug is wage-and-hour.
const relatedPaths: Record<ServiceIdName, readonly { id: string; path: string }[]> = {
  discrimination: [
    { id: "wrongful-termination", path: "/services/wrongful-termination" },
    { id: "results", path: "/results/discrimination-cases" },
  ],
  harassment: [
    { id: "results", path: "/results/harassment-claims" },
    { id: "wrongful-termination", path: "/services/wrongful-termination" },
  ],
  "wage-hour": [
    { id: "results", path: "/results/wage-and-hour" },
    { id: "overtime-guide", path: "/guides/california-overtime-laws" },
  ],
  "wrongful-termination": [
    { id: "results", path: "/results/wrongful-termination" },
    { id: "discrimination", path: "/services/discrimination" },
  ],
};

export const relatedLinks: Record<ServiceIdName, readonly RelatedLink[]> = z
  .record(z.enum(serviceIds), z.array(relatedLinkSchema).min(2))
  .parse(
    Object.fromEntries(
      serviceIds.map((service) => [
        service,
        withWords(`related links of ${service}`, relatedPaths[service], words.relatedLinks[service]).map(
          ({ title, path, description, reason }) => ({ title, path, description, reason }),
        ),
      ]),
    ),
  );
