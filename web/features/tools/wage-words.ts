import words from "#words/wage-calculator";

// The words the wage calculator (wage-calculator.ts) returns: the input error messages and the
// arithmetic shown under each line, from content/words/<language>/wage-calculator.ts
// (lib/words.ts). The errors name the calculator's limits by placeholder; wage-calculator.ts
// fills them in.
export const wageWords = words;

export type WageWords = typeof wageWords;
