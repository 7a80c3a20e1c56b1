import { Accordion } from "@/components/ui/accordion";
import { JsonLdScript } from "@/components/ui/json-ld";
import type { Faq } from "@/content/faqs";
import { faqPageJsonLd } from "@/lib/structured-data";

export function FaqSection({ heading, faqs, id }: { heading: string; faqs: readonly Faq[]; id: string }) {
  return (
    <section aria-labelledby={id} data-faq>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <Accordion
        className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200"
        items={faqs.map((f, i) => ({
          id: `q${i}`,
          title: f.question,
          content: <p className="text-slate-700">{f.answer}</p>,
        }))}
      />
      <JsonLdScript data={faqPageJsonLd(faqs)} />
    </section>
  );
}
