import { z } from "../lib/content-zod";
import words from "#words/form-page";

// /form's side panel, reassurance and notice at collection. The words, in each language:
// content/words/<language>/form-page.ts.
export const formPage = z
  .object({
    phoneHeading: z.string().min(3),
    phoneText: z.string().min(20),
    reassuranceHeading: z.string().min(3),
    reassurance: z.array(z.string().min(10)).min(3),
    noticeAtCollection: z.string().min(40),
  })
  .parse({
    phoneHeading: words.phoneHeading,
    phoneText: words.phoneText,
    reassuranceHeading: words.reassuranceHeading,
    reassurance: words.reassurance,
    noticeAtCollection: words.noticeAtCollection,
  });

/** The words of the link after the notice at collection. */
export const formPrivacyLinkLabel = words.privacyLink;
