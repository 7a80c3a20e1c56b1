import { LegalStaticPage } from "@/components/sections/legal-page";
import { metaFor, type MetaContext } from "@/components/ui/static-page";

export const meta = (context: MetaContext) => metaFor("terms", context);

export default function Terms() {
  return <LegalStaticPage page="terms" />;
}
