// Runs Lighthouse against a running server for a few pages and prints the category scores.
// Usage: node run.mjs BASE_URL [--min-seo=100] [--min-best-practices=100]
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const base = process.argv[2];
if (!base) {
  console.error("usage: node run.mjs BASE_URL");
  process.exit(2);
}
const minimum = (name) => Number(process.argv.find((a) => a.startsWith(`--min-${name}=`))?.split("=")[1] ?? 0);
const gates = { seo: minimum("seo"), "best-practices": minimum("best-practices") };
const pages = ["/", "/services/wage-hour", "/blog/california-minimum-wage-2025", "/results"];
const categories = ["performance", "accessibility", "best-practices", "seo"];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

let failed = false;
const rows = [];
try {
  for (const page of pages) {
    for (const formFactor of ["mobile", "desktop"]) {
      // Lighthouse's own presets: simulated slow 4G and a slowed CPU on mobile, cable on desktop.
      const result = await lighthouse(
        `${base}${page}`,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      const lhr = result.lhr;
      const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      rows.push({ page, formFactor, ...scores });
      for (const [category, min] of Object.entries(gates)) {
        if (scores[category] < min) {
          failed = true;
          const audits = Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && lhr.categories[category].auditRefs.some((r) => r.id === a.id && r.weight > 0))
            .map((a) => `${a.id}: ${a.title} ${JSON.stringify(a.details?.items ?? []).slice(0, 600)}`);
          console.error(`${page} (${formFactor}) ${category} ${scores[category]} < ${min}: ${audits.join("; ")}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
}

console.log("page".padEnd(40), "form".padEnd(8), categories.map((c) => c.padStart(15)).join(""));
for (const r of rows) {
  console.log(r.page.padEnd(40), r.formFactor.padEnd(8), categories.map((c) => String(r[c]).padStart(15)).join(""));
}
process.exit(failed ? 1 : 0);
