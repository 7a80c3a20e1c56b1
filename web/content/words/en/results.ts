// The words of content/results.ts. Results are keyed by their id, "<category>/<place>" (the
// result's address under /results/). A number a result names is a fact in content/results.ts,
// written {name} here; {sampleLabel} and {priorResultsDisclaimer} are content/statements.ts's, and
// {days} is the resolution time. Amounts, dates, places and provenance are facts there too.
export default {
  disclosure:
    "Results marked “{sampleLabel}” are examples written to show the kinds of cases we handle. They are not real client results. Every case depends on its own facts. {priorResultsDisclaimer}",
  sampleCaseNote: "{sampleLabel}, not a real client result.",
  disclaimer:
    "Some cases are referred to independent attorneys, who each keep their own practice. {priorResultsDisclaimer}",
  resolutionTime: "Resolution Time: Approximately {days} days",
  categories: {
    "discrimination-cases": { title: "Discrimination Cases" },
    "harassment-claims": { title: "Harassment Claims" },
    "wage-and-hour": { title: "Wage & Hour" },
    "wrongful-termination": { title: "Wrongful Termination" },
  },
  results: {
    "discrimination-cases/0": {
      title: "Pregnancy discrimination at a warehouse",
      industry: "Logistics",
      description:
        "A packer was moved to a lower-paid shift days after telling her supervisor she was pregnant.",
      details: [
        "Collected shift schedules showing the change",
        "Compared her pay with co-workers in the same role",
        "Negotiated a settlement before a lawsuit was filed",
      ],
    },
    "discrimination-cases/1": {
      title: "Age-based layoff of a sales associate",
      industry: "Retail",
      description:
        "A long-serving associate over {age} was the only person cut in a 'restructuring' and replaced by a younger hire.",
      details: [
        "Showed the new hire took over the same duties",
        "Gathered performance reviews that contradicted the stated reason",
        "Settled through mediation",
      ],
    },
    "discrimination-cases/2": {
      title: "Denied disability accommodation",
      industry: "Insurance",
      description:
        "A claims processor asked for a modified schedule after surgery and was told to resign instead.",
      details: [
        "Documented each accommodation request",
        "Showed the employer never discussed options, as the law requires",
        "Reached a settlement including a neutral reference",
      ],
    },
    "discrimination-cases/3": {
      title: "Race-based discipline at a call center",
      industry: "Customer service",
      description:
        "A Black employee was written up for breaks that white co-workers took without discipline.",
      details: [
        "Compared discipline records across the team",
        "Interviewed former co-workers as witnesses",
        "Filed with the Civil Rights Department and settled",
      ],
    },
    "discrimination-cases/4": {
      title: "Unequal pay for a female engineer",
      industry: "Technology",
      description: "An engineer learned she earned far less than male colleagues doing the same work.",
      details: [
        "Used the California Equal Pay Act's pay comparison rules",
        "Requested pay records",
        "Settled for back pay and a raise",
      ],
    },
    "discrimination-cases/5": {
      title: "National origin remarks and demotion",
      industry: "Manufacturing",
      description: "A line lead was mocked for his accent and then demoted without explanation.",
      details: [
        "Preserved text messages with the remarks",
        "Showed the demotion followed his complaint",
        "Settled after filing a complaint",
      ],
    },
    "discrimination-cases/6": {
      title: "Religious schedule conflict",
      industry: "Health care",
      description:
        "A medical assistant was fired after asking not to be scheduled during her day of worship.",
      details: [
        "Showed a swap with willing co-workers was easy",
        "Explained the employer's duty to accommodate religion",
        "Settled in early negotiations",
      ],
    },
    "discrimination-cases/7": {
      title: "Gender identity harassment and firing",
      industry: "Hospitality",
      description: "A front-desk agent was repeatedly misgendered by a manager and let go after complaining.",
      details: [
        "Gathered written complaints and responses",
        "Linked the firing to the complaint by timing",
        "Settled with a policy change",
      ],
    },
    "discrimination-cases/8": {
      title: "Passed over for promotion at {age}",
      industry: "Transportation",
      description:
        "A dispatcher with the best record was told the team wanted 'fresh energy' and lost out to a younger colleague.",
      details: [
        "Highlighted the age-related comments",
        "Compared qualifications side by side",
        "Settled through mediation",
      ],
    },
    "discrimination-cases/9": {
      title: "Accent-based hiring refusal",
      industry: "Education",
      description:
        "A qualified tutor was told she would not be hired because parents 'prefer a native speaker'.",
      details: [
        "Preserved the rejection email",
        "Explained national origin protections under FEHA",
        "Settled before filing suit",
      ],
    },
    "harassment-claims/0": {
      title: "Supervisor pressure for dates",
      industry: "Restaurant",
      description: "A server's shifts were cut after she refused a manager's repeated requests for dates.",
      details: [
        "Documented the schedule changes",
        "Gathered messages from the manager",
        "Settled and secured a transfer away from him",
      ],
    },
    "harassment-claims/1": {
      title: "Hostile environment on a construction site",
      industry: "Construction",
      description:
        "A female apprentice faced daily sexual jokes and images at work that her foreman ignored.",
      details: [
        "Identified co-worker witnesses",
        "Showed the employer knew and did nothing",
        "Settled including prevention training",
      ],
    },
    "harassment-claims/2": {
      title: "Harassment by a regular customer",
      industry: "Retail",
      description: "A cashier was groped by a customer and told by her manager to 'just smile'.",
      details: [
        "Explained the employer's duty to act on customer harassment",
        "Preserved the store's incident report",
        "Settled in negotiations",
      ],
    },
    "harassment-claims/3": {
      title: "Retaliation after reporting harassment",
      industry: "Finance",
      description:
        "An analyst reported a director's comments and received her first bad review a month later.",
      details: [
        "Compared her reviews before and after the report",
        "Showed the timing of the discipline",
        "Settled through mediation",
      ],
    },
    "harassment-claims/4": {
      title: "Unwanted touching in a warehouse",
      industry: "Logistics",
      description: "A picker was repeatedly touched by a lead despite telling him to stop.",
      details: [
        "Helped her make a written report",
        "Tracked the employer's inadequate response",
        "Settled after a CRD complaint",
      ],
    },
    "harassment-claims/5": {
      title: "Same-sex harassment at a gym",
      industry: "Fitness",
      description: "A trainer was subjected to sexual comments by a male manager about his body.",
      details: [
        "Explained that harassment by someone of the same sex is covered",
        "Gathered witness statements",
        "Settled early",
      ],
    },
    "harassment-claims/6": {
      title: "Quid pro quo at a hotel",
      industry: "Hospitality",
      description: "A housekeeper was told her hours depended on 'being friendly' with a supervisor.",
      details: [
        "Built a timeline of hour changes",
        "Protected her from further retaliation",
        "Settled with a transfer and back pay",
      ],
    },
    "harassment-claims/7": {
      title: "Online harassment by co-workers",
      industry: "Government contractor",
      description: "Co-workers shared sexual memes about an employee in a work chat group.",
      details: ["Preserved screenshots", "Showed managers were in the group", "Settled in negotiations"],
    },
    "harassment-claims/8": {
      title: "Harassment during pregnancy",
      industry: "Agriculture",
      description: "A packing-shed worker was mocked for her pregnancy and denied lighter duties.",
      details: [
        "Combined harassment and accommodation claims",
        "Interviewed witnesses in Spanish",
        "Settled with paid leave restored",
      ],
    },
    "harassment-claims/9": {
      title: "Hostile environment in a hospital unit",
      industry: "Health care",
      description:
        "A nurse endured sexual comments from a physician that HR labeled 'personality conflicts'.",
      details: [
        "Gathered earlier complaints by other staff",
        "Showed the employer's duty to investigate",
        "Settled through mediation",
      ],
    },
    "wage-and-hour/0": {
      title: "Unpaid daily overtime for drivers",
      industry: "Delivery",
      description:
        "A driver worked {hoursADay}-hour days but was paid overtime only after {weeklyOvertimeAfter} hours a week.",
      details: [
        "Rebuilt hours from route scans",
        "Applied California's daily overtime rule",
        "Settled for back pay and interest",
      ],
    },
    "wage-and-hour/1": {
      title: "Missed meal breaks at a warehouse",
      industry: "Logistics",
      description: "Pickers were told to eat while working to meet quotas, with no extra pay.",
      details: [
        "Counted missed breaks from time records",
        "Claimed one extra hour of pay per day",
        "Settled in negotiations",
      ],
    },
    "wage-and-hour/2": {
      title: "Off-the-clock security checks",
      industry: "Retail distribution",
      description: "Workers waited in bag-check lines after clocking out every shift.",
      details: [
        "Timed the waits with witnesses",
        "Showed the time was work under California law",
        "Settled for unpaid time",
      ],
    },
    "wage-and-hour/3": {
      title: "Misclassified office manager",
      industry: "Real estate",
      description: "An office manager paid a salary below the exempt minimum was denied overtime.",
      details: [
        "Compared her salary with the legal minimum",
        "Showed her duties were not exempt",
        "Settled for unpaid overtime",
      ],
    },
    "wage-and-hour/4": {
      title: "Rest breaks denied to caregivers",
      industry: "Home care",
      description: "Caregivers on long shifts were never relieved for rest breaks.",
      details: [
        "Gathered schedules and texts",
        "Claimed rest-break premiums",
        "Settled in early negotiations",
      ],
    },
    "wage-and-hour/5": {
      title: "Independent contractor misclassification",
      industry: "Delivery",
      description: "A courier was labeled a contractor while working set hours under company rules.",
      details: ["Applied the ABC test", "Calculated overtime and expenses owed", "Settled through mediation"],
    },
    "wage-and-hour/6": {
      title: "Unpaid final wages",
      industry: "Agriculture",
      description: "A crew lead's final paycheck came weeks late and short.",
      details: ["Claimed the unpaid wages and late-pay penalties", "Gathered pay stubs", "Settled quickly"],
    },
    "wage-and-hour/7": {
      title: "Regular-rate errors on bonuses",
      industry: "Manufacturing",
      description: "Production bonuses were left out of the overtime rate.",
      details: [
        "Recalculated the regular rate with bonuses included",
        "Showed the pattern over three years",
        "Settled for the difference",
      ],
    },
    "wage-and-hour/8": {
      title: "Split-shift and reporting-time pay",
      industry: "Restaurant",
      description:
        "Cooks were sent home early without reporting-time pay and worked split shifts without premiums.",
      details: [
        "Reviewed schedules and time punches",
        "Applied the wage order's rules",
        "Settled in negotiations",
      ],
    },
    "wage-and-hour/9": {
      title: "Unreimbursed phone and driving costs",
      industry: "Sales",
      description: "A field rep used her own car and phone for work without reimbursement.",
      details: [
        "Calculated business expenses owed",
        "Gathered her driving logs",
        "Settled for expenses and interest",
      ],
    },
    "wrongful-termination/0": {
      title: "Fired after reporting a safety hazard",
      industry: "Manufacturing",
      description: "A machine operator reported a broken guard and was fired a week later for 'attitude'.",
      details: [
        "Preserved his written safety report",
        "Showed the timing of the firing",
        "Settled through mediation",
      ],
    },
    "wrongful-termination/1": {
      title: "Let go during family leave",
      industry: "Technology",
      description: "A product manager was told her role was eliminated while she was on CFRA leave.",
      details: [
        "Showed the role was filled soon after",
        "Explained CFRA's job protection",
        "Settled in negotiations",
      ],
    },
    "wrongful-termination/2": {
      title: "Forced resignation after complaint",
      industry: "Entertainment",
      description: "An assistant was given impossible hours after complaining about harassment, and quit.",
      details: [
        "Built a constructive discharge claim",
        "Documented the schedule changes",
        "Settled before trial",
      ],
    },
    "wrongful-termination/3": {
      title: "Fired for a workers' comp claim",
      industry: "Oil and gas",
      description: "A field technician was let go soon after filing a workers' compensation claim.",
      details: [
        "Coordinated with his workers' comp attorney",
        "Showed the pretext in the stated reason",
        "Settled for lost wages",
      ],
    },
    "wrongful-termination/4": {
      title: "Whistleblower at a clinic",
      industry: "Health care",
      description: "A billing specialist refused to change codes she believed were false and was fired.",
      details: [
        "Applied Labor Code 1102.5 protections",
        "Preserved her written objections",
        "Settled through mediation",
      ],
    },
    "wrongful-termination/5": {
      title: "Fired after asking about unpaid overtime",
      industry: "Logistics",
      description: "A warehouse worker asked about missing overtime and was let go the same week.",
      details: [
        "Combined wage and retaliation claims",
        "Gathered co-worker statements",
        "Settled in negotiations",
      ],
    },
    "wrongful-termination/6": {
      title: "Terminated after disability disclosure",
      industry: "Finance",
      description: "An accountant was fired days after disclosing a cancer diagnosis.",
      details: [
        "Showed a strong performance history",
        "Explained disability protections",
        "Settled with a neutral reference",
      ],
    },
    "wrongful-termination/7": {
      title: "Fired for jury duty",
      industry: "Retail",
      description: "A store clerk lost her job after serving on a jury.",
      details: [
        "Showed the law protects jury service",
        "Preserved the summons and schedule",
        "Settled quickly",
      ],
    },
    "wrongful-termination/8": {
      title: "Pregnancy and termination",
      industry: "Hospitality",
      description: "A hotel supervisor was fired after asking about pregnancy leave.",
      details: [
        "Combined pregnancy discrimination and leave claims",
        "Gathered messages from HR",
        "Settled through mediation",
      ],
    },
    "wrongful-termination/9": {
      title: "Fired after refusing to break the law",
      industry: "Transportation",
      description: "A driver refused to drive past his legal hours limit and was terminated.",
      details: ["Showed the refusal was protected", "Gathered his logbooks", "Settled in negotiations"],
    },
  },
};
