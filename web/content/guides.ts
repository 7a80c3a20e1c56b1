import { z } from "../lib/zod";

export const guideSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(10),
  summary: z.string().min(20),
  back: z.object({ href: z.string().startsWith("/"), label: z.string().min(3) }),
});
export type Guide = z.infer<typeof guideSchema>;

export const guides: readonly Guide[] = z.array(guideSchema).parse([
  {
    slug: "fired-for-reporting-harassment",
    title: "Fired for Reporting Harassment: What to Do Next",
    summary: "Firing someone for reporting harassment is retaliation, and California law forbids it.",
    back: { href: "/services", label: "Back to Services" },
  },
  {
    slug: "proving-workplace-discrimination",
    title: "How Workplace Discrimination Is Proved",
    summary: "The kinds of evidence that show discrimination, and how to keep them safe.",
    back: { href: "/services/discrimination", label: "Back to Discrimination" },
  },
  {
    slug: "california-overtime-laws",
    title: "California Overtime Rules, Explained",
    summary: "When overtime starts, what double time is, and how to check your pay stub.",
    back: { href: "/services/wage-hour", label: "Back to Wage & Hour" },
  },
]);

export function findGuide(slug: string | undefined): Guide | undefined {
  return guides.find((g) => g.slug === slug);
}
