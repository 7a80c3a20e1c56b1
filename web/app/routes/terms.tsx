import { LegalPageBody } from "@/components/sections/legal-page";
import { metaFor, StaticPage } from "@/components/ui/static-page";
import { legalPages } from "@/content/legal";

export const meta = () => metaFor("terms");

export default function Terms() {
  return (
    <StaticPage page="terms" backHome>
      <LegalPageBody page={legalPages.terms} />
    </StaticPage>
  );
}
