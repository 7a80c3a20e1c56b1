import { metaFor, StaticPage } from "@/components/ui/static-page";
import { OpenCaseReviewOnLoad } from "@/features/intake/components/intake-buttons";

export const meta = () => metaFor("case-review");

export default function CaseReview() {
  return (
    <>
      <StaticPage page="case-review" />
      <OpenCaseReviewOnLoad />
    </>
  );
}
