// The fixed words of every guide page around its body (app/routes/guide.tsx, through
// content/guide-words.ts).
export default {
  kicker: "Guide",
  nextStepsLabel: "Next steps",
  reviewButton: "Get Free Case Review",
};
