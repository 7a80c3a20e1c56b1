import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bodyChunks } from "./scripts/body-chunks.ts";
import { pageEntries } from "./scripts/page-entries.ts";
import {
  buildConstants,
  chunkGroups,
  contentPlugins,
  spanishBuild,
  wordsAlias,
} from "./scripts/vite-shared.ts";

// The public pages' browser build: one script per page template that hydrates the prerendered
// page without React Router's client (lib/page-router.tsx stands in for the few parts of it the
// pages use). Pages are documents; a link loads the next one
// (docs/decisions/0019-public-pages-without-client-router.md). Its files go under /assets/pages/
// (or /es/assets/pages/); the post-build step points every public page at them.
export default defineConfig({
  base: spanishBuild ? "/es/" : "/",
  plugins: [...contentPlugins(), bodyChunks(), pageEntries(), react()],
  resolve: {
    alias: [
      wordsAlias(),
      { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, "lib/page-router.tsx") },
      { find: "@", replacement: path.resolve(import.meta.dirname) },
    ],
  },
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
        codeSplitting: { groups: chunkGroups(/node_modules[\\/](react|react-dom|scheduler)[\\/]/) },
      },
    },
  },
  define: buildConstants,
});
