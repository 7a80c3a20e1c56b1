import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { chrome } from "@/content/chrome";
import { bookPageCopy } from "@/content/pages";
import { site, telHref } from "@/lib/site-config";

export const meta = (context: MetaContext) => metaFor("book", context);

export default function Book() {
  return (
    <StaticPage page="book">
      <a
        href={site.contact.schedulingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center rounded-md bg-blue-800 px-5 font-semibold text-white"
      >
        {bookPageCopy.openScheduler}
        <span className="sr-only">{chrome.opensInNewTab}</span>
      </a>
      <p className="mt-6 text-slate-800">
        {bookPageCopy.fallbackBefore}{" "}
        <a href={telHref()} className="font-semibold text-blue-800 underline underline-offset-2">
          {site.contact.phoneDisplay}
        </a>{" "}
        {bookPageCopy.fallbackAfter}
      </p>
    </StaticPage>
  );
}
