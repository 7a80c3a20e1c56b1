import { LegalPageBody } from "@/components/sections/legal-page";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { legalPages } from "@/content/legal";

export const meta = (context: MetaContext) => metaFor("accessibility", context);

export default function Accessibility() {
  return (
    <StaticPage page="accessibility" backHome>
      <LegalPageBody page={legalPages.accessibility} />
    </StaticPage>
  );
}
