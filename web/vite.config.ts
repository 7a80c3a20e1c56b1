import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { californiaToday } from "./content/figures/schedule.ts";
import { bodyChunks } from "./scripts/body-chunks.ts";
import { contentDates } from "./scripts/content-dates.ts";
import { formsConfig } from "./scripts/vite-forms-config-plugin.ts";
import { contentZod } from "./scripts/vite-content-zod-plugin.ts";
import { mdxContent } from "./scripts/vite-content-plugin.ts";
import { siteMap } from "./scripts/vite-site-map-plugin.ts";
import { siteShellChunk } from "./scripts/site-shell-chunk.ts";
import { siteMode } from "./scripts/vite-site-mode-plugin.ts";
import { spanishTwins } from "./scripts/vite-language-plugin.ts";

// VITE_SITE_LANGUAGE=es builds the Spanish site under /es/ (docs/decisions/0017-spanish-build.md).
const spanish = process.env.VITE_SITE_LANGUAGE === "es";

export default defineConfig({
  base: spanish ? "/es/" : "/",
  plugins: [
    spanishTwins({ root: import.meta.dirname, enabled: spanish }),
    siteMode(),
    contentZod(),
    formsConfig(),
    mdxContent(),
    siteMap(),
    contentDates(),
    bodyChunks(),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        // One file for the framework instead of five: on HTTP/1.1 and a slow link every file
        // costs a round trip, and every page needs all of it (docs/performance.md, issue 17).
        // The client entry (@react-router/dev's entry.client) must stay out: it hydrates when it
        // runs, and the route modules, which import React from this chunk, run first.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // The public layout and the site code it imports: one file (scripts/site-shell-chunk.ts).
            {
              name: siteShellChunk(path.resolve(import.meta.dirname, "app/routes/public-layout.tsx")),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // The build day decides which legal figures the prerendered HTML shows; the browser then shows
  // those in force on the reader's day (lib/use-today.ts).
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __BUILD_DAY__: JSON.stringify(californiaToday()),
  },
});
