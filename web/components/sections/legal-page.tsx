import { StaticPage } from "@/components/ui/static-page";
import { lastUpdated, legalPages, type LegalPage, type LegalPageKey } from "@/content/legal";
import { formatDate } from "@/lib/format";

/** The body of a legal page (content/legal/): sections of paragraphs and lists. */
function LegalPageBody({ page }: { page: LegalPage }) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm text-slate-700">
        {lastUpdated} <time dateTime={page.updated}>{formatDate(page.updated)}</time>
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

/** A whole legal page: its header copy, its body, and the way back home. */
export function LegalStaticPage({ page }: { page: LegalPageKey }) {
  return (
    <StaticPage page={page} backHome>
      <LegalPageBody page={legalPages[page]} />
    </StaticPage>
  );
}
