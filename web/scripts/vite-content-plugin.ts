// Articles and guides are MDX files with YAML front matter (content/articles, content/guides).
// This Vite plugin gives every such file two faces:
//   file.mdx               the article body, compiled by @mdx-js/mdx to a React component; the
//                          front matter is dropped from the body (remark-frontmatter);
//   file.mdx?frontmatter   only the parsed front matter, as a tiny JSON module, so lists, menus
//                          and breadcrumbs can read titles without pulling every body into the
//                          page's JavaScript; with `figureIds`, the legal figures the body shows
//                          (content/figures/usage.ts), so the page can say when they were checked.
// The front matter is checked by zod where it is imported (content/blog.ts, content/guides.ts),
// so a missing field, a bad date or an unknown category fails the build when prerendering.
import { readFile } from "node:fs/promises";
import { compile } from "@mdx-js/mdx";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { figuresUsedBy } from "../content/figures/usage.ts";

const frontmatterQuery = "?frontmatter";

/** The YAML between the opening and closing `---` lines, parsed; throws if there is none. */
export function readFrontmatter(source: string, file = "file"): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) throw new Error(`${file}: no front matter (a block between --- lines at the top)`);
  return parseYaml(match[1] ?? "");
}

export function mdxContent(): Plugin {
  return {
    name: "firm:mdx-content",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(`.mdx${frontmatterQuery}`)) return null;
      const file = id.slice(0, -frontmatterQuery.length);
      this.addWatchFile(file);
      const source = await readFile(file, "utf8");
      const data = readFrontmatter(source, file);
      const withFigures =
        data !== null && typeof data === "object" ? { ...data, figureIds: figuresUsedBy(source) } : data;
      return `export default ${JSON.stringify(withFigures)};`;
    },
    async transform(code, id) {
      if (!id.endsWith(".mdx")) return null;
      const compiled = await compile(
        { value: code, path: id },
        { remarkPlugins: [remarkFrontmatter, remarkGfm], development: false },
      );
      return { code: String(compiled.value), map: null };
    },
  };
}
