import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { pageEntries } from "./scripts/page-entries.ts";
import { aliases, buildConstants, chunkGroups, contentPlugins, spanishBuild } from "./scripts/vite-shared.ts";

// The public pages' scripts: the site script every page runs, and the islands it hydrates
// (scripts/page-entries.ts; docs/decisions/0035-islands-and-one-site-script.md). Pages are
// documents: a link loads the next one, and nothing here runs React Router. Its files go under
// /assets/pages/ (or /es/assets/pages/); the post-build step ends every public page with the
// loader that starts them.
export default defineConfig({
  base: spanishBuild ? "/es/" : "/",
  plugins: [...contentPlugins(), noRouter(), pageEntries(), react()],
  resolve: { alias: aliases() },
  build: {
    outDir: spanishBuild ? "build/es/pages" : "build/pages",
    emptyOutDir: true,
    copyPublicDir: false,
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        entryFileNames: "assets/pages/[name]-[hash].js",
        chunkFileNames: "assets/pages/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        codeSplitting: {
          groups: chunkGroups(/node_modules[\\/](react|react-dom|scheduler)[\\/]/, { siteScript: true }),
        },
      },
    },
  },
  define: buildConstants,
});

/** A public page's script that imports React Router is a mistake (its hooks need a router): stop the build. */
function noRouter(): Plugin {
  return {
    name: "firm:no-router",
    enforce: "pre",
    resolveId(id, importer) {
      if (id === "react-router" || id.startsWith("react-router/"))
        this.error(`${importer ?? "?"} imports ${id}: public pages' scripts run without React Router`);
      return null;
    },
  };
}
