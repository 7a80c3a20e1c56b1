import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/route-list";

// No runtime Node server: every public URL is rendered to HTML at build time and the C++ server
// serves the files. Unknown URLs get the section's not-found page (see content/not-found.ts).
// The Spanish build (VITE_SITE_LANGUAGE=es) is the same app under /es/ with Spanish twins of the
// content modules (docs/decisions/0017-spanish-build.md); the post-build step merges it in.
const spanish = process.env.VITE_SITE_LANGUAGE === "es";

export default {
  ssr: false,
  basename: spanish ? "/es/" : "/",
  buildDirectory: spanish ? "build/es" : "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
