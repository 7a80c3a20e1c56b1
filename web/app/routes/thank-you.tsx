import { metaFor, StaticPage } from "@/components/ui/static-page";
import { LeadConversion } from "@/features/privacy/components/privacy-banner";

export const meta = () => metaFor("thank-you");

export default function ThankYou() {
  return (
    <>
      <StaticPage page="thank-you" />
      <LeadConversion />
    </>
  );
}
