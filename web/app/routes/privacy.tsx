import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("privacy");

export default function Privacy() {
  return <StaticPage page="privacy" backHome />;
}
