import { z } from "../lib/zod";

// Article list. The article bodies are written in the blog issue; these entries carry the
// summary fields so /blog and every /blog/{slug} page exist and are prerendered now.
export const blogCategories = ["Breaking News", "Legal Guide", "Tips & Advice", "Case Study"] as const;

export const blogSummarySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(10),
  date: z.iso.date(),
  category: z.enum(blogCategories),
  readMinutes: z.number().int().positive(),
  excerpt: z.string().min(20).max(220),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogPosts: readonly BlogSummary[] = z.array(blogSummarySchema).parse([
  {
    slug: "california-ai-workplace-laws",
    title: "AI at Work: What California Law Says About Automated Hiring and Monitoring",
    date: "2025-10-06",
    category: "Breaking News",
    readMinutes: 8,
    excerpt:
      "Employers use software to screen résumés and track workers. Here is what California rules say about it and what you can do.",
  },
  {
    slug: "california-gig-worker-rights-ab5",
    title: "Gig Workers in California: AB 5, the ABC Test and Proposition 22",
    date: "2025-08-18",
    category: "Legal Guide",
    readMinutes: 9,
    excerpt:
      "Are you an employee or a contractor? How the ABC test works, where Proposition 22 applies, and why the label matters for your pay.",
  },
  {
    slug: "california-minimum-wage-2025",
    title: "California Minimum Wage 2025: State and City Rates",
    date: "2025-01-08",
    category: "Legal Guide",
    readMinutes: 10,
    excerpt:
      "The 2025 state minimum wage, the higher city rates, the exempt salary floor and what to do if you were paid less.",
  },
  {
    slug: "remote-work-rights-california",
    title: "Working From Home in California: Your Rights as a Remote Employee",
    date: "2025-05-12",
    category: "Tips & Advice",
    readMinutes: 7,
    excerpt: "Overtime, breaks, expense reimbursement and privacy when your office is your kitchen table.",
  },
]);

export function findPost(slug: string | undefined): BlogSummary | undefined {
  return blogPosts.find((p) => p.slug === slug);
}
