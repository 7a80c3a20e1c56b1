import { z } from "./content-zod";

// Every firm claim (a figure, a case result, a client story, an attorney profile) says where it
// comes from: "verified" names the record that supports it, "sample" marks it as an example
// written for the demo. Pages label samples where they appear; a production build refuses them
// (content/claims.ts, scripts/vite-site-mode-plugin.ts).
export const provenanceSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("sample") }).strict(),
  z
    .object({
      status: z.literal("verified"),
      source: z.string().regex(/\S/, "a verified claim needs a source: say which record supports it"),
    })
    .strict(),
]);
export type Provenance = z.infer<typeof provenanceSchema>;

export const sample: Provenance = { status: "sample" };

export function isSample(provenance: Provenance): boolean {
  return provenance.status === "sample";
}

/** A figure made of other figures (a total) is verified only when every part is. */
export function combinedProvenance(parts: readonly Provenance[]): Provenance {
  const sources: string[] = [];
  for (const p of parts) {
    if (p.status === "sample") return sample;
    sources.push(p.source);
  }
  return sources.length === 0 ? sample : { status: "verified", source: [...new Set(sources)].join("; ") };
}

/** A value together with where it comes from: the shape of every figure in config/site.json. */
export function claimSchema<T extends z.ZodType>(value: T) {
  return z.object({ value, provenance: provenanceSchema }).strict();
}

/** One firm claim as the production check lists it. */
export type FirmClaim = {
  /** The file and entry that holds it, e.g. "config/site.json figures.reviews". */
  where: string;
  /** What it claims, in words, e.g. "review rating 4.8/5 from 435 reviews". */
  what: string;
  provenance: Provenance;
};

/** The claims still marked as samples. */
export function sampleClaims(claims: readonly FirmClaim[]): FirmClaim[] {
  return claims.filter((c) => isSample(c.provenance));
}

/**
 * Why a production build must stop, or null when every claim is verified: one line per sample
 * claim, naming where it is and what it says, then how to fix it.
 */
export function productionRefusal(claims: readonly FirmClaim[]): string | null {
  const samples = sampleClaims(claims);
  if (samples.length === 0) return null;
  return [
    `SITE_MODE=production: ${samples.length} sample claim${samples.length === 1 ? " is" : "s are"} still shown. A production site may show only verified claims.`,
    ...samples.map((c) => `  - ${c.where}: ${c.what}`),
    'Replace each with the firm\'s own record and set its provenance to { "status": "verified", "source": "<the record that supports it>" }, or remove it (docs/runbook.md, "Firm claims").',
  ].join("\n");
}
