// Facts the legal pages state and the head text of other pages repeats: a module of their own,
// without any page's words, so the head text does not load a legal page to name them.
/** The county whose courts hear a dispute under the terms of use. */
export const venueCounty = "Los Angeles";
/** The accessibility standard the site aims at. */
export const wcag = { version: "2.2", level: "AA" } as const;
