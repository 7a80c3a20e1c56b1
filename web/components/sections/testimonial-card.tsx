import { testimonialDisclosure, type Testimonial } from "@/content/testimonials";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** One story. The dramatization disclosure (B&P Code 6157.2) is always shown with it. */
export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">{t.issue}</p>
      <p className="mt-1 text-amber-800">
        <span aria-hidden="true">{"★".repeat(t.rating)}</span>
        <span className="sr-only">Rated {t.rating} out of 5</span>
      </p>
      <blockquote className="mt-3 flex-1 text-slate-800">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-4 text-slate-700">
        <span className="font-semibold text-slate-900">{t.name}</span>, {t.title}, {t.location}
        <span className="mt-1 block text-sm">Settlement in this story: {usd.format(t.settlementUsd)}</span>
        <span className="mt-2 block rounded bg-slate-100 px-2 py-1 text-sm text-slate-800">
          {testimonialDisclosure}
        </span>
      </figcaption>
    </figure>
  );
}
