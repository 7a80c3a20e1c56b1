import { Accordion } from "@/components/ui/accordion";
import { JsonLdScript } from "@/components/ui/json-ld";
import type { Faq } from "@/content/faqs";
import { FigureText } from "@/components/article/figures";
import { fillFiguresDated } from "@/content/figures/text";
import { faqPageJsonLd } from "@/lib/structured-data";
import { buildDay } from "@/lib/use-today";

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
          content: (
            <p className="text-slate-700">
              <FigureText text={f.answer} />
            </p>
          ),
        }))}
      />
      {/* Structured data holds the build day's figures with their dates (it never changes in the browser). */}
      <JsonLdScript
        data={faqPageJsonLd(faqs.map((f) => ({ ...f, answer: fillFiguresDated(f.answer, buildDay) })))}
      />
    </section>
  );
}
