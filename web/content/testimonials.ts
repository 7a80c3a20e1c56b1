import { z } from "../lib/zod";
import { serviceIds } from "./services";

// The testimonials are written for this product; they are not real clients. Business and
// Professions Code 6157.2 requires a dramatization to be disclosed, so every one carries the
// disclosure below, shown next to it wherever it appears. Settlements stay within the spec's
// $155,000-$225,000 range, and no quote promises an outcome.
export const testimonialDisclosure =
  "Illustrative story, not an actual client. Names and details are made up.";

export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  location: z.string().min(3),
  title: z.string().min(3),
  company: z.string().min(3),
  serviceId: z.enum(serviceIds),
  issue: z.string().min(3),
  quote: z.string().min(40).max(400),
  settlementUsd: z.number().int().min(155_000).max(225_000),
  rating: z.literal(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonials: readonly Testimonial[] = z
  .array(testimonialSchema)
  .length(4)
  .parse([
    {
      id: "maria-l",
      name: "Maria L.",
      location: "Fresno, CA",
      title: "Warehouse lead",
      company: "Regional distribution center",
      serviceId: "discrimination",
      issue: "Pregnancy discrimination",
      quote:
        "I was moved off my shift the week I told my manager I was pregnant. The lawyer explained my rights in plain words and kept me informed at every step.",
      settlementUsd: 185_000,
      rating: 5,
    },
    {
      id: "james-t",
      name: "James T.",
      location: "Riverside, CA",
      title: "Sales associate",
      company: "Home goods retailer",
      serviceId: "discrimination",
      issue: "Age discrimination",
      quote:
        "After twenty years I was replaced by someone half my age and told I 'didn't fit the new look'. They listened, gathered the evidence and never made me feel rushed.",
      settlementUsd: 210_000,
      rating: 5,
    },
    {
      id: "ana-r",
      name: "Ana R.",
      location: "San Jose, CA",
      title: "Restaurant server",
      company: "Full-service restaurant",
      serviceId: "harassment",
      issue: "Sexual harassment",
      quote:
        "I was scared to say anything because I needed the job. They helped me report it safely and stood by me when my hours were cut afterwards.",
      settlementUsd: 165_000,
      rating: 5,
    },
    {
      id: "david-k",
      name: "David K.",
      location: "Long Beach, CA",
      title: "Delivery driver",
      company: "Logistics company",
      serviceId: "wage-hour",
      issue: "Unpaid overtime and missed breaks",
      quote:
        "I worked 11-hour days with no real lunch. I did not know California pays overtime after 8 hours a day. They went through my pay stubs with me line by line.",
      settlementUsd: 155_000,
      rating: 5,
    },
  ]);
