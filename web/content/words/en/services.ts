// The words of content/services.ts, by service id, and within a service by the id of each point
// (issues, protections, panel items). Which points a page has, their order, and the links are
// facts in content/services.ts. Legal figures are {{fig:<id>}} placeholders
// (content/figures/text.ts): the page fills in the value in force on the day it is read.
export default {
  /** The deadlines point several service pages share (the "filing-deadlines" protection). */
  filingDeadlines: {
    title: "Deadlines to file",
    text: "A complaint to the California Civil Rights Department (CRD) can be filed within {{fig:crd-complaint-deadline}}. A federal EEOC charge has a shorter clock: {{fig:eeoc-charge-deadline-base}}, stretched to {{fig:eeoc-charge-deadline}} in California. Do not wait.",
  },
  /** The labels of the pages' resource links, by link id. */
  links: {
    "guide-proving-discrimination": { label: "Guide: How workplace discrimination is proved" },
    "guide-fired-for-reporting-harassment": { label: "Guide: Fired for reporting harassment" },
    "guide-overtime": { label: "Guide: California overtime rules, explained" },
    "blog-minimum-wage": { label: "California minimum wage today" },
    "workplace-rights": { label: "Know your workplace rights" },
    "results-discrimination": { label: "Discrimination case results" },
    "results-harassment": { label: "Harassment case results" },
    "results-wage-hour": { label: "Wage & hour case results" },
    "results-wrongful-termination": { label: "Wrongful termination case results" },
    crd: { label: "California Civil Rights Department (CRD)" },
    eeoc: { label: "U.S. Equal Employment Opportunity Commission (EEOC)" },
    "labor-commissioner": { label: "California Labor Commissioner" },
  },
  services: {
    discrimination: {
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
      commonIssues: {
        "unequal-pay": {
          title: "Unequal pay",
          text: "You earn less than co-workers who do the same or similar work.",
        },
        "missed-promotions": {
          title: "Missed promotions",
          text: "Less qualified people keep getting the jobs you applied for.",
        },
        "firing-or-layoff": {
          title: "Firing or layoff",
          text: "You were let go while others in the same role were kept.",
        },
        "refused-accommodation": {
          title: "Refused accommodation",
          text: "Your employer would not adjust your job for a disability or pregnancy.",
        },
        "slurs-and-stereotypes": {
          title: "Slurs and stereotypes",
          text: "Managers make remarks about your race, age, accent or faith.",
        },
      },
      protections: {
        feha: {
          title: "FEHA",
          text: "California's main law against job discrimination, covering race, color, religion, sex, gender identity, sexual orientation, national origin, disability, age (40 and over), pregnancy and more.",
        },
        "federal-laws": {
          title: "Title VII, ADA and ADEA",
          text: "Federal laws that protect against discrimination based on race, sex, religion, national origin, disability and age.",
        },
        "equal-pay-act": {
          title: "California Equal Pay Act",
          text: "Equal pay for substantially similar work, whatever your sex, race or ethnicity.",
        },
      },
      remedies: [
        "Lost wages and benefits, past and future",
        "Money for emotional distress",
        "Getting your job back or a promotion you were denied",
        "Punitive damages in some cases where the employer acted with malice",
        "Attorney fees paid by the employer if you win",
      ],
      extras: {
        types: {
          heading: "Six common types of discrimination",
          intro: "These are the kinds we see most often. The law protects more groups than these six.",
          items: {
            "race-and-color": {
              title: "Race and color",
              text: "Worse treatment because of your race, skin color or traits tied to race, such as hair texture.",
            },
            age: { title: "Age", text: "Being pushed out or passed over because you are 40 or older." },
            "sex-and-gender": {
              title: "Sex and gender",
              text: "Unequal pay or chances because of your sex, gender identity or gender expression.",
            },
            pregnancy: {
              title: "Pregnancy",
              text: "Being fired, demoted or denied leave or changes at work because you are pregnant.",
            },
            disability: {
              title: "Disability",
              text: "Being refused reasonable changes to your job, or let go because of a health condition.",
            },
            "religion-and-national-origin": {
              title: "Religion and national origin",
              text: "Being punished for your faith, your accent, your language or where you come from.",
            },
          },
        },
      },
    },
    harassment: {
      title: "Sexual Harassment",
      shortTitle: "Harassment",
      summary:
        "Unwanted advances, comments or touching, or a hostile workplace. It counts even if no one meant to harm you. You can report it, out loud or in writing, and you are protected when you do.",
      longDescription: [
        "Sexual harassment is unwelcome conduct of a sexual nature, or conduct aimed at you because of your sex. It can come from a boss, a co-worker or a customer. It can be one serious act or many smaller ones that make work hostile.",
        "In California an employer is responsible for harassment by a supervisor, and for harassment by others when it knew or should have known and did not stop it. Reporting harassment is protected: punishing you for it is illegal retaliation.",
      ],
      examples: ["Unwanted touching", "Pressure for dates", "Sexual jokes and comments"],
      commonIssues: {
        "quid-pro-quo": {
          title: "Quid pro quo",
          text: "A boss links your job, shifts or pay to dates or sexual favors.",
        },
        "hostile-environment": {
          title: "Hostile work environment",
          text: "Jokes, images, comments or touching make it hard to do your job.",
        },
        customers: {
          title: "Harassment by customers",
          text: "Your employer lets clients or customers harass you and does nothing.",
        },
        retaliation: {
          title: "Retaliation for reporting",
          text: "After you complained you got worse shifts, write-ups or were let go.",
        },
      },
      protections: {
        feha: {
          title: "FEHA",
          text: "Forbids harassment at work in California, including by co-workers and customers, and protects people who report it.",
        },
        training: {
          title: "Training duty",
          text: "Employers with five or more employees must give harassment-prevention training to staff and supervisors.",
        },
        "title-vii": {
          title: "Title VII",
          text: "Federal law treats sexual harassment as sex discrimination.",
        },
      },
      remedies: [
        "Money for emotional distress",
        "Lost wages if you had to leave or were pushed out",
        "Punitive damages in some cases",
        "Changes at work so the harassment stops",
        "Attorney fees paid by the employer if you win",
      ],
      extras: {},
    },
    "wage-hour": {
      title: "Wage & Hour",
      shortTitle: "Wage & Hour",
      summary:
        "Unpaid overtime, missed meal or rest breaks, or pay below the minimum wage. Employers owe every hour you worked.",
      longDescription: [
        "California has some of the strongest pay rules in the country. Overtime starts after 8 hours in a day, not only after 40 in a week. Meal and rest breaks are required, and a missed break earns you an extra hour of pay.",
        "Most wage claims can go back {{fig:wage-claim-deadline}}, and up to {{fig:ucl-deadline}} under California's Unfair Competition Law. Keep your pay stubs and, if you can, a simple note of the hours you really worked.",
      ],
      examples: ["Unpaid overtime", "Missed meal breaks", "Off-the-clock work"],
      commonIssues: {
        "unpaid-overtime": {
          title: "Unpaid overtime",
          text: "You work over 8 hours a day or 40 a week without overtime pay.",
        },
        "off-the-clock": {
          title: "Off-the-clock work",
          text: "You are asked to start early, stay late or answer messages without pay.",
        },
        "missed-breaks": {
          title: "Missed breaks",
          text: "You cannot take a full meal or rest break, and get no extra pay for it.",
        },
        misclassification: {
          title: "Misclassification",
          text: "You are called a contractor or 'exempt' when the law says you are an employee owed overtime.",
        },
        "wrong-pay-stubs": {
          title: "Wrong pay stubs",
          text: "Your pay stub leaves out hours, rates or deductions.",
        },
      },
      protections: {
        "labor-code-510": {
          title: "Labor Code 510",
          text: "Overtime at 1.5 times your pay after 8 hours a day or 40 a week, and double time after 12 hours a day.",
        },
        "labor-code-512-226-7": {
          title: "Labor Code 512 and 226.7",
          text: "Meal and rest breaks, and one extra hour of pay for each day a meal or rest break is missed.",
        },
        "minimum-wage": {
          title: "Minimum wage",
          text: "The state minimum wage is {{fig:state-minimum-wage}}, and many cities set a higher rate.",
        },
        "time-limits": {
          title: "Time limits",
          text: "Most Labor Code claims can be brought within {{fig:wage-claim-deadline}}; the Unfair Competition Law allows {{fig:ucl-deadline}}.",
        },
      },
      remedies: [
        "The unpaid wages and overtime you earned",
        "An extra hour of pay for each day a meal or rest break was missed",
        "Interest and penalties set by the Labor Code",
        "Attorney fees paid by the employer if you win",
      ],
      extras: {
        overtime: {
          heading: "Overtime rules in California",
          intro: "Labor Code 510 sets these rules for most hourly workers. Some jobs have their own rules.",
          items: {
            "over-8-a-day": {
              title: "Over 8 hours in a day",
              text: "1.5 times your regular rate for the hours past 8, up to 12.",
            },
            "over-40-a-week": {
              title: "Over 40 hours in a week",
              text: "1.5 times your regular rate for the hours past 40.",
            },
            "seventh-day": {
              title: "Seventh day in a row",
              text: "1.5 times for the first 8 hours of a seventh consecutive workday.",
            },
            "double-time": {
              title: "Double time",
              text: "2 times your regular rate after 12 hours in a day, and after 8 hours on the seventh day in a row.",
            },
            "alternative-schedules": {
              title: "Alternative schedules",
              text: "A different schedule (such as four 10-hour days) needs a two-thirds secret-ballot vote of the workers it covers.",
            },
          },
        },
        breaks: {
          heading: "Meal and rest breaks",
          intro: "Breaks are required, not a favor. A missed break is owed in money.",
          items: {
            "meal-break": {
              title: "Meal break",
              text: "A 30-minute unpaid meal break when your shift is longer than 5 hours. You may waive it only if the shift is 6 hours or less.",
            },
            "second-meal-break": {
              title: "Second meal break",
              text: "A second 30-minute meal break when your shift is longer than 10 hours (waivable up to 12 hours if the first was not waived).",
            },
            "rest-breaks": {
              title: "Rest breaks",
              text: "A paid 10-minute rest break for every 4 hours worked, or major part of 4 hours. No rest break is required for a shift under 3.5 hours.",
            },
            "missed-break-pay": {
              title: "Missed break pay",
              text: "One extra hour of pay at your regular rate for each workday a meal break is missed, and another for a missed rest break (Labor Code 226.7).",
            },
          },
        },
      },
    },
    "wrongful-termination": {
      title: "Wrongful Termination",
      shortTitle: "Wrongful Termination",
      summary:
        "A firing that breaks the law: fired for a reason the law forbids, such as reporting a problem, taking protected leave or being part of a protected group.",
      longDescription: [
        "Most jobs in California are 'at will', so an employer can usually let you go without giving a reason. But it can never fire you for an illegal reason: discrimination, retaliation for speaking up, taking protected leave, or refusing to break the law.",
        "Being pushed to quit can count too. If your employer made work so unbearable that any reasonable person would leave, the law may treat it as a firing.",
      ],
      examples: ["Fired after reporting a safety problem", "Let go during medical leave", "Forced to resign"],
      commonIssues: {
        retaliation: {
          title: "Retaliation",
          text: "You were fired soon after complaining about pay, safety, harassment or discrimination.",
        },
        leave: {
          title: "Leave-related firing",
          text: "You were let go during or after family, medical or pregnancy leave.",
        },
        whistleblowing: {
          title: "Whistleblowing",
          text: "You reported something illegal to a manager or an agency and lost your job.",
        },
        "forced-resignation": {
          title: "Forced resignation",
          text: "You were pushed to quit by unbearable conditions or an ultimatum.",
        },
        "breach-of-contract": {
          title: "Breach of contract",
          text: "A written or spoken promise of job security was broken.",
        },
      },
      protections: {
        feha: {
          title: "FEHA",
          text: "Makes it illegal to fire someone because of a protected trait or because they complained about discrimination or harassment.",
        },
        "labor-code-1102-5": {
          title: "Labor Code 1102.5",
          text: "Protects workers who report what they reasonably believe is a violation of the law.",
        },
        cfra: {
          title: "CFRA",
          text: "Employers with {{fig:leave-employer-size}} or more must allow up to {{fig:cfra-leave-weeks}} of family and medical leave and cannot fire you for taking it.",
        },
      },
      remedies: [
        "Lost wages and benefits",
        "Money for emotional distress",
        "Reinstatement in some cases",
        "Punitive damages in some cases",
        "Attorney fees paid by the employer if you win",
      ],
      extras: {
        signs: {
          heading: "Signs your firing may have been illegal",
          intro: "None of these proves a case by itself, but each one is worth telling a lawyer about.",
          items: {
            timing: {
              title: "The timing",
              text: "You were let go soon after a complaint, an injury, a leave request or telling them you were pregnant.",
            },
            "changing-reason": {
              title: "The reason keeps changing",
              text: "You were given one reason, then another, or a reason that does not match your record.",
            },
            "good-reviews": {
              title: "Good reviews until now",
              text: "Your reviews were good until you spoke up or asked for something the law gives you.",
            },
            "others-treated-better": {
              title: "Others were treated better",
              text: "Co-workers who did the same thing kept their jobs.",
            },
            remarks: {
              title: "Remarks about who you are",
              text: "Someone commented on your age, race, sex, health or faith before the firing.",
            },
          },
        },
      },
    },
  },
};
