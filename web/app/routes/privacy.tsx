import { LegalPageBody } from "@/components/sections/legal-page";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { legalPages } from "@/content/legal";

export const meta = (context: MetaContext) => metaFor("privacy", context);

export default function Privacy() {
  return (
    <StaticPage page="privacy" backHome>
      <LegalPageBody page={legalPages.privacy} />
    </StaticPage>
  );
}
