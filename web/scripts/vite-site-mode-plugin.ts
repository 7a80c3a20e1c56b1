// SITE_MODE picks what a build may show.
//   demo (the default)  the product as shipped: sample claims are allowed and labelled on the page.
//   production          a firm's live site: the build stops, before anything is written, if any
//                       firm claim (figure, case result, story, attorney profile) is still a
//                       sample, and lists every one with the file and entry that holds it.
// See docs/runbook.md, "Firm claims".
import path from "node:path";
import { aliases } from "./aliases.ts";
import { runnerImport, type Plugin } from "vite";
// Types only: vite.config.ts is bundled by Vite's config loader, and the content modules are
// loaded with the module runner below, when a production build asks for them.
import type * as Claims from "../content/claims.ts";

export const siteModes = ["demo", "production"] as const;
export type SiteMode = (typeof siteModes)[number];

/** Why this build must not go on, or null: a bad SITE_MODE, or samples in a production build. */
export async function siteModeError(
  mode: string | undefined,
  refusal: () => Promise<string | null> = productionRefusalOfSite,
): Promise<string | null> {
  const chosen = mode === undefined || mode === "" ? "demo" : mode;
  if (!(siteModes as readonly string[]).includes(chosen))
    return `SITE_MODE must be "demo" (the default) or "production", not "${chosen}".`;
  return chosen === "production" ? refusal() : null;
}

const webRoot = path.resolve(import.meta.dirname, "..");

/**
 * The production refusal for the site's own claims (content/claims.ts), read with Vite's module
 * runner like any page module (extensionless imports, JSON, the "@" alias). runnerImport is
 * marked experimental in Vite 8; tests/unit/claims.test.ts ("loads the site's own claims") runs
 * this path, so an upgrade that changes it fails there.
 */
async function productionRefusalOfSite(): Promise<string | null> {
  const { module } = await runnerImport<typeof Claims>(path.join(webRoot, "content/claims.ts"), {
    configFile: false,
    root: webRoot,
    logLevel: "silent",
    resolve: { alias: aliases() },
    // The Spanish build checks the claims with the Spanish words (the #words alias).
  });
  return module.productionRefusal(module.firmClaims());
}

export function siteMode(mode: string | undefined = process.env.SITE_MODE): Plugin {
  let checked = false;
  return {
    name: "firm:site-mode",
    apply: "build",
    async buildStart() {
      // React Router builds the client and the server in turn; one check is enough.
      if (checked) return;
      const error = await siteModeError(mode);
      if (error) this.error(error);
      checked = true;
    },
  };
}
