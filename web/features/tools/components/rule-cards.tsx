import type { ReactNode } from "react";

/**
 * What a tool knows, in the page's prerendered HTML: a heading, a line, and one card per rule
 * (the deadline tool's deadlines, the wage calculator's rules): its title, then what `body` draws
 * for it; `children` follow the cards.
 * The section is written here rather than with components/ui/titled-section: that component is a
 * chunk of its own, which would add a file and 0.2 KB gz to both tool pages.
 */
export function RuleCards<Rule extends { id: string; title: string }>({
  id,
  heading,
  intro,
  items,
  body,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  items: readonly Rule[];
  body: (item: Rule) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-300 bg-white p-4" data-rule={item.id}>
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            {body(item)}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
