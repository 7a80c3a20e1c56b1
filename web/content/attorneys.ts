import { sample } from "../lib/provenance";
import { site } from "../lib/site-config";
import { z } from "../lib/content-zod";
import { attorneySchema, initials, responsibleAttorneyId, type Attorney } from "./attorneys-schema";

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
// The schema, type and helpers are content/attorneys-schema.ts.
export * from "./attorneys-schema";

/** A sample profile's facts: an example LinkedIn address, years in practice and languages spoken. */
function sampleFacts(id: string, years: number, languages: string[]) {
  return {
    linkedin: `https://www.linkedin.com/in/example-${id}`,
    stats: [
      { value: String(years), label: "years in practice" },
      { value: String(languages.length), label: `languages (${languages.join(", ")})` },
    ],
    provenance: sample,
  };
}

const responsibleFirstName = site.responsible.attorneyName.split(/\s+/)[0];

export const attorneys: readonly Attorney[] = z
  .array(attorneySchema)
  .min(1)
  .parse([
    {
      id: responsibleAttorneyId,
      name: site.responsible.attorneyName,
      title: "Managing Attorney",
      location: `${site.address.city}, ${site.address.state}`,
      education: [
        { school: "Public university school of law", degree: "Juris Doctor (J.D.)" },
        { school: "Public university", degree: "B.A., Sociology" },
      ],
      bio: [
        `${responsibleFirstName} manages the firm and is the attorney responsible for this website under California's rules for lawyer advertising. Dana has represented employees, never employers, in discrimination, retaliation and unpaid wage cases.`,
        `${responsibleFirstName} believes every worker who contacts the firm deserves a straight answer, even when the answer is that the firm cannot help, and a clear word on what to do next.`,
      ],
      specialties: ["Discrimination", "Retaliation", "Wage and hour", "Wrongful termination"],
      ...sampleFacts("managing-attorney", 18, ["English", "Spanish"]),
    },
    {
      id: "alex-morgan",
      name: "Alex Morgan",
      title: "Senior Trial Attorney",
      location: "Beverly Hills, CA",
      education: [
        { school: "State university school of law", degree: "Juris Doctor (J.D.)" },
        { school: "State university", degree: "B.A., Political Science" },
      ],
      bio: [
        "Alex leads the firm's trial work and has represented workers, never employers, for their whole career. When a case goes to court, Alex prepares the client for every step.",
        "Clients say Alex explains the law without jargon and tells them honestly when a case is weak. Outside work, Alex volunteers at a free legal clinic for restaurant workers.",
      ],
      specialties: [
        "Discrimination",
        "Wrongful termination",
        "Retaliation",
        "Disability accommodation",
        "Trial work",
      ],
      awards: ["Recognized by a county bar association for pro bono service"],
      ...sampleFacts("alex-morgan", 15, ["English", "Spanish"]),
    },
    {
      id: "jordan-lee",
      name: "Jordan Lee",
      title: "Senior Attorney",
      location: "Los Angeles, CA",
      education: [{ school: "Private university school of law", degree: "Juris Doctor (J.D.)" }],
      bio: [
        "Jordan focuses on sexual harassment and hostile work environment cases. Jordan knows that telling your story is hard and makes sure you only have to tell it once.",
        "Before joining the firm Jordan worked at a nonprofit that helps low-wage workers recover unpaid wages.",
      ],
      specialties: [
        "Sexual harassment",
        "Hostile work environment",
        "Retaliation",
        "Pregnancy discrimination",
      ],
      awards: ["Speaker at a regional employment law conference"],
      ...sampleFacts("jordan-lee", 11, ["English", "Korean"]),
    },
    {
      id: "sam-patel",
      name: "Sam Patel",
      title: "Attorney, Wage & Hour",
      location: "Irvine, CA",
      education: [
        { school: "Public university school of law", degree: "Juris Doctor (J.D.)" },
        { school: "Public university", degree: "B.S., Economics" },
      ],
      bio: [
        "Sam handles unpaid overtime, missed breaks and misclassification. With an economics background, Sam rebuilds time records from pay stubs, schedules and phone data.",
        "Sam has helped delivery drivers, warehouse workers, nurses and office staff understand what they were owed.",
      ],
      specialties: [
        "Unpaid overtime",
        "Meal and rest breaks",
        "Misclassification",
        "Minimum wage",
        "Pay stub violations",
        "Gig work",
      ],
      ...sampleFacts("sam-patel", 9, ["English", "Hindi", "Gujarati"]),
    },
    {
      id: "taylor-nguyen",
      name: "Taylor Nguyen",
      title: "Attorney",
      location: "San Diego, CA",
      education: [{ school: "Public university school of law", degree: "Juris Doctor (J.D.)" }],
      bio: [
        "Taylor represents workers who were fired after taking medical or family leave, reporting safety problems or asking for an accommodation.",
        "Taylor believes a good case starts with a clear timeline, and helps each client build one from the first call.",
      ],
      specialties: [
        "Wrongful termination",
        "CFRA leave",
        "Whistleblower retaliation",
        "Disability discrimination",
      ],
      awards: ["Member of a statewide association of employee lawyers"],
      ...sampleFacts("taylor-nguyen", 8, ["English", "Vietnamese"]),
    },
    {
      id: "casey-brooks",
      name: "Casey Brooks",
      title: "Associate Attorney",
      location: "Oakland, CA",
      education: [{ school: "Private university school of law", degree: "Juris Doctor (J.D.)" }],
      bio: [
        "Casey works on discrimination and equal pay cases, and on cases where software was used to screen, rank or monitor workers.",
        "Casey grew up in a family of farm workers and started law school to help people like them.",
      ],
      specialties: ["Equal pay", "Race discrimination", "Age discrimination", "AI and monitoring at work"],
      ...sampleFacts("casey-brooks", 5, ["English", "Spanish"]),
    },
  ])
  .map((a) => ({ ...a, initials: initials(a.name) }));
