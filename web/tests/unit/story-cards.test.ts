// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stories, storyDisclosure } from "@/content/story-cards";
import { findResult } from "@/content/result-lookups";
import { testimonialDisclosure, testimonials } from "@/content/testimonials";

// The story cards (the browser builds receive them as data): they must be the stories of
// content/testimonials.ts, each with its own result's id and title and the result's amount.
describe("story cards", () => {
  it("are the stories, in order, with the disclosure", () => {
    expect(stories.map((s) => s.id)).toEqual(testimonials.map((t) => t.id));
    expect(storyDisclosure).toBe(testimonialDisclosure);
  });

  it.each(testimonials.map((t, i) => [t.id, t, i] as const))("%s keeps its result's values", (_id, t, i) => {
    const card = stories[i]!;
    const { result, ...story } = t;
    expect(card).toEqual({ ...story, result: { id: result.id, example: { title: result.example.title } } });
    expect(findResult(card.result.id)?.example.amountUsd).toBe(card.settlementUsd);
  });
});
