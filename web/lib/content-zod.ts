// The z that content modules, config/site.json's schema and the claims' provenance build their
// schemas with. Content is fixed when the site is built, so it is checked there: the prerender (the
// SSR build) and the unit tests run these schemas with real zod, and a bad entry stops the build.
// The browser bundle gets lib/content-zod.client.ts instead (scripts/vite-content-zod-plugin.ts),
// whose schemas check nothing and hand their input back, so no public page downloads zod for data
// it was built from. Schemas here must therefore never change what they parse (no default,
// transform, preprocess, trim...): tests/unit/content-zod.test.ts compares every content module's
// data built both ways.
export { z } from "./zod";
