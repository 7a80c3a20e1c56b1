import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { ServerPart } from "@/app/server-part";
import { AgreementTemplate } from "@/features/agreement/components/agreement-template";

// /agreement?t=... (and /es/agreement): the fee agreement behind the link in the worker's text or
// e-mail (docs/agreement-page.md). Plain HTML forms, no island: the server fills the part after
// `<!--agreement-page-->` for the link. Not in the sitemap and noindex (content/indexing.ts).
export const meta = (context: MetaContext) => metaFor("agreement", context);

export default function Agreement() {
  return (
    <StaticPage page="agreement">
      <div className="max-w-3xl">
        <ServerPart marker="agreement-page" template={<AgreementTemplate />} />
      </div>
    </StaticPage>
  );
}
