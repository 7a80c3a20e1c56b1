import { authors, initials, type AuthorId } from "@/content/authors";

/** The author's initials in a circle (no photos of people), name and title. */
export function AuthorByline({ author }: { author: AuthorId }) {
  const { name, jobTitle } = authors[author];
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-900 text-lg font-bold text-amber-300"
      >
        {initials(name)}
      </span>
      <p className="text-sm leading-tight">
        <span className="block font-semibold text-slate-900">{name}</span>
        <span className="block text-slate-600">{jobTitle}</span>
      </p>
    </div>
  );
}
