import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/route-list";

// No runtime Node server: every public URL is rendered to HTML at build time and the C++ server
// serves the files. Unknown URLs get the section's not-found page (see content/not-found.ts).
export default {
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
