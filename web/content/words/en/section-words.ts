// The words of content/section-words.ts: the home and about pages' sections (components/sections).
// The blog's categories are keyed by their id (content/articles/schema.ts).
export default {
  // The quick rights check of /workplace-rights: the verdict on an answer, and its button.
  rightsCheckClaim: "Points to a possible claim",
  rightsCheckNoClaim: "Does not point to a claim by itself",
  getFreeConsultation: "Get a Free Consultation",
  // The testimonials carousel and its cards.
  previousStory: "Previous story",
  nextStory: "Next story",
  storiesRegion: "Stories, use the left and right arrow keys to move",
  slidePosition: (n: number, total: number) => `${n} of ${total}`,
  showStory: (n: number, total: number) => `Show story ${n} of ${total}`,
  storySettlement: (amount: string) => `Settlement in this story: ${amount}.`,
  readTheCase: "Read the case",
  // The case results accordion.
  readAboutExample: "Read about this example",
  allCategoryExamples: (category: string) => `All ${category} examples`,
  // The attorney cards and the profile panel of /attorneys.
  moreSpecialties: (count: number) => `+${count} more`,
  focusAreas: "Focus areas",
  viewFullProfile: "View Full Profile",
  hideProfile: "Hide Profile",
  /** After View Full Profile / Hide Profile, for screen readers. */
  profileOf: (name: string) => ` of ${name}`,
  /** After Close on the profile panel, for screen readers. */
  closeProfileOf: (name: string) => ` profile of ${name}`,
  profileAbout: "About",
  profileEducation: "Education",
  profileRecognition: "Recognition",
  onLinkedIn: (name: string) => `${name} on LinkedIn`,
  /** The blog's categories (content/articles/schema.ts) as a page names them. */
  blogCategory: {
    "Breaking News": "Breaking News",
    "Legal Guide": "Legal Guide",
    "Tips & Advice": "Tips & Advice",
    "Case Study": "Case Study",
  },
};
