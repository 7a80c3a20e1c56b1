import { AttorneyProfiles } from "@/components/sections/attorney-profiles";
import { CtaBox } from "@/components/sections/cta-box";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { callsToAction } from "@/content/calls-to-action";
import { site, telHref } from "@/lib/site-config";

export const meta = (context: MetaContext) => metaFor("attorneys", context);

export default function Attorneys() {
  return (
    <StaticPage page="attorneys">
      <AttorneyProfiles />
      <div className="mt-12">
        <CtaBox cta={callsToAction.attorneys} />
        <p className="mt-4 text-slate-800">
          Prefer to talk now? Call{" "}
          <a href={telHref()} className="font-semibold text-blue-800 underline underline-offset-2">
            {site.contact.phoneDisplay}
          </a>
          .
        </p>
      </div>
    </StaticPage>
  );
}
