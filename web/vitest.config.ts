import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { contentDates } from "./scripts/content-dates.ts";
import { formsConfig } from "./scripts/vite-forms-config-plugin.ts";
import { mdxContent } from "./scripts/vite-content-plugin.ts";
import { aliases } from "./scripts/aliases.ts";

export default defineConfig({
  plugins: [formsConfig(), mdxContent(), contentDates(), react()],
  // Unit tests read the English catalogs; a test of Spanish words imports content/words/es/ itself.
  resolve: { alias: aliases("en") },
  test: {
    environment: "jsdom",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
    testTimeout: 10_000,
  },
});
