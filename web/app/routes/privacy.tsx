import { LegalPageBody } from "@/components/sections/legal-page";
import { metaFor, StaticPage } from "@/components/ui/static-page";
import { legalPages } from "@/content/legal";

export const meta = () => metaFor("privacy");

export default function Privacy() {
  return (
    <StaticPage page="privacy" backHome>
      <LegalPageBody page={legalPages.privacy} />
    </StaticPage>
  );
}
