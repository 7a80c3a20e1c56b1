import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers. The site's Content-Security-Policy forbids
// eval, so the probe is refused and logged as a CSP violation in every browser. Turn it off before
// any schema runs; every module imports z from here (an ESLint rule enforces it).
z.config({ jitless: true });

export { z };
