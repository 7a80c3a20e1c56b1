import type { ReactNode } from "react";
import { TitledSection } from "@/components/ui/titled-section";

/**
 * What a tool knows, in the page's prerendered HTML: a heading, a line, and one card per rule
 * (the deadline tool's deadlines, the wage calculator's rules); `children` follow the cards.
 */
export function RuleCards({
  id,
  heading,
  intro,
  cards,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  cards: readonly { id: string; title: string; body: ReactNode }[];
  children?: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      heading={heading}
      className="mt-12"
      headingClassName="text-2xl font-bold text-slate-900"
    >
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {cards.map((card) => (
          <li key={card.id} className="rounded-lg border border-slate-300 bg-white p-4" data-rule={card.id}>
            <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
            {card.body}
          </li>
        ))}
      </ul>
      {children}
    </TitledSection>
  );
}
