import { storyCardsData, type StoryCard } from "./story-cards-data";

export type { StoryCard } from "./story-cards-data";

// The client stories as the home and service pages show them (content/story-cards-data.ts). Data
// only: the browser builds receive the cards, not every case result the join looks through
// (scripts/vite-frozen-content-plugin.ts). content/testimonials.ts stays the source and the one
// the checks use.
const storyCards = storyCardsData();
export const stories: readonly StoryCard[] = storyCards.cards;
export const storyDisclosure: string = storyCards.disclosure;
