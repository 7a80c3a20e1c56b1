import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("terms");

export default function Terms() {
  return <StaticPage page="terms" backHome />;
}
