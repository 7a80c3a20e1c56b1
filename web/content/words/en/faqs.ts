// The words of content/faqs.ts: each set's questions and answers, by question id. Which questions
// a set has, and their order, are facts in content/faqs.ts. Legal figures are {{fig:<id>}}
// placeholders (content/figures/text.ts).
export default {
  /** The default set: any page kind, and a service without its own set. */
  general: {
    "review-cost": {
      question: "Does a case review cost anything?",
      answer: "No. The review is free and you are under no obligation to hire us afterwards.",
    },
    "no-win-no-fee": {
      question: "What does 'no win, no fee' mean?",
      answer:
        "You pay no attorney fee unless money is recovered for you. The fee is then a share of that money, agreed in writing before any work starts. Case costs (such as filing fees, court reporters and expert fees) are paid up front by the firm; if money is recovered, those costs are repaid from it as well as the fee. If nothing is recovered, you owe neither a fee nor the costs. Your written agreement sets all of this out, and you can ask us about it before you sign.",
    },
    "employer-finds-out": {
      question: "Will my employer find out that I contacted you?",
      answer:
        "No. What you tell us is confidential. Your employer only learns about a claim if you decide to go ahead and we contact them for you.",
    },
    "time-to-act": {
      question: "How long do I have to act?",
      answer:
        "It depends on the claim. A discrimination or harassment complaint to the California Civil Rights Department can be filed within {{fig:crd-complaint-deadline}}, a federal EEOC charge within {{fig:eeoc-charge-deadline}} in California, and most wage claims go back {{fig:wage-claim-deadline}}. Some deadlines are shorter, so it is best to ask early.",
    },
    "fired-for-complaining": {
      question: "Can I be fired for talking to a lawyer or filing a complaint?",
      answer:
        "Punishing you for complaining about discrimination, harassment, unpaid wages or safety is illegal retaliation in California, and it can be a separate claim of its own.",
    },
  },
  discrimination: {
    "what-counts": {
      question: "What counts as discrimination at work?",
      answer:
        "Any worse treatment because of a protected trait such as race, sex, age (40 and over), disability, religion, pregnancy, sexual orientation or national origin: in hiring, pay, promotion, discipline or firing.",
    },
    "written-proof": {
      question: "Do I need written proof?",
      answer:
        "No. Many cases are built from timing, patterns, how others were treated and what people said. Write down what you remember, with dates, and keep any messages you already have.",
    },
    deadline: {
      question: "What is the deadline for a discrimination claim?",
      answer:
        "You can file with the California Civil Rights Department (CRD) within {{fig:crd-complaint-deadline}}. After the CRD gives you a right-to-sue notice you have {{fig:crd-lawsuit-deadline}} to file a lawsuit. A federal EEOC charge must be filed within {{fig:eeoc-charge-deadline}} in California.",
    },
    "performance-reason": {
      question: "My employer says I was let go for performance. Can I still have a case?",
      answer:
        "Yes. Employers often give a lawful-sounding reason. If the reason is not true, or others with the same record were kept, that can be evidence of discrimination.",
    },
    "employer-size": {
      question: "Does it matter how big my employer is?",
      answer:
        "California's discrimination law covers most employers with five or more employees, and harassment rules cover employers of any size. Tell us about your workplace and we will check.",
    },
  },
  harassment: {
    "not-sexual": {
      question: "Does harassment have to be sexual to count?",
      answer:
        "No. Sexual harassment includes conduct aimed at you because of your sex or gender, even if it is not sexual, such as insults about women or men doing 'their' jobs.",
    },
    "customer-harasser": {
      question: "What if the harasser is a customer or client?",
      answer:
        "Your employer must act when it knows or should know that a customer is harassing you. Tell your manager in writing and keep a copy.",
    },
    "report-to-hr": {
      question: "Do I have to report it to HR first?",
      answer:
        "Reporting is not required to have a claim. If you do report, telling a supervisor or HR out loud is protected from retaliation just like a written report; writing it down as well (an e-mail you keep) helps show what you said and when. If you are afraid to report, talk to a lawyer first.",
    },
    "one-incident": {
      question: "Is one incident enough?",
      answer:
        "It can be, if it is serious, such as unwanted touching. Repeated smaller incidents can also add up to a hostile work environment.",
    },
    deadline: {
      question: "How long do I have to file?",
      answer:
        "A complaint to the California Civil Rights Department can be filed within {{fig:crd-complaint-deadline}}. A federal EEOC charge must be filed within {{fig:eeoc-charge-deadline}} in California, counted from the last act of harassment.",
    },
  },
  "wage-hour": {
    overtime: {
      question: "When do I get overtime in California?",
      answer:
        "After 8 hours in a day or 40 hours in a week at 1.5 times your regular rate, and double time after 12 hours in a day. The seventh day in a row has its own rules.",
    },
    "missed-meal-break": {
      question: "What if I could not take my meal break?",
      answer:
        "Your employer owes you one extra hour of pay at your regular rate for each workday a meal break was missed, and another extra hour for a missed rest break.",
    },
    salaried: {
      question: "I am paid a salary. Do I get overtime?",
      answer:
        "Maybe. A salary alone does not make you exempt. The salary must be at least {{fig:exempt-salary-floor}} a year and your duties must also meet strict tests.",
    },
    "how-far-back": {
      question: "How far back can I claim unpaid wages?",
      answer:
        "Usually {{fig:wage-claim-deadline}} under the Labor Code, and up to {{fig:ucl-deadline}} under the Unfair Competition Law.",
    },
    "still-working-there": {
      question: "I still work there. Is it safe to ask for my wages?",
      answer:
        "California law forbids punishing you for asking about or claiming your wages. If that happens, it can be a separate retaliation claim.",
    },
  },
  "wrongful-termination": {
    "at-will": {
      question: "My job was 'at will'. Can I still have a case?",
      answer:
        "Yes. At-will employment lets an employer fire you for no reason, but never for an illegal one such as discrimination, retaliation or taking protected leave.",
    },
    "pushed-to-resign": {
      question: "I was pushed to resign. Does that count?",
      answer:
        "It can. If conditions were made so bad that a reasonable person would quit, the law may treat it as a firing (called constructive discharge).",
    },
    severance: {
      question: "Should I sign the severance agreement?",
      answer:
        "Read it carefully before signing; it usually gives up your right to sue. You can ask for time to review it, and we can look at it for free.",
    },
    "right-after-firing": {
      question: "What should I do right after being fired?",
      answer:
        "Write down what happened and when, keep your termination letter, pay stubs and messages, and ask for your personnel file in writing. Do not take company documents you are not allowed to have.",
    },
    deadline: {
      question: "How long do I have?",
      answer:
        "It depends on the claim. Discrimination or retaliation complaints to the Civil Rights Department can be filed within {{fig:crd-complaint-deadline}}. Other claims have different deadlines, so ask early.",
    },
  },
  /** The /workplace-rights page's set. */
  workplaceRights: {
    undocumented: {
      question: "Am I protected if I am undocumented?",
      answer:
        "Yes. California's wage, discrimination and harassment laws protect workers whatever their immigration status. Threatening to report your status because you complained is illegal.",
    },
    "employee-or-contractor": {
      question: "Am I an employee or a contractor?",
      answer:
        "California uses the ABC test (written into law by AB 5): you are an employee unless the company shows you are free from its control, do work outside its usual business, and run your own independent business. App-based drivers are a special case under Proposition 22.",
    },
    "family-leave": {
      question: "Can I take time off to care for a sick family member?",
      answer:
        "If your employer has {{fig:leave-employer-size}} or more, the California Family Rights Act (CFRA) can give you up to {{fig:cfra-leave-weeks}} of job-protected leave once you meet its work-time requirements.",
    },
    "pay-cut-for-asking": {
      question: "Can my employer cut my pay for asking about wages?",
      answer: "No. Discussing your pay and asking for wages you are owed are protected.",
    },
    evidence: {
      question: "What should I keep as evidence?",
      answer:
        "Pay stubs, schedules, texts and emails about the problem, names of witnesses, and your own dated notes. Keep copies somewhere your employer cannot reach, and never take documents you are not allowed to have.",
    },
  },
};
