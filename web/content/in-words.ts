import unitWords from "#words/figure-units";

/** A small count in a sentence: a word below ten ("our four practice areas"), digits from ten on. */
export function inWords(count: number): string {
  return (count < 10 && unitWords.numberWords[count]) || String(count);
}
