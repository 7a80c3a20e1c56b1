import { sample } from "../lib/provenance";
import { site } from "../lib/site-config";
import { z } from "../lib/content-zod";
import { attorneySchema, initials, responsibleAttorneyId, type Attorney } from "./attorneys-schema";
import { fillIn, withWords } from "../lib/words";
import words from "#words/attorneys";

// The firm's attorneys. Each profile is a firm claim with its provenance (lib/provenance.ts).
// The six shipped here are SAMPLE profiles, so every page can be built and tested; they describe
// no real person, and every page labels them "Sample profile". The names are deliberately
// generic, except the first: the attorney responsible for the site, whose name comes from
// config/site.json (responsible.attorneyName), so the footer and this page cannot name
// different people. Avatars are initials drawn by the site (never photos), and the LinkedIn
// addresses point at example profiles. A firm replaces these with its own attorneys, each marked
// verified with its source, before going live; a production build refuses sample profiles.
// Statistics are facts about the person (years, languages), never outcome figures: firm-wide
// figures come only from config/site.json.
// The schema, type and helpers are content/attorneys-schema.ts; the words, in each language,
// content/words/<language>/attorneys.ts (lib/words.ts).
export * from "./attorneys-schema";

type LanguageCode = keyof typeof words.languageNames;

/** A profile's facts: the same in every language. */
type ProfileFacts = {
  id: keyof typeof words.profiles;
  name: string;
  location: string;
  yearsInPractice: number;
  languages: readonly LanguageCode[];
};

const facts: readonly ProfileFacts[] = [
  {
    id: responsibleAttorneyId,
    name: site.responsible.attorneyName,
    location: `${site.address.city}, ${site.address.state}`,
    yearsInPractice: 18,
    languages: ["en", "es"],
  },
  {
    id: "alex-morgan",
    name: "Alex Morgan",
    location: "Beverly Hills, CA",
    yearsInPractice: 15,
    languages: ["en", "es"],
  },
  {
    id: "jordan-lee",
    name: "Jordan Lee",
    location: "Los Angeles, CA",
    yearsInPractice: 11,
    languages: ["en", "ko"],
  },
  {
    id: "sam-patel",
    name: "Sam Patel",
    location: "Irvine, CA",
    yearsInPractice: 9,
    languages: ["en", "hi", "gu"],
  },
  {
    id: "taylor-nguyen",
    name: "Taylor Nguyen",
    location: "San Diego, CA",
    yearsInPractice: 8,
    languages: ["en", "vi"],
  },
  {
    id: "casey-brooks",
    name: "Casey Brooks",
    location: "Oakland, CA",
    yearsInPractice: 5,
    languages: ["en", "es"],
  },
];

const firstName = site.responsible.attorneyName.split(/\s+/)[0] ?? "";

export const attorneys: readonly Attorney[] = z
  .array(attorneySchema)
  .min(1)
  .parse(
    withWords("attorneys", facts, words.profiles).map(({ yearsInPractice, languages, bio, ...profile }) => ({
      ...profile,
      bio: bio.map((paragraph) => fillIn(paragraph, { firstName })),
      // A SAMPLE profile: an example LinkedIn address (a firm's real ones are facts here too).
      linkedin: `https://www.linkedin.com/in/example-${profile.id}`,
      stats: [
        { value: String(yearsInPractice), label: words.yearsInPractice },
        {
          value: String(languages.length),
          label: words.languagesSpoken(
            languages.length,
            languages.map((code) => words.languageNames[code]).join(", "),
          ),
        },
      ],
      provenance: sample,
    })),
  )
  .map((a) => ({ ...a, initials: initials(a.name) }));
