import { workedExamples, type ExampleLine, type WorkedExampleData } from "./worked-examples";

// Functions over the worked examples, apart from them so that ./worked-examples.ts exports data
// only, which the browser build receives joined (scripts/vite-frozen-content-plugin.ts).

/** Recomputes a line from its factors (rounded to cents). */
export function computeLine(line: ExampleLine): number {
  const values = line.factors.map((f) => f.value);
  const raw = line.op === "plus" ? values.reduce((a, b) => a + b, 0) : values.reduce((a, b) => a * b, 1);
  return Math.round(raw * 100) / 100;
}

export function findWorkedExample(id: string): WorkedExampleData {
  const example = workedExamples.find((e) => e.id === id);
  if (!example) throw new Error(`no worked example "${id}"`);
  return example;
}
