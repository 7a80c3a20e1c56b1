import { defaultFaqs, serviceFaqs, type Faq } from "./faqs";
import type { ServiceIdName } from "./services-schema";

// For both languages: "./faqs" is content/es/faqs.ts in the Spanish build
// (scripts/vite-language-plugin.ts), so this module has no twin.

/** The service's own questions, or the default set for any other id. */
export function faqsFor(id: string): readonly Faq[] {
  return serviceFaqs[id as ServiceIdName] ?? defaultFaqs;
}
