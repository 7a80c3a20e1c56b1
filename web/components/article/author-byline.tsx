import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import { authors, type AuthorId } from "@/content/authors";

/**
 * The author's initials in a circle (no photos of people), name and title, from their attorney
 * profile; a sample profile is labelled here as on the attorneys page.
 */
export function AuthorByline({ author }: { author: AuthorId }) {
  const { profileId, name, jobTitle, initials, provenance } = authors[author];
  return (
    <div {...claimMarks(`attorney:${profileId}`, provenance)} className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-900 text-lg font-bold text-amber-300"
      >
        {initials}
      </span>
      <p className="text-sm leading-tight">
        <span className="block font-semibold text-slate-900">{name}</span>
        <span className="block text-slate-600">{jobTitle}</span>
        <SampleLabel provenance={provenance} kind="profile" className="mt-1" />
      </p>
    </div>
  );
}
