import { chrome } from "@/content/chrome";
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useId,
  type ReactElement,
  type ReactNode,
} from "react";
import { Disclosure } from "@/components/ui/accordion";
import { JsonLdScript } from "@/components/ui/json-ld";
import { buildDay } from "@/lib/use-today";
import { faqPageJsonLd } from "@/lib/structured-data";
import { datedFigureText, figureText } from "@/content/figures/text";
import { Fig, type FigProps } from "./figures";

const HeadingLevel = createContext<2 | 3>(3);
// The FaqItems of one <Faq> share a <details> name: one answer open at a time, by the browser.
const FaqGroup = createContext<string | undefined>(undefined);

/** Plain text of rendered MDX (paragraphs, emphasis, links), for the FAQPage data. */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<FigProps>(node) && node.type === Fig) {
    const { id, on, style } = node.props;
    // A past day asked for stays that day's value; today's is dated, since this text stays as built.
    return on === undefined ? datedFigureText(id, buildDay, style) : figureText(id, on, style);
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
 * A collapsible list of questions: each one a <details> (components/ui/accordion.tsx), so answers
 * open and close with no script, one at a time. Answers start closed and stay in the HTML.
 */
export function Faq({ title = chrome.faqTitle, children }: { title?: string; children: ReactNode }) {
  const id = useId();
  const group = useId();
  return (
    <section aria-labelledby={id} className="my-10" data-faq>
      <h2 id={id} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <HeadingLevel.Provider value={3}>
        <FaqGroup.Provider value={group}>
          <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">{children}</div>
        </FaqGroup.Provider>
      </HeadingLevel.Provider>
      <JsonLdScript data={faqPageJsonLd(faqEntries(children))} />
    </section>
  );
}

export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <Disclosure
      name={useContext(FaqGroup)}
      title={question}
      headingLevel={useContext(HeadingLevel)}
      summaryClassName="flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-700"
      contentClassName="px-4 pb-4 text-slate-700 [&>p]:mt-2"
    >
      {children}
    </Disclosure>
  );
}
