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

/** `text` with each `{name}` replaced by `values[name]`; an unknown name is an error. */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in "${text}"`);
    return String(value);
  });
}

/**
 * Where two catalogs' shapes differ: an object key one lacks, a list of objects of another
 * length, a function of another arity, a text where the other has something else. Lists of
 * plain texts may differ in length (a language says a thing in as many sentences as it needs).
 */
export function catalogDifferences(
  english: unknown,
  spanish: unknown,
  at = "",
  out: string[] = [],
): string[] {
  const kind = (value: unknown) => (Array.isArray(value) ? "list" : value === null ? "null" : typeof value);
  if (kind(english) !== kind(spanish)) {
    out.push(`${at || "(root)"}: ${kind(english)} in English, ${kind(spanish)} in Spanish`);
    return out;
  }
  if (typeof english === "function") {
    if (english.length !== (spanish as (...args: unknown[]) => unknown).length)
      out.push(
        `${at}: takes ${english.length} values in English, ${(spanish as () => unknown).length} in Spanish`,
      );
    return out;
  }
  if (Array.isArray(english)) {
    const other = spanish as unknown[];
    const texts = (list: unknown[]) => list.every((item) => typeof item === "string");
    if (texts(english) && texts(other)) return out;
    if (english.length !== other.length) {
      out.push(`${at}: ${english.length} entries in English, ${other.length} in Spanish`);
      return out;
    }
    english.forEach((item, i) => catalogDifferences(item, other[i], `${at}[${i}]`, out));
    return out;
  }
  if (english && typeof english === "object") {
    const other = spanish as Record<string, unknown>;
    const keys = new Set([...Object.keys(english), ...Object.keys(other)]);
    for (const key of keys) {
      const path = at ? `${at}.${key}` : key;
      if (!(key in english)) out.push(`${path}: only in Spanish`);
      else if (!(key in other)) out.push(`${path}: only in English`);
      else catalogDifferences((english as Record<string, unknown>)[key], other[key], path, out);
    }
  }
  return out;
}
