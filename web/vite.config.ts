import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { aliases, buildConstants, chunkGroups, contentPlugins, spanishBuild } from "./scripts/vite-shared.ts";

// React Router's build: the prerendered HTML of every public page, and the staff area's client.
// A public page runs none of its client: its scripts come from vite.pages.config.ts.
export default defineConfig({
  base: spanishBuild ? "/es/" : "/",
  plugins: [...contentPlugins(), tailwindcss(), reactRouter()],
  resolve: { alias: aliases() },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        // The client entry (@react-router/dev's entry.client) must stay out of the framework
        // chunk: it hydrates when it runs, and the route modules, which import React from this
        // chunk, run first.
        codeSplitting: {
          groups: chunkGroups(
            /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
            { siteScript: false },
          ),
        },
      },
    },
  },
  define: buildConstants,
});
