import storyCards from "virtual:story-cards";
import type { StoryCard } from "./story-cards-data";

export type { StoryCard } from "./story-cards-data";

// The client stories as the home and service pages show them, computed at build time
// (content/story-cards-data.ts). content/testimonials.ts stays the source and the one the checks use.
export const stories: readonly StoryCard[] = storyCards.cards;
export const storyDisclosure: string = storyCards.disclosure;
