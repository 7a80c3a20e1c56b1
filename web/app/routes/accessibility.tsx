import { LegalPageBody } from "@/components/sections/legal-page";
import { metaFor, StaticPage } from "@/components/ui/static-page";
import { legalPages } from "@/content/legal";

export const meta = () => metaFor("accessibility");

export default function Accessibility() {
  return (
    <StaticPage page="accessibility" backHome>
      <LegalPageBody page={legalPages.accessibility} />
    </StaticPage>
  );
}
