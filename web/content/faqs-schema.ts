import { z } from "../lib/content-zod";

// The shape of content/faqs.ts, for both languages: content/faqs.ts joins its facts with the
// words of the build's language (content/words/<language>/faqs.ts) and re-exports this.
export const faqSchema = z.object({ question: z.string().min(10).endsWith("?"), answer: z.string().min(30) });
export type Faq = z.infer<typeof faqSchema>;
/** A set of five questions. */
export const faqSet = z.array(faqSchema).length(5);
