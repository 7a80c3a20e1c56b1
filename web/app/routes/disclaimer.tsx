import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("disclaimer");

export default function Disclaimer() {
  return <StaticPage page="disclaimer" backHome />;
}
