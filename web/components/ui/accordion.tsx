import { useId, type ReactNode } from "react";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

const defaultSummaryClass =
  "flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50";

/**
 * One item of an accordion: a <details> whose <summary> holds a heading of the given level and a
 * +/− sign drawn by CSS from the open state. It opens and closes with no script at all; items
 * sharing a `name` are kept to one open at a time by the browser (choosing the open item closes
 * it). Closed items keep their text in the HTML.
 */
export function Disclosure({
  name,
  title,
  headingLevel = 3,
  summaryClassName = defaultSummaryClass,
  contentClassName = "px-4 pb-4",
  closeInnerOnOpen = false,
  children,
}: {
  name?: string;
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  summaryClassName?: string;
  contentClassName?: string;
  /** Opening it closes any item left open inside it (the site script: components/ui/disclosures.ts). */
  closeInnerOnOpen?: boolean;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details name={name} className="group" data-close-inner-on-open={closeInnerOnOpen || undefined}>
      <summary className={`${summaryClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <Heading className="m-0 text-[length:inherit] font-[inherit]">{title}</Heading>
        <span aria-hidden="true" className="shrink-0 text-2xl leading-none text-blue-800">
          <span className="group-open:hidden">+</span>
          <span className="hidden group-open:inline">−</span>
        </span>
      </summary>
      <div className={contentClassName}>{children}</div>
    </details>
  );
}

type Props = {
  items: readonly AccordionItem[];
  /** Heading level of each item's title, so the outline of the page stays right. */
  headingLevel?: 2 | 3 | 4;
  /** Opening an item closes any item left open inside it (the results section's examples). */
  closeInnerOnOpen?: boolean;
  className?: string;
  summaryClassName?: string;
};

/**
 * The site's one accordion, made of Disclosure items sharing a `name` (issue 37): it works with no
 * script, so a tap before the page's scripts have arrived is never lost. The summary is reached
 * with Tab and toggled with Enter or Space.
 */
export function Accordion({
  items,
  headingLevel = 3,
  closeInnerOnOpen,
  className = "divide-y divide-slate-200 rounded-lg border border-slate-200",
  summaryClassName,
}: Props) {
  const group = useId();
  return (
    <div className={className}>
      {items.map((item) => (
        <Disclosure
          key={item.id}
          name={group}
          title={item.title}
          headingLevel={headingLevel}
          summaryClassName={summaryClassName}
          closeInnerOnOpen={closeInnerOnOpen}
        >
          {item.content}
        </Disclosure>
      ))}
    </div>
  );
}
