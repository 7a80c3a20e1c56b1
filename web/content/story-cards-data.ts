import { testimonialDisclosure, testimonials, type Testimonial } from "./testimonials";

/** A client story as its card shows it: the story and the few values of its case result it names. */
export type StoryCard = Omit<Testimonial, "result"> & {
  result: { id: Testimonial["result"]["id"]; example: { title: string } };
};

export type StoryCards = { cards: StoryCard[]; disclosure: string };

/**
 * The stories joined to their results, reduced to what a card shows. Computed when the site is
 * built (content/story-cards.ts, which the browser builds receive as data), so pages get these
 * values instead of every case result the join looks through.
 */
export function storyCardsData(): StoryCards {
  return {
    cards: testimonials.map(({ result, ...story }) => ({
      ...story,
      result: { id: result.id, example: { title: result.example.title } },
    })),
    disclosure: testimonialDisclosure,
  };
}
