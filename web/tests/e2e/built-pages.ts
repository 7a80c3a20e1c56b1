import path from "node:path";
import { builtPages as pagesIn } from "../../scripts/built-pages.ts";

const publicDir = path.join(import.meta.dirname, "../../build/site/public");

/** The pages of the current build (web/build/site/public). */
export function builtPages(): string[] {
  return pagesIn(publicDir);
}
