// "Last updated" dates that come from the content's history, not typed by hand: the day of the
// last commit that changed a page's files, or today when they have changes not yet committed.
// The Vite plugin serves them as the module `virtual:content-dates` ({ "legal/privacy": "2026-11-23" }).
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Plugin } from "vite";
import { californiaToday } from "../lib/format.ts";

const webRoot = path.resolve(import.meta.dirname, "..");

/**
 * Each dated page and the files its text comes from (paths relative to web/): its facts
 * (content/legal/) and its words in the page's language (content/words/<language>/legal-*.ts).
 * A Spanish page has its own date ("legal/es/privacy"): a change to the English words does not
 * date a translation that has not followed it yet.
 */
const legalFiles = (page: string, language: "en" | "es") => [
  `content/legal/${page}.ts`,
  "content/legal/shared.ts",
  `content/words/${language}/legal-${page}.ts`,
  `content/words/${language}/legal-shared.ts`,
];
export const datedContent: Record<string, readonly string[]> = Object.fromEntries(
  ["privacy", "terms", "accessibility", "disclaimer"].flatMap((page) => [
    [`legal/${page}`, legalFiles(page, "en")],
    [`legal/es/${page}`, legalFiles(page, "es")],
  ]),
);

function git(args: string[], cwd: string): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/**
 * The day the files last changed: today if any has uncommitted changes or was never committed,
 * else the committer date of the newest commit touching them. Throws when git cannot answer
 * (no git, not a repository); the plugin then warns and uses today.
 */
export function lastChanged(
  files: readonly string[],
  cwd: string,
  today: string = californiaToday(),
): string {
  if (git(["status", "--porcelain", "--", ...files], cwd) !== "") return today;
  const day = git(["log", "-1", "--format=%cs", "--", ...files], cwd);
  return day === "" ? today : day;
}

const virtualId = "virtual:content-dates";

export function contentDates(cwd: string = webRoot): Plugin {
  return {
    name: "firm:content-dates",
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : null;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return null;
      const dates = Object.fromEntries(
        Object.entries(datedContent).map(([page, files]) => {
          for (const f of files) this.addWatchFile(path.join(cwd, f));
          try {
            return [page, lastChanged(files, cwd)];
          } catch (error) {
            // A source tree without its history (an export, a tarball): say so and use today.
            this.warn(`no git history for ${page}, dated today: ${String(error).split("\n")[0]}`);
            return [page, californiaToday()];
          }
        }),
      );
      return `export default ${JSON.stringify(dates)};`;
    },
  };
}
