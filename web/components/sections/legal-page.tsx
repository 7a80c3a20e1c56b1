import type { LegalPage } from "@/content/legal";
import { formatDate } from "@/lib/format";

/** The body of a legal page (content/legal/): sections of paragraphs and lists. */
export function LegalPageBody({ page }: { page: LegalPage }) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm text-slate-700">
        Last updated: <time dateTime={page.updated}>{formatDate(page.updated)}</time>
      </p>
      {page.sections.map((s) => (
        <section key={s.heading} className="mt-8">
          <h2 className="text-xl font-bold text-slate-900">{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 32)} className="mt-3 text-slate-800">
              {p}
            </p>
          ))}
          {s.list && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
