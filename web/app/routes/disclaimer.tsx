import { LegalPageBody } from "@/components/sections/legal-page";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { legalPages } from "@/content/legal";

export const meta = (context: MetaContext) => metaFor("disclaimer", context);

export default function Disclaimer() {
  return (
    <StaticPage page="disclaimer" backHome>
      <LegalPageBody page={legalPages.disclaimer} />
    </StaticPage>
  );
}
