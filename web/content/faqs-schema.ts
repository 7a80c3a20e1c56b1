import { z } from "../lib/content-zod";

// The shape of content/faqs.ts, for both languages: content/faqs.ts (English) and
// content/es/faqs.ts (Spanish) hold the words and re-export this, so Spanish pages carry no
// English text (docs/decisions/0017-spanish-build.md).
export const faqSchema = z.object({ question: z.string().min(10).endsWith("?"), answer: z.string().min(30) });
export type Faq = z.infer<typeof faqSchema>;
/** A set of five questions. */
export const faqSet = z.array(faqSchema).length(5);
