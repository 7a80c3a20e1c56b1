import { z } from "../../lib/content-zod";
import { fullAddress, site } from "@/lib/site-config";

// The legal pages: privacy, terms, accessibility and disclaimer, written for this product (what
// its forms collect and where it goes), one file each so each page's "Last updated" date comes
// from its own history (scripts/content-dates.ts). Contact details come from config/site.json.
// Rules they follow: ../shared/content-facts.md (CCPA/CPRA, GPC, TCPA, referral rules, Rule 7.1).
const section = z.object({
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).default([]),
  list: z.array(z.string().min(5)).optional(),
});
export const legalPageText = z.object({ sections: z.array(section).min(3) });
export type LegalPageText = z.input<typeof legalPageText>;

export const firm = site.responsible.firmName;
export const email = site.contact.email;
export const phone = site.contact.phoneDisplay;
export const address = fullAddress();
export const howToReach = `Email ${email}, call ${phone}, or write to ${firm}, ${address}.`;
