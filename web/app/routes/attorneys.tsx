import { AttorneyProfiles } from "@/components/sections/attorney-profiles";
import { ClosingCta } from "@/components/sections/cta-box";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";

export const meta = (context: MetaContext) => metaFor("attorneys", context);

export default function Attorneys() {
  return (
    <StaticPage page="attorneys">
      <AttorneyProfiles />
      <ClosingCta kind="attorneys" withPhone />
    </StaticPage>
  );
}
