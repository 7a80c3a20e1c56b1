/**
 * The official page where a reader checks a legal figure (content/figures), named by its title:
 * the tools point to it when a rate they use may be out of date.
 */
export function OfficialPageLink({ page }: { page: { url: string; title: string } }) {
  return (
    <a
      href={page.url}
      className="font-semibold text-blue-800 underline underline-offset-2"
      rel="noopener noreferrer"
    >
      {page.title}
    </a>
  );
}
