import { fillIn, withWords } from "../lib/words";
import words from "#words/not-found";
import { inWords } from "./in-words";
import { notFoundPaths, type NotFoundKind } from "./not-found-paths";
import { serviceIds } from "./service-ids";

// One not-found page per site section: where it is rendered and served (content/not-found-paths.ts,
// which the build tools read) with its words, in each language content/words/<language>/not-found.ts.
export type { NotFoundKind } from "./not-found-paths";

export type NotFoundPage = {
  kind: NotFoundKind;
  prefix: string;
  renderPath: string;
  file: string;
  heading: string;
  message: string;
  link: { href: string; label: string };
};

const facts = { serviceCount: inWords(serviceIds.length) };

export const notFoundPages: readonly NotFoundPage[] = withWords(
  "not-found pages",
  notFoundPaths.map((page) => ({ ...page, id: page.kind })),
  words,
).map(({ kind, prefix, renderPath, file, linkHref, heading, message, linkLabel }) => ({
  kind,
  prefix,
  renderPath,
  file,
  heading,
  message: fillIn(message, facts),
  link: { href: linkHref, label: linkLabel },
}));
