import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("form");

export default function ContactForm() {
  return <StaticPage page="form" />;
}
