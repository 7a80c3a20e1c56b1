// Modules that Vite plugins generate at build time (scripts/).
declare module "virtual:content-dates" {
  /** Page key (e.g. "legal/privacy") -> the day its text last changed, YYYY-MM-DD. */
  const dates: Record<string, string>;
  export default dates;
}

declare module "virtual:site-map" {
  /** Which paths are pages, their breadcrumb labels and the services menu (content/site-map-data.ts). */
  const siteMap: import("./site-map-data").SiteMap;
  export default siteMap;
}

declare module "virtual:story-cards" {
  /** The client stories as their cards show them (content/story-cards-data.ts). */
  const storyCards: import("./story-cards-data").StoryCards;
  export default storyCards;
}
