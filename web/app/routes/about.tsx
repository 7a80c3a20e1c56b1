import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("about");

export default function About() {
  return <StaticPage page="about" />;
}
