import { LegalStaticPage } from "@/components/sections/legal-page";
import { metaFor, type MetaContext } from "@/components/ui/static-page";

export const meta = (context: MetaContext) => metaFor("disclaimer", context);

export default function Disclaimer() {
  return <LegalStaticPage page="disclaimer" />;
}
