import words from "#words/wage-calculator";

// The words the wage calculator returns: the input error messages (wage-input.ts) and the
// arithmetic shown under each line (wage-calculator.ts), from
// content/words/<language>/wage-calculator.ts (lib/words.ts). The errors name the calculator's
// limits by placeholder; wage-input.ts fills them in.
export const wageWords = words;

export type WageWords = typeof wageWords;
