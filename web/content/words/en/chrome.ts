// The words of content/chrome.ts: what the site's code puts on pages besides a page's own copy.
export default {
  skipToContent: "Skip to main content",
  /** Added to a page description that names where the firm serves. */
  servingSuffix: (city: string, state: string) => ` Serving ${city}, ${state}.`,
  /** Added to other page descriptions when it fits. */
  consultationSuffix: " Free, confidential consultation.",
  /** The language switch: a link to the same page in the other language, in that language. */
  otherLanguage: { label: "Español", name: "Ver esta página en español" },
  /** On English pages: a visible pointer to the Spanish site, written in Spanish. */
  spanishSpoken: "Hablamos español",
  /** The offer shown when the browser prefers the other language, in that language. */
  languageOffer: {
    text: "¿Prefiere leer esta página en español?",
    accept: "Ver en español",
    dismiss: "No, gracias",
  },
  viewAllServices: "View All Services",
  mainNav: "Main",
  mainMenu: "Main menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  servicesGroup: "Services",
  aboutGroup: "About",
  callUsAt: "Call us at ",
  call: "Call",
  footerNav: "Footer",
  quickLinks: "Quick links",
  attorneyAdvertisement: "Attorney Advertisement",
  responsibleAttorney: "Responsible attorney:",
  stateBarNumber: "State Bar No.",
  breadcrumb: "Breadcrumb",
  home: "Home",
  ourRecord: "Our record",
  pause: "Pause",
  play: "Play",
  tickerName: " the moving list of our figures",
  close: "Close",
  chooseAllThatApply: "Choose all that apply.",
  allRightsReserved: "All rights reserved.",
  attorneysCount: (count: string) => `${count} Attorneys`,
  getFreeCaseReview: "Get Free Case Review",
  relatedPages: "Related pages",
  faqTitle: "Frequently asked questions",
  freeCaseReview: "Free Case Review",
  // The words around the firm's figures (content/figures.ts) and the call buttons (content/phone.ts).
  figureCasesWon: "cases won",
  figureRecovered: "recovered for workers",
  figureFromReviews: (count: number) => `from ${count} reviews`,
  figureYears: (years: number) => `${years} years`,
  figureRepresenting: "representing workers",
  figureAttorneys: "attorneys",
  figureTickerCasesWon: (value: string) => `${value} Cases Won`,
  figureTickerRecovered: (value: string) => `${value} Recovered`,
  figureTickerReviews: (rating: number) => `${rating} Review Score`,
  figureTickerMotto: "Fighting for California Workers",
  figureCall: (phone: string) => `Call ${phone}`,
  figureScheduleCall: "Schedule a call at a time that suits you",
  /** Added to a link that opens in a new tab, for screen readers. */
  opensInNewTab: " (opens in a new tab)",
  /** Added to a "Learn more" link for screen readers: " about harassment". */
  learnMoreAbout: (topic: string) => ` about ${topic}`,
  /** Before a numbered step's title, for screen readers: "Step 2: ". */
  stepNumber: (n: number) => `Step ${n}: `,
  /** A picture that failed to load, in its place. */
  imageUnavailable: "Image unavailable",
  imageUnavailableFor: (alt: string) => `${alt} (image unavailable)`,
  ratedOutOf5: (rating: number) => `Rated ${rating} out of 5`,
  /** A small count in a sentence, written as a word ("our four practice areas"); from ten on, digits. */
};
