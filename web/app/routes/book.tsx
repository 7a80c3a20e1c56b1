import { metaFor, StaticPage } from "@/components/ui/static-page";
import { site } from "@/lib/site-config";

export const meta = () => metaFor("book");

export default function Book() {
  return (
    <StaticPage page="book">
      <a
        href={site.contact.schedulingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center rounded-md bg-blue-800 px-5 font-semibold text-white"
      >
        Open the scheduling page<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </StaticPage>
  );
}
