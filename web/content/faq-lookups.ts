import { defaultFaqs, serviceFaqs, type Faq } from "./faqs";
import type { ServiceIdName } from "./service-ids";

// For both languages: content/faqs.ts takes the build's language's words (lib/words.ts).

/** The service's own questions, or the default set for any other id. */
export function faqsFor(id: string): readonly Faq[] {
  return serviceFaqs[id as ServiceIdName] ?? defaultFaqs;
}
