import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { mdxContent } from "./scripts/vite-content-plugin.ts";
import { siteMode } from "./scripts/vite-site-mode-plugin.ts";

export default defineConfig({
  plugins: [siteMode(), mdxContent(), tailwindcss(), reactRouter()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  build: { assetsInlineLimit: 0 },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
