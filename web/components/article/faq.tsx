import { createContext, useContext, useId, useState, useSyncExternalStore, type ReactNode } from "react";

const noop = () => () => {};
/** False in the prerendered HTML and during hydration, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

const HeadingLevel = createContext<2 | 3>(3);

/**
 * A collapsible list of questions. Without JavaScript every answer stays open, so the prerendered
 * page is complete; once React runs, answers start closed and each question is a button with
 * aria-expanded that opens and closes its answer (Enter and Space work as for any button).
 */
export function Faq({
  title = "Frequently asked questions",
  children,
}: {
  title?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="my-10">
      <h2 id={id} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <HeadingLevel.Provider value={3}>
        <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">{children}</div>
      </HeadingLevel.Provider>
    </section>
  );
}

export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const level = useContext(HeadingLevel);
  const Heading = level === 2 ? "h2" : "h3";
  const panelId = useId();
  const expanded = hydrated ? open : true;
  return (
    <div>
      <Heading className="m-0 text-base">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-700"
        >
          <span>{question}</span>
          <span aria-hidden="true" className="text-xl leading-none text-blue-800">
            {expanded ? "−" : "+"}
          </span>
        </button>
      </Heading>
      <div id={panelId} hidden={!expanded} className="px-4 pb-4 text-slate-700 [&>p]:mt-2">
        {children}
      </div>
    </div>
  );
}
