import { chrome } from "@/content/chrome";
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from "react";
import { JsonLdScript } from "@/components/ui/json-ld";
import { buildDay } from "@/lib/use-today";
import { toggleOne } from "@/lib/one-open";
import { faqPageJsonLd } from "@/lib/structured-data";
import { figureText } from "@/content/figures/text";
import { Fig, type FigProps } from "./figures";

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
// Inside a <Faq>, one answer is open at a time like every accordion of the site (lib/one-open.ts).
const FaqGroup = createContext<{ open: number | null; toggle: (index: number) => void } | null>(null);
const FaqIndex = createContext(-1);

/** Plain text of rendered MDX (paragraphs, emphasis, links), for the FAQPage data. */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<FigProps>(node) && node.type === Fig) {
    return figureText(node.props.id, node.props.on ?? buildDay, node.props.style);
  }
  if (isValidElement<{ children?: ReactNode }>(node)) {
    const text = textOf(node.props.children);
    return node.type === "p" || (typeof node.type === "function" && node.type.name === "p")
      ? `${text} `
      : text;
  }
  return "";
}

/** The questions and answers of the FaqItem children, exactly as the page shows them. */
function faqEntries(children: ReactNode): { question: string; answer: string }[] {
  return Children.toArray(children)
    .filter(
      (child) => isValidElement<{ question?: string; children?: ReactNode }>(child) && child.props.question,
    )
    .map((child) => {
      const item = child as ReactElement<{ question: string; children?: ReactNode }>;
      return {
        question: item.props.question,
        answer: textOf(item.props.children).replace(/\s+/g, " ").trim(),
      };
    });
}

/**
 * A collapsible list of questions. Without JavaScript every answer stays open, so the prerendered
 * page is complete; once React runs, answers start closed and each question is a button with
 * aria-expanded that opens and closes its answer (Enter and Space work as for any button).
 */
export function Faq({ title = chrome.faqTitle, children }: { title?: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const group = useMemo(
    () => ({ open, toggle: (index: number) => setOpen((o) => toggleOne(o, index)) }),
    [open],
  );
  return (
    <section aria-labelledby={id} className="my-10" data-faq>
      <h2 id={id} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <HeadingLevel.Provider value={3}>
        <FaqGroup.Provider value={group}>
          <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {Children.map(children, (child, index) => (
              <FaqIndex.Provider value={index}>{child}</FaqIndex.Provider>
            ))}
          </div>
        </FaqGroup.Provider>
      </HeadingLevel.Provider>
      <JsonLdScript data={faqPageJsonLd(faqEntries(children))} />
    </section>
  );
}

export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const group = useContext(FaqGroup);
  const index = useContext(FaqIndex);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = group ? group.open === index : ownOpen;
  const toggle = () => (group ? group.toggle(index) : setOwnOpen((o) => !o));
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
          onClick={toggle}
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
