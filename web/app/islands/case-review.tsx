// /form's case review, laid out in the page (app/routes/form.tsx).
export { CaseReviewInline as default } from "@/features/intake/components/case-review-on-page";
