import { z } from "../lib/content-zod";
import { serviceSchema, type Service } from "./services-schema";

// The schema, ids and types are content/services-schema.ts.
export * from "./services-schema";

const eeocAndCrd = {
  title: "Deadlines to file",
  text: "A complaint to the California Civil Rights Department (CRD) can be filed within {{fig:crd-complaint-deadline}}. A federal EEOC charge has a shorter clock: {{fig:eeoc-charge-deadline-base}}, stretched to {{fig:eeoc-charge-deadline}} in California. Do not wait.",
};

export const services: readonly Service[] = z.array(serviceSchema).parse([
  {
    id: "discrimination",
    title: "Workplace Discrimination",
    shortTitle: "Discrimination",
    summary:
      "Treated worse at work because of your race, age, sex, disability, religion or another protected trait? California law forbids it.",
    longDescription: [
      "Discrimination means your employer treats you worse because of who you are. It can be a firing, a missed promotion, lower pay, worse shifts or being left out of training. It does not have to be said out loud; often it shows in a pattern.",
      "California's Fair Employment and Housing Act (FEHA) protects more groups than federal law does. You do not need proof in hand to talk to us. Tell us what happened and we will help you see what the evidence could be.",
    ],
    examples: [
      "Passed over for promotion",
      "Fired after asking for a disability accommodation",
      "Paid less than co-workers",
    ],
    commonIssues: [
      { title: "Unequal pay", text: "You earn less than co-workers who do the same or similar work." },
      { title: "Missed promotions", text: "Less qualified people keep getting the jobs you applied for." },
      { title: "Firing or layoff", text: "You were let go while others in the same role were kept." },
      {
        title: "Refused accommodation",
        text: "Your employer would not adjust your job for a disability or pregnancy.",
      },
      {
        title: "Slurs and stereotypes",
        text: "Managers make remarks about your race, age, accent or faith.",
      },
    ],
    protections: [
      {
        title: "FEHA",
        text: "California's main law against job discrimination, covering race, color, religion, sex, gender identity, sexual orientation, national origin, disability, age (40 and over), pregnancy and more.",
      },
      {
        title: "Title VII, ADA and ADEA",
        text: "Federal laws that protect against discrimination based on race, sex, religion, national origin, disability and age.",
      },
      {
        title: "California Equal Pay Act",
        text: "Equal pay for substantially similar work, whatever your sex, race or ethnicity.",
      },
      eeocAndCrd,
    ],
    remedies: [
      "Lost wages and benefits, past and future",
      "Money for emotional distress",
      "Getting your job back or a promotion you were denied",
      "Punitive damages in some cases where the employer acted with malice",
      "Attorney fees paid by the employer if you win",
    ],
    resources: [
      {
        label: "Guide: How workplace discrimination is proved",
        href: "/guides/proving-workplace-discrimination",
      },
      { label: "Know your workplace rights", href: "/workplace-rights" },
      { label: "Discrimination case results", href: "/results/discrimination-cases" },
      { label: "California Civil Rights Department (CRD)", href: "https://calcivilrights.ca.gov/" },
      { label: "U.S. Equal Employment Opportunity Commission (EEOC)", href: "https://www.eeoc.gov/" },
    ],
    extras: [
      {
        kind: "types",
        heading: "Six common types of discrimination",
        intro: "These are the kinds we see most often. The law protects more groups than these six.",
        items: [
          {
            title: "Race and color",
            text: "Worse treatment because of your race, skin color or traits tied to race, such as hair texture.",
          },
          { title: "Age", text: "Being pushed out or passed over because you are 40 or older." },
          {
            title: "Sex and gender",
            text: "Unequal pay or chances because of your sex, gender identity or gender expression.",
          },
          {
            title: "Pregnancy",
            text: "Being fired, demoted or denied leave or changes at work because you are pregnant.",
          },
          {
            title: "Disability",
            text: "Being refused reasonable changes to your job, or let go because of a health condition.",
          },
          {
            title: "Religion and national origin",
            text: "Being punished for your faith, your accent, your language or where you come from.",
          },
        ],
      },
    ],
  },
  {
    id: "harassment",
    title: "Sexual Harassment",
    shortTitle: "Harassment",
    summary:
      "Unwanted advances, comments or touching, or a workplace made hostile on purpose. You can report it and you are protected when you do.",
    longDescription: [
      "Sexual harassment is unwelcome conduct of a sexual nature, or conduct aimed at you because of your sex. It can come from a boss, a co-worker or a customer. It can be one serious act or many smaller ones that make work hostile.",
      "In California an employer is responsible for harassment by a supervisor, and for harassment by others when it knew or should have known and did not stop it. Reporting harassment is protected: punishing you for it is illegal retaliation.",
    ],
    examples: ["Unwanted touching", "Pressure for dates", "Sexual jokes and comments"],
    commonIssues: [
      { title: "Quid pro quo", text: "A boss links your job, shifts or pay to dates or sexual favors." },
      {
        title: "Hostile work environment",
        text: "Jokes, images, comments or touching make it hard to do your job.",
      },
      {
        title: "Harassment by customers",
        text: "Your employer lets clients or customers harass you and does nothing.",
      },
      {
        title: "Retaliation for reporting",
        text: "After you complained you got worse shifts, write-ups or were let go.",
      },
    ],
    protections: [
      {
        title: "FEHA",
        text: "Forbids harassment at work in California, including by co-workers and customers, and protects people who report it.",
      },
      {
        title: "Training duty",
        text: "Employers with five or more employees must give harassment-prevention training to staff and supervisors.",
      },
      { title: "Title VII", text: "Federal law treats sexual harassment as sex discrimination." },
      eeocAndCrd,
    ],
    remedies: [
      "Money for emotional distress",
      "Lost wages if you had to leave or were pushed out",
      "Punitive damages in some cases",
      "Changes at work so the harassment stops",
      "Attorney fees paid by the employer if you win",
    ],
    resources: [
      { label: "Guide: Fired for reporting harassment", href: "/guides/fired-for-reporting-harassment" },
      { label: "Know your workplace rights", href: "/workplace-rights" },
      { label: "Harassment case results", href: "/results/harassment-claims" },
      { label: "California Civil Rights Department (CRD)", href: "https://calcivilrights.ca.gov/" },
    ],
    extras: [],
  },
  {
    id: "wage-hour",
    title: "Wage & Hour",
    shortTitle: "Wage & Hour",
    summary:
      "Unpaid overtime, missed meal or rest breaks, or pay below the minimum wage. Employers owe every hour you worked.",
    longDescription: [
      "California has some of the strongest pay rules in the country. Overtime starts after 8 hours in a day, not only after 40 in a week. Meal and rest breaks are required, and a missed break earns you an extra hour of pay.",
      "Most wage claims can go back {{fig:wage-claim-deadline}}, and up to {{fig:ucl-deadline}} under California's Unfair Competition Law. Keep your pay stubs and, if you can, a simple note of the hours you really worked.",
    ],
    examples: ["Unpaid overtime", "Missed meal breaks", "Off-the-clock work"],
    commonIssues: [
      { title: "Unpaid overtime", text: "You work over 8 hours a day or 40 a week without overtime pay." },
      {
        title: "Off-the-clock work",
        text: "You are asked to start early, stay late or answer messages without pay.",
      },
      {
        title: "Missed breaks",
        text: "You cannot take a full meal or rest break, and get no extra pay for it.",
      },
      {
        title: "Misclassification",
        text: "You are called a contractor or 'exempt' when the law says you are an employee owed overtime.",
      },
      { title: "Wrong pay stubs", text: "Your pay stub leaves out hours, rates or deductions." },
    ],
    protections: [
      {
        title: "Labor Code 510",
        text: "Overtime at 1.5 times your pay after 8 hours a day or 40 a week, and double time after 12 hours a day.",
      },
      {
        title: "Labor Code 512 and 226.7",
        text: "Meal and rest breaks, and one extra hour of pay for each day a meal or rest break is missed.",
      },
      {
        title: "Minimum wage",
        text: "The state minimum wage is {{fig:state-minimum-wage}}, and many cities set a higher rate.",
      },
      {
        title: "Time limits",
        text: "Most Labor Code claims can be brought within {{fig:wage-claim-deadline}}; the Unfair Competition Law allows {{fig:ucl-deadline}}.",
      },
    ],
    remedies: [
      "The unpaid wages and overtime you earned",
      "An extra hour of pay for each day a meal or rest break was missed",
      "Interest and penalties set by the Labor Code",
      "Attorney fees paid by the employer if you win",
    ],
    resources: [
      { label: "Guide: California overtime rules, explained", href: "/guides/california-overtime-laws" },
      { label: "California minimum wage today", href: "/blog/california-minimum-wage" },
      { label: "Wage & hour case results", href: "/results/wage-and-hour" },
      { label: "California Labor Commissioner", href: "https://www.dir.ca.gov/dlse/" },
    ],
    extras: [
      {
        kind: "overtime",
        heading: "Overtime rules in California",
        intro: "Labor Code 510 sets these rules for most hourly workers. Some jobs have their own rules.",
        items: [
          {
            title: "Over 8 hours in a day",
            text: "1.5 times your regular rate for the hours past 8, up to 12.",
          },
          { title: "Over 40 hours in a week", text: "1.5 times your regular rate for the hours past 40." },
          {
            title: "Seventh day in a row",
            text: "1.5 times for the first 8 hours of a seventh consecutive workday.",
          },
          {
            title: "Double time",
            text: "2 times your regular rate after 12 hours in a day, and after 8 hours on the seventh day in a row.",
          },
          {
            title: "Alternative schedules",
            text: "A different schedule (such as four 10-hour days) needs a two-thirds secret-ballot vote of the workers it covers.",
          },
        ],
      },
      {
        kind: "breaks",
        heading: "Meal and rest breaks",
        intro: "Breaks are required, not a favor. A missed break is owed in money.",
        items: [
          {
            title: "Meal break",
            text: "A 30-minute unpaid meal break when your shift is longer than 5 hours. You may waive it only if the shift is 6 hours or less.",
          },
          {
            title: "Second meal break",
            text: "A second 30-minute meal break when your shift is longer than 10 hours (waivable up to 12 hours if the first was not waived).",
          },
          {
            title: "Rest breaks",
            text: "A paid 10-minute rest break for every 4 hours worked, or major part of 4 hours. No rest break is required for a shift under 3.5 hours.",
          },
          {
            title: "Missed break pay",
            text: "One extra hour of pay at your regular rate for each workday a meal break is missed, and another for a missed rest break (Labor Code 226.7).",
          },
        ],
      },
    ],
  },
  {
    id: "wrongful-termination",
    title: "Wrongful Termination",
    shortTitle: "Wrongful Termination",
    summary:
      "Fired for a reason the law forbids, such as reporting a problem, taking protected leave or being part of a protected group.",
    longDescription: [
      "Most jobs in California are 'at will', so an employer can usually let you go without giving a reason. But it can never fire you for an illegal reason: discrimination, retaliation for speaking up, taking protected leave, or refusing to break the law.",
      "Being pushed to quit can count too. If your employer made work so unbearable that any reasonable person would leave, the law may treat it as a firing.",
    ],
    examples: ["Fired after reporting a safety problem", "Let go during medical leave", "Forced to resign"],
    commonIssues: [
      {
        title: "Retaliation",
        text: "You were fired soon after complaining about pay, safety, harassment or discrimination.",
      },
      {
        title: "Leave-related firing",
        text: "You were let go during or after family, medical or pregnancy leave.",
      },
      {
        title: "Whistleblowing",
        text: "You reported something illegal to a manager or an agency and lost your job.",
      },
      {
        title: "Forced resignation",
        text: "You were pushed to quit by unbearable conditions or an ultimatum.",
      },
      { title: "Breach of contract", text: "A written or spoken promise of job security was broken." },
    ],
    protections: [
      {
        title: "FEHA",
        text: "Makes it illegal to fire someone because of a protected trait or because they complained about discrimination or harassment.",
      },
      {
        title: "Labor Code 1102.5",
        text: "Protects workers who report what they reasonably believe is a violation of the law.",
      },
      {
        title: "CFRA",
        text: "Employers with {{fig:leave-employer-size}} or more must allow up to {{fig:cfra-leave-weeks}} of family and medical leave and cannot fire you for taking it.",
      },
      eeocAndCrd,
    ],
    remedies: [
      "Lost wages and benefits",
      "Money for emotional distress",
      "Reinstatement in some cases",
      "Punitive damages in some cases",
      "Attorney fees paid by the employer if you win",
    ],
    resources: [
      { label: "Guide: Fired for reporting harassment", href: "/guides/fired-for-reporting-harassment" },
      { label: "Know your workplace rights", href: "/workplace-rights" },
      { label: "Wrongful termination case results", href: "/results/wrongful-termination" },
      { label: "California Civil Rights Department (CRD)", href: "https://calcivilrights.ca.gov/" },
    ],
    extras: [
      {
        kind: "signs",
        heading: "Signs your firing may have been illegal",
        intro: "None of these proves a case by itself, but each one is worth telling a lawyer about.",
        items: [
          {
            title: "The timing",
            text: "You were let go soon after a complaint, an injury, a leave request or telling them you were pregnant.",
          },
          {
            title: "The reason keeps changing",
            text: "You were given one reason, then another, or a reason that does not match your record.",
          },
          {
            title: "Good reviews until now",
            text: "Your reviews were good until you spoke up or asked for something the law gives you.",
          },
          { title: "Others were treated better", text: "Co-workers who did the same thing kept their jobs." },
          {
            title: "Remarks about who you are",
            text: "Someone commented on your age, race, sex, health or faith before the firing.",
          },
        ],
      },
    ],
  },
]);
