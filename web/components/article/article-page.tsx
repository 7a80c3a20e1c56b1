import type { MDXContent } from "mdx/types";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/site-link";
import { SmartImage } from "@/components/ui/smart-image";
import type { AuthorId } from "@/content/authors";
import { figuresCheckedOn } from "@/content/figures/find-figure";
import { articleLegalNote } from "@/content/legal-notes";
import { priorResultsDisclaimer } from "@/content/statements";
import { formatDate, formatMonth } from "@/lib/format";
import { AuthorByline } from "./author-byline";
import { mdxComponents } from "./mdx-components";

export const imageSize = { width: 1200, height: 630 } as const;

type Props = {
  /** The article's or guide's front matter. */
  article: {
    title: string;
    date: string;
    updated: string;
    author: AuthorId;
    image: { src: string; alt: string };
    /** The legal figures the body shows (from the front matter module); dates "Figures checked". */
    figureIds: readonly string[];
  };
  intro: string;
  /** Category, read time, badge: whatever the kind of page shows above the title. */
  kicker?: ReactNode;
  Body: MDXContent;
  /** Shown after the body, before the legal note (a guide's Back link and button). */
  footer?: ReactNode;
};

/** The shared frame of an article or a guide: header, image, byline, body, legal note. */
export function ArticlePage({ article, intro, kicker, Body, footer }: Props) {
  const { title, date, updated, author, image, figureIds } = article;
  const checked = figuresCheckedOn(figureIds);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <header>
        {kicker && <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">{kicker}</div>}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-700">{intro}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
          <AuthorByline author={author} />
          <p className="text-sm text-slate-600">
            Published <time dateTime={date}>{formatDate(date)}</time>
            {updated !== date && (
              <>
                {" "}
                · Updated <time dateTime={updated}>{formatDate(updated)}</time>
              </>
            )}
            {checked && (
              <>
                {" "}
                · <span data-figures-checked>Figures checked: {formatMonth(checked)}</span>
              </>
            )}
          </p>
        </div>
        <SmartImage
          src={image.src}
          alt={image.alt}
          width={imageSize.width}
          height={imageSize.height}
          priority
          className="mt-6 h-auto w-full rounded-xl"
        />
      </header>
      <div className="mt-6">
        <Body components={mdxComponents} />
      </div>
      {footer}
      <aside
        aria-label={articleLegalNote.label}
        className="mt-12 rounded-lg bg-slate-100 p-5 text-sm text-slate-700"
      >
        <p>
          <strong>{articleLegalNote.lead}</strong> {articleLegalNote.text} {priorResultsDisclaimer}
        </p>
        <p className="mt-2">
          <Link to="/disclaimer" className="underline underline-offset-2">
            {articleLegalNote.disclaimerLink}
          </Link>
        </p>
      </aside>
    </article>
  );
}
