import { useId, type ReactNode, type SyntheticEvent } from "react";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type Props = {
  items: readonly AccordionItem[];
  /** Heading level of each item's title, so the outline of the page stays right. */
  headingLevel?: 2 | 3 | 4;
  /** Called after an item opened, with its element (the results section closes what is inside). */
  onOpen?: (id: string, item: HTMLDetailsElement) => void;
  className?: string;
  summaryClassName?: string;
};

/**
 * The site's one accordion, made of <details> and <summary> (issue 37): it opens and closes with
 * no script at all, so a tap before the page's scripts have arrived is never lost, and the shared
 * `name` keeps one item of the accordion open at a time (the browser closes the others; choosing
 * the open item closes it). The summary is reached with Tab and toggled with Enter or Space, and
 * holds a heading of the requested level. Closed items keep their text in the HTML.
 */
export function Accordion({
  items,
  headingLevel = 3,
  onOpen,
  className = "divide-y divide-slate-200 rounded-lg border border-slate-200",
  summaryClassName = "flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50",
}: Props) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  const opened = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    // React passes a nested accordion's toggle up to this one: only this item's own counts.
    if (event.target === event.currentTarget && event.currentTarget.open) onOpen?.(id, event.currentTarget);
  };
  return (
    <div className={className}>
      {items.map((item) => (
        <details key={item.id} name={group} className="group" onToggle={onOpen ? opened(item.id) : undefined}>
          <summary
            className={`${summaryClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
          >
            <Heading className="m-0 text-[length:inherit] font-[inherit]">{item.title}</Heading>
            <span aria-hidden="true" className="shrink-0 text-2xl leading-none text-blue-800">
              <span className="group-open:hidden">+</span>
              <span className="hidden group-open:inline">−</span>
            </span>
          </summary>
          <div className="px-4 pb-4">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
