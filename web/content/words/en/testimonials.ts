// The words of content/testimonials.ts, by story id. A number a quote names is a fact, written
// {name} here: the story's own (content/testimonials.ts) or its case result's (content/results.ts).
// Names, ratings, the result each story tells and provenance are facts in content/testimonials.ts.
export default {
  disclosure: "Illustrative story, not an actual client. Names and details are made up.",
  stories: {
    "maria-l": {
      title: "Warehouse packer",
      company: "Regional distribution center",
      issue: "Pregnancy discrimination",
      quote:
        "I was moved off my shift the week I told my supervisor I was pregnant. The lawyer explained my rights in plain words and kept me informed at every step.",
    },
    "james-t": {
      title: "Sales associate",
      company: "Home goods retailer",
      issue: "Age discrimination",
      quote:
        "After twenty years I was the only one cut in a 'restructuring', and a younger hire took over my work. They listened, gathered the evidence and never made me feel rushed.",
    },
    "ana-r": {
      title: "Restaurant server",
      company: "Full-service restaurant",
      issue: "Sexual harassment",
      quote:
        "My manager kept asking me out, and when I said no my shifts started to disappear. I was scared to say anything because I needed the job. They helped me report it safely and stood by me.",
    },
    "david-k": {
      title: "Delivery driver",
      company: "Logistics company",
      issue: "Unpaid overtime",
      quote:
        "I worked {hoursADay}-hour days and was paid overtime only after {weeklyOvertimeAfter} hours a week. I did not know California pays overtime after {dailyOvertimeAfter} hours a day. They went through my pay stubs with me line by line.",
    },
  },
};
