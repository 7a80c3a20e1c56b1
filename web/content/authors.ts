import type { Provenance } from "../lib/provenance";
import { attorneys, responsibleAttorneyId } from "./attorneys";

// The attorneys who sign articles and guides. An article names a role (its front matter's
// `author`); the role points at an attorney profile (content/attorneys.ts), and the byline takes
// the name, title, initials and provenance from that profile. So a byline cannot name someone
// the attorneys page does not show, and a sample profile is labelled as one in the byline too.
export const authorIds = ["managing-attorney", "wage-attorney", "discrimination-attorney"] as const;
export type AuthorId = (typeof authorIds)[number];

const profileOf: Readonly<Record<AuthorId, string>> = {
  "managing-attorney": responsibleAttorneyId,
  "wage-attorney": "sam-patel",
  "discrimination-attorney": "jordan-lee",
};

export type Author = {
  profileId: string;
  name: string;
  jobTitle: string;
  initials: string;
  provenance: Provenance;
};

export const authors: Readonly<Record<AuthorId, Author>> = Object.fromEntries(
  authorIds.map((id) => {
    const profile = attorneys.find((a) => a.id === profileOf[id]);
    if (!profile) throw new Error(`author ${id}: no attorney profile "${profileOf[id]}"`);
    const { name, title, initials, provenance } = profile;
    return [id, { profileId: profile.id, name, jobTitle: title, initials, provenance }];
  }),
) as Record<AuthorId, Author>;

/**
 * The signing attorney as a fact, for structured data and the author meta tag: null while the
 * profile is a sample, because a search engine would read the name as a real person's.
 */
export function verifiedAuthor(id: AuthorId): { name: string; jobTitle: string } | null {
  const author = authors[id];
  return author.provenance.status === "verified" ? { name: author.name, jobTitle: author.jobTitle } : null;
}
