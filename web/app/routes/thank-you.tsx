import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("thank-you");

export default function ThankYou() {
  return <StaticPage page="thank-you" />;
}
