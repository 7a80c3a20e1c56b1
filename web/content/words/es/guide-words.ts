import type english from "../en/guide-words";

// The Spanish words of every guide page around its body.
export default {
  kicker: "Guía",
  nextStepsLabel: "Próximos pasos",
  reviewButton: "Pida la revisión gratuita de su caso",
} satisfies typeof english;
