import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { Island } from "@/app/island";
import { ManageTemplate } from "@/features/booking/components/plain-pages";

// /booking?t=...: the call behind the link in a booking message (docs/booking-api.md). Not in the
// sitemap and noindex (content/indexing.ts): it means something only with a link's token.
export const meta = (context: MetaContext) => metaFor("booking", context);

export default function Booking() {
  return (
    <StaticPage page="booking">
      <div className="max-w-3xl">
        <Island name="booking" when="load" fills={{ "booking-manage": <ManageTemplate /> }} />
      </div>
    </StaticPage>
  );
}
