import { metaFor, type MetaContext } from "@/components/ui/static-page";
import { HomePage } from "@/components/sections/home-page";
import { OpenCaseReviewOnLoad } from "@/features/intake/components/open-on-load";

export const meta = (context: MetaContext) => metaFor("case-review", context);

// The spec's /case-review: the home page behind the case review modal, opened on load.
export default function CaseReview() {
  return (
    <>
      <HomePage />
      <OpenCaseReviewOnLoad />
    </>
  );
}
