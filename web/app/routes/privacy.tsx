import { LegalStaticPage } from "@/components/sections/legal-page";
import { metaFor, type MetaContext } from "@/components/ui/static-page";

export const meta = (context: MetaContext) => metaFor("privacy", context);

export default function Privacy() {
  return <LegalStaticPage page="privacy" />;
}
