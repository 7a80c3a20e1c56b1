import type { Plugin } from "vite";
import { agreementProblems } from "./agreement-templates.ts";

/**
 * The build stops, naming each problem, when a fee agreement template (config/agreements) lacks a
 * statement the law requires, or when a production build (SITE_MODE=production) would ship a
 * sample. The server refuses the same at start-up.
 */
export function agreementTemplates(mode: string | undefined = process.env.SITE_MODE): Plugin {
  let checked = false;
  return {
    name: "firm:agreement-templates",
    apply: "build",
    buildStart() {
      if (checked) return;
      const problems = agreementProblems(undefined, mode === "production");
      if (problems.length > 0) this.error(problems.join("\n"));
      checked = true;
    },
  };
}
