import { LegalPageBody } from "@/components/sections/legal-page";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { legalPages } from "@/content/legal";

export const meta = (context: MetaContext) => metaFor("terms", context);

export default function Terms() {
  return (
    <StaticPage page="terms" backHome>
      <LegalPageBody page={legalPages.terms} />
    </StaticPage>
  );
}
