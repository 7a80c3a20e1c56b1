// The words of content/attorneys.ts, by profile id. {firstName} is the responsible attorney's
// first name (config/site.json). Titles, schools, bios, specialties and awards are words; names,
// places, years and languages spoken are facts in content/attorneys.ts.
export default {
  yearsInPractice: "years in practice",
  languagesSpoken: (count: number, names: string) => `${count === 1 ? "language" : "languages"} (${names})`,
  languageNames: {
    en: "English",
    es: "Spanish",
    ko: "Korean",
    hi: "Hindi",
    gu: "Gujarati",
    vi: "Vietnamese",
  },
  profiles: {
    "managing-attorney": {
      title: "Managing Attorney",
      education: [
        { school: "Public university school of law", degree: "Juris Doctor (J.D.)" },
        { school: "Public university", degree: "B.A., Sociology" },
      ],
      bio: [
        "{firstName} manages the firm and is the attorney responsible for this website under California's rules for lawyer advertising. {firstName} has represented employees, never employers, in discrimination, retaliation and unpaid wage cases.",
        "{firstName} believes every worker who contacts the firm deserves a straight answer, even when the answer is that the firm cannot help, and a clear word on what to do next.",
      ],
      specialties: ["Discrimination", "Retaliation", "Wage and hour", "Wrongful termination"],
    },
    "alex-morgan": {
      title: "Senior Trial Attorney",
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
    },
    "jordan-lee": {
      title: "Senior Attorney",
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
    },
    "sam-patel": {
      title: "Attorney, Wage & Hour",
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
    },
    "taylor-nguyen": {
      title: "Attorney",
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
    },
    "casey-brooks": {
      title: "Associate Attorney",
      education: [{ school: "Private university school of law", degree: "Juris Doctor (J.D.)" }],
      bio: [
        "Casey works on discrimination and equal pay cases, and on cases where software was used to screen, rank or monitor workers.",
        "Casey grew up in a family of farm workers and started law school to help people like them.",
      ],
      specialties: ["Equal pay", "Race discrimination", "Age discrimination", "AI and monitoring at work"],
    },
  },
};
