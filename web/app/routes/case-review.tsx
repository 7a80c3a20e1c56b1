import { metaFor, StaticPage } from "@/components/ui/static-page";

export const meta = () => metaFor("case-review");

export default function CaseReview() {
  return <StaticPage page="case-review" />;
}
