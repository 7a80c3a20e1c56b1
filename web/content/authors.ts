import { site } from "../lib/site-config";

// The firm's default attorneys who sign articles and guides. The names are placeholders of the
// demo firm (the responsible attorney comes from config/site.json); the avatar is their initials,
// never a photo of a real person.
export const authorIds = ["managing-attorney", "wage-attorney", "discrimination-attorney"] as const;
export type AuthorId = (typeof authorIds)[number];

export type Author = { name: string; jobTitle: string };

export const authors: Readonly<Record<AuthorId, Author>> = {
  "managing-attorney": { name: site.responsible.attorneyName, jobTitle: "Managing Attorney" },
  "wage-attorney": { name: "Alex Morgan", jobTitle: "Employment Attorney, Wage & Hour" },
  "discrimination-attorney": {
    name: "Jordan Lee",
    jobTitle: "Employment Attorney, Discrimination & Retaliation",
  },
};

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !w.endsWith("."));
  return (
    words
      .map((w) => w.charAt(0).toUpperCase())
      .join("")
      .slice(0, 2) || "?"
  );
}
