// Which article and guide files exist. Only the file names are read here (a non-eager glob never
// loads the files), so this module also works where React Router loads route-list.ts for its
// config without our Vite plugins; titles and the rest come from content/blog.ts and guides.ts.
import { slugFromPath } from "./articles/slug";

// The build's language picks the folders, tested as content/blog.ts tests it (each ternary names
// import.meta.env itself, so the bundler drops the other branch); the same file names in both.
const articleFiles =
  import.meta.env.VITE_SITE_LANGUAGE === "es"
    ? import.meta.glob("./articles/es/*.mdx", { query: "?frontmatter" })
    : import.meta.glob("./articles/*.mdx", { query: "?frontmatter" });
const guideFiles =
  import.meta.env.VITE_SITE_LANGUAGE === "es"
    ? import.meta.glob("./guides/es/*.mdx", { query: "?frontmatter" })
    : import.meta.glob("./guides/*.mdx", { query: "?frontmatter" });

export const articleSlugs: readonly string[] = Object.keys(articleFiles).map(slugFromPath).sort();
export const guideSlugs: readonly string[] = Object.keys(guideFiles).map(slugFromPath).sort();
