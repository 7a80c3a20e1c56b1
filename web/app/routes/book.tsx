import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { chrome } from "@/content/chrome";
import { schedulerCopy } from "@/content/call-booking";
import { Island } from "@/app/island";
import { BookTimesTemplate } from "@/features/booking/components/plain-pages";
import { externalSchedulerUrl, site, telHref } from "@/lib/site-config";

// /book is the firm's own booking form (issue 35), unless the build names an outside scheduler
// (BOOKING_URL, or contact.schedulingUrl in config/site.json): then it is the spec's link to it, in
// a new tab (docs/spec-deviations.md).
const schedulerUrl = externalSchedulerUrl();

export const meta = (context: MetaContext) => metaFor(schedulerUrl ? "book-scheduler" : "book", context);

function OutsideScheduler({ url }: { url: string }) {
  return (
    <StaticPage page="book-scheduler">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center rounded-md bg-blue-800 px-5 font-semibold text-white"
      >
        {schedulerCopy.openScheduler}
        <span className="sr-only">{chrome.opensInNewTab}</span>
      </a>
      <p className="mt-6 text-slate-800">
        {schedulerCopy.fallbackBefore}{" "}
        <a href={telHref()} className="font-semibold text-blue-800 underline underline-offset-2">
          {site.contact.phoneDisplay}
        </a>{" "}
        {schedulerCopy.fallbackAfter}
      </p>
    </StaticPage>
  );
}

export default function Book() {
  if (schedulerUrl) return <OutsideScheduler url={schedulerUrl} />;
  return (
    <StaticPage page="book">
      <div className="max-w-3xl">
        {/* A form the server takes as it is: React and the picker of times load on the first
            touch, focus or key in it (app/islands/book.tsx). */}
        <Island name="book" when="intent" fills={{ "booking-slots": <BookTimesTemplate /> }} />
      </div>
    </StaticPage>
  );
}
