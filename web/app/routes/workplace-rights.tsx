import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("workplace-rights");

export default function WorkplaceRights() {
  return <StaticPage page="workplace-rights" />;
}
