import { LegalStaticPage } from "@/components/sections/legal-page";
import { metaFor, type MetaContext } from "@/components/ui/static-page";

export const meta = (context: MetaContext) => metaFor("accessibility", context);

export default function Accessibility() {
  return <LegalStaticPage page="accessibility" />;
}
