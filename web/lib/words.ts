// Facts once, words per language (docs/decisions/0030-facts-once-words-per-language.md). A
// content module holds its facts (ids, amounts, dates, places, years, links) once and takes its
// sentences from a word catalog, `#words/<name>`: content/words/en/<name>.ts in the English build,
// content/words/es/<name>.ts in the Spanish one (the alias in scripts/vite-shared.ts). The two
// catalogs of a name have the same keys (the Spanish one `satisfies` the English one's type, and
// tests/unit/word-catalogs.test.ts compares them).

/**
 * Each fact with its words: `words[fact.id]` spread over the fact. Throws (so the build fails)
 * when a fact has no words or the catalog has words for an id no fact has, naming `what`.
 */
export function withWords<F extends { readonly id: string }, W extends object>(
  what: string,
  facts: readonly F[],
  words: Readonly<Record<string, W>>,
): (F & W)[] {
  const ids = new Set(facts.map((fact) => fact.id));
  const orphan = Object.keys(words).find((id) => !ids.has(id));
  if (orphan !== undefined) throw new Error(`${what}: words for "${orphan}", which no fact has`);
  return facts.map((fact) => {
    const own = words[fact.id];
    if (!own) throw new Error(`${what}: no words for "${fact.id}"`);
    return { ...fact, ...own };
  });
}

/**
 * `text` with each `{name}` replaced by `values[name]`; an unknown name is an error, except the
 * names in `keep`, left for a later fillIn (a value only the browser knows).
 */
export function fillIn(
  text: string,
  values: Readonly<Record<string, string | number>>,
  { keep = [] }: { keep?: readonly string[] } = {},
): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => {
    if (keep.includes(name)) return slot;
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in "${text}"`);
    return String(value);
  });
}
