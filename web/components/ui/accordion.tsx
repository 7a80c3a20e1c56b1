import { useId, useState, type ReactNode } from "react";
import { toggleOne } from "@/lib/one-open";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type Props = {
  items: readonly AccordionItem[];
  /** Heading level of each item's button, so the outline of the page stays right. */
  headingLevel?: 2 | 3 | 4;
  /** Controlled use: the open item's id (null for none) and the handler for a choice. */
  openId?: string | null;
  onToggle?: (id: string) => void;
  /** Uncontrolled use: the item open at first. */
  defaultOpenId?: string | null;
  className?: string;
  buttonClassName?: string;
};

/**
 * The site's one accordion. One item is open at a time; choosing the open item closes it. Each
 * item is a real button inside a heading, with aria-expanded and aria-controls, so it works from
 * the keyboard (Tab, Enter, Space) and screen readers announce its state. Closed panels stay in
 * the HTML (hidden), so prerendered pages carry all their text.
 */
export function Accordion({
  items,
  headingLevel = 3,
  openId,
  onToggle,
  defaultOpenId = null,
  className = "divide-y divide-slate-200 rounded-lg border border-slate-200",
  buttonClassName = "flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50",
}: Props) {
  const baseId = useId();
  const [ownOpen, setOwnOpen] = useState<string | null>(defaultOpenId);
  const controlled = openId !== undefined;
  const current = controlled ? openId : ownOpen;
  const Heading = `h${headingLevel}` as const;

  function choose(id: string) {
    if (onToggle) onToggle(id);
    if (!controlled) setOwnOpen((open) => toggleOne(open, id));
  }

  return (
    <div className={className}>
      {items.map((item) => {
        const open = current === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => choose(item.id)}
                className={buttonClassName}
              >
                <span>{item.title}</span>
                <span aria-hidden="true" className="shrink-0 text-2xl leading-none text-blue-800">
                  {open ? "−" : "+"}
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-4 pb-4">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
