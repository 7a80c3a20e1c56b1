import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("accessibility");

export default function Accessibility() {
  return <StaticPage page="accessibility" backHome />;
}
