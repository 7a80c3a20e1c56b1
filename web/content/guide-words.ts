// The fixed words of every guide page around its body (app/routes/guide.tsx).
// content/es/guide-words.ts is the Spanish twin.
export const guidePageCopy = {
  kicker: "Guide",
  nextStepsLabel: "Next steps",
  reviewButton: "Get Free Case Review",
} as const;
