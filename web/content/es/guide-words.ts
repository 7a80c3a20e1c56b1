// Spanish twin of ../guide-words.ts.
export const guidePageCopy = {
  kicker: "Guía",
  nextStepsLabel: "Próximos pasos",
  reviewButton: "Pida la revisión gratuita de su caso",
} as const satisfies Record<keyof typeof import("../guide-words").guidePageCopy, string>;
