import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import { Link } from "@/components/ui/site-link";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { ToolsPromo } from "@/components/sections/tools-promo";
import { CallToAction, HighlightBox, PhoneLink, RelatedLinks } from "./blocks";
import { Faq, FaqItem } from "./faq";
import {
  CityWageTable,
  CurrentWageTable,
  Fig,
  FigureChange,
  IndustryWageTable,
  SalaryThresholdTable,
} from "./figures";
import { WorkedExample } from "./worked-example";

/** Links inside articles: pages of this site go through the router, anything else is external. */
function ArticleLink({ href = "", children, ...rest }: ComponentProps<"a">) {
  const className = "font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950";
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

/**
 * The one registry of everything an article or guide may use: Markdown elements get the site's
 * styles, and these named components are the only JSX tags MDX files can use (a test checks that
 * every tag in content/ is listed here; an unknown tag also fails the prerender).
 */
export const articleComponents = {
  CallToAction,
  CaseReviewButton,
  CityWageTable,
  CurrentWageTable,
  Faq,
  FaqItem,
  Fig,
  FigureChange,
  HighlightBox,
  IndustryWageTable,
  PhoneLink,
  RelatedLinks,
  SalaryThresholdTable,
  ToolsPromo,
  WorkedExample,
} as const;

export const mdxComponents: MDXComponents = {
  ...articleComponents,
  a: ArticleLink,
  h2: (props) => <h2 className="mt-10 mb-3 text-2xl font-bold text-slate-900" {...props} />,
  h3: (props) => <h3 className="mt-6 mb-2 text-xl font-semibold text-slate-900" {...props} />,
  p: (props) => <p className="mt-4 leading-relaxed text-slate-800" {...props} />,
  ul: (props) => <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800" {...props} />,
  ol: (props) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800" {...props} />,
  strong: (props) => <strong className="font-semibold text-slate-900" {...props} />,
  blockquote: (props) => (
    <blockquote className="mt-4 border-l-4 border-slate-300 pl-4 text-slate-700 italic" {...props} />
  ),
  table: (props) => (
    <div className="overflow-x-auto">
      <table className="my-6 w-full border-collapse text-left text-sm md:text-base" {...props} />
    </div>
  ),
  th: (props) => <th className="border border-slate-300 bg-slate-100 px-3 py-2" {...props} />,
  td: (props) => <td className="border border-slate-300 px-3 py-2" {...props} />,
};
