// Which article and guide files exist. Only the file names are read here (a non-eager glob never
// loads the files), so this module also works where React Router loads route-list.ts for its
// config without our Vite plugins; titles and the rest come from content/blog.ts and guides.ts.
import { slugFromPath } from "./articles/slug";

const articleFiles = import.meta.glob("./articles/*.mdx", { query: "?frontmatter" });
const guideFiles = import.meta.glob("./guides/*.mdx", { query: "?frontmatter" });

export const articleSlugs: readonly string[] = Object.keys(articleFiles).map(slugFromPath).sort();
export const guideSlugs: readonly string[] = Object.keys(guideFiles).map(slugFromPath).sort();
