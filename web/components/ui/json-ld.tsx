import type { JsonLd } from "@/lib/structured-data";

/**
 * A schema.org block rendered next to the content it describes, from the same data, so the two
 * cannot disagree. "<" is escaped so no text can close the script element. The build hashes the
 * block for the Content-Security-Policy like every inline script.
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
