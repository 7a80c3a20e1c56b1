import { z } from "../lib/zod";

// FICTIONAL DEFAULTS. These five profiles are placeholders shipped with the product so every
// page can be built and tested; they are not real people. The names are deliberately generic,
// the avatars are initials drawn by the site (never photos), and the LinkedIn addresses point at
// example profiles. A firm using this product replaces this file with its own attorneys before
// going live. Statistics are facts about the person (years, languages, admission), never
// outcome figures: firm-wide figures come only from config/site.json.
export const attorneySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  title: z.string().min(3),
  location: z.string().min(3),
  initials: z.string().regex(/^[A-Z]{2}$/),
  education: z.array(z.object({ school: z.string().min(3), degree: z.string().min(2) })).min(1),
  bio: z.array(z.string().min(40)).min(2),
  specialties: z.array(z.string().min(3)).min(3),
  awards: z.array(z.string().min(3)).optional(),
  linkedin: z.url({ protocol: /^https$/ }),
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(3) })).min(2),
});
export type Attorney = z.infer<typeof attorneySchema>;

export const attorneys: readonly Attorney[] = z
  .array(attorneySchema)
  .length(5)
  .parse([
    {
      id: "alex-morgan",
      name: "Alex Morgan",
      title: "Senior Trial Attorney",
      location: "Beverly Hills, CA",
      initials: "AM",
      education: [
        { school: "State university school of law", degree: "Juris Doctor (J.D.)" },
        { school: "State university", degree: "B.A., Political Science" },
      ],
      bio: [
        "Alex leads the firm's case review team and has represented workers, never employers, for their whole career. Alex reads new requests every day and decides which cases the firm can take on.",
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
      linkedin: "https://www.linkedin.com/in/example-alex-morgan",
      stats: [
        { value: "15", label: "years in practice" },
        { value: "2", label: "languages (English, Spanish)" },
      ],
    },
    {
      id: "jordan-lee",
      name: "Jordan Lee",
      title: "Senior Attorney",
      location: "Los Angeles, CA",
      initials: "JL",
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
      linkedin: "https://www.linkedin.com/in/example-jordan-lee",
      stats: [
        { value: "11", label: "years in practice" },
        { value: "2", label: "languages (English, Korean)" },
      ],
    },
    {
      id: "sam-patel",
      name: "Sam Patel",
      title: "Attorney, Wage & Hour",
      location: "Irvine, CA",
      initials: "SP",
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
      linkedin: "https://www.linkedin.com/in/example-sam-patel",
      stats: [
        { value: "9", label: "years in practice" },
        { value: "3", label: "languages (English, Hindi, Gujarati)" },
      ],
    },
    {
      id: "taylor-nguyen",
      name: "Taylor Nguyen",
      title: "Attorney",
      location: "San Diego, CA",
      initials: "TN",
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
      linkedin: "https://www.linkedin.com/in/example-taylor-nguyen",
      stats: [
        { value: "8", label: "years in practice" },
        { value: "2", label: "languages (English, Vietnamese)" },
      ],
    },
    {
      id: "casey-brooks",
      name: "Casey Brooks",
      title: "Associate Attorney",
      location: "Oakland, CA",
      initials: "CB",
      education: [{ school: "Private university school of law", degree: "Juris Doctor (J.D.)" }],
      bio: [
        "Casey works on discrimination and equal pay cases, and on cases where software was used to screen, rank or monitor workers.",
        "Casey grew up in a family of farm workers and started law school to help people like them.",
      ],
      specialties: ["Equal pay", "Race discrimination", "Age discrimination", "AI and monitoring at work"],
      linkedin: "https://www.linkedin.com/in/example-casey-brooks",
      stats: [
        { value: "5", label: "years in practice" },
        { value: "2", label: "languages (English, Spanish)" },
      ],
    },
  ]);

export function findAttorney(id: string): Attorney | undefined {
  return attorneys.find((a) => a.id === id);
}
