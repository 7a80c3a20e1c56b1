import { z } from "../lib/content-zod";
import { site } from "../lib/site-config";
import { fillIn } from "../lib/words";
import words from "#words/about";

// /about's story, values and headings. The words, in each language: content/words/<language>/about.ts.
const value = z.object({ title: z.string().min(3), text: z.string().min(20) });

export const about = z
  .object({
    story: z.array(z.string().min(40)).min(2),
    valuesHeading: z.string().min(3),
    values: z.array(value).length(4),
    statsHeading: z.string().min(3),
  })
  .parse({
    story: words.story.map((paragraph) => fillIn(paragraph, { city: site.address.city })),
    valuesHeading: words.valuesHeading,
    values: words.values,
    statsHeading: words.statsHeading,
  });
