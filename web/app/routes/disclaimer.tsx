import { LegalPageBody } from "@/components/sections/legal-page";
import { metaFor, StaticPage } from "@/components/ui/static-page";
import { legalPages } from "@/content/legal";

export const meta = () => metaFor("disclaimer");

export default function Disclaimer() {
  return (
    <StaticPage page="disclaimer" backHome>
      <LegalPageBody page={legalPages.disclaimer} />
    </StaticPage>
  );
}
