import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("attorneys");

export default function Attorneys() {
  return <StaticPage page="attorneys" />;
}
