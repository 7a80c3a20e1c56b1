import { sample } from "../lib/provenance";
import { z } from "../lib/content-zod";
import { joinTestimonials, testimonialEntrySchema, type Testimonial } from "./testimonials-schema";

// Client stories. Each one tells the story of one case result (content/results.ts) and takes its
// settlement, place and kind of case from that result, so a story and its result cannot give two
// different amounts. Each is a firm claim with its provenance. The four shipped here are SAMPLES
// written for this product, not real clients: Business and Professions Code 6157.2 requires a
// dramatization to be disclosed, so each carries the disclosure below and a "Sample story" label
// wherever it appears. No quote promises an outcome.
// The schema, types and the join are content/testimonials-schema.ts.
export * from "./testimonials-schema";

export const testimonialDisclosure =
  "Illustrative story, not an actual client. Names and details are made up.";

export const testimonials: readonly Testimonial[] = joinTestimonials(
  z
    .array(testimonialEntrySchema)
    .length(4)
    .parse([
      {
        id: "maria-l",
        name: "Maria L.",
        title: "Warehouse packer",
        company: "Regional distribution center",
        issue: "Pregnancy discrimination",
        quote:
          "I was moved off my shift the week I told my supervisor I was pregnant. The lawyer explained my rights in plain words and kept me informed at every step.",
        rating: 5,
        caseResult: "discrimination-cases/0",
        provenance: sample,
      },
      {
        id: "james-t",
        name: "James T.",
        title: "Sales associate",
        company: "Home goods retailer",
        issue: "Age discrimination",
        quote:
          "After twenty years I was the only one cut in a 'restructuring', and a younger hire took over my work. They listened, gathered the evidence and never made me feel rushed.",
        rating: 5,
        caseResult: "discrimination-cases/1",
        provenance: sample,
      },
      {
        id: "ana-r",
        name: "Ana R.",
        title: "Restaurant server",
        company: "Full-service restaurant",
        issue: "Sexual harassment",
        quote:
          "My manager kept asking me out, and when I said no my shifts started to disappear. I was scared to say anything because I needed the job. They helped me report it safely and stood by me.",
        rating: 5,
        caseResult: "harassment-claims/0",
        provenance: sample,
      },
      {
        id: "david-k",
        name: "David K.",
        title: "Delivery driver",
        company: "Logistics company",
        issue: "Unpaid overtime",
        quote:
          "I worked 11-hour days and was paid overtime only after 40 hours a week. I did not know California pays overtime after 8 hours a day. They went through my pay stubs with me line by line.",
        rating: 5,
        caseResult: "wage-and-hour/0",
        provenance: sample,
      },
    ]),
);
