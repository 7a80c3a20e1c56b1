// Turns React Router's build/client into the site directory the C++ server loads (build/site):
//   public/...           every public file at its URL path, with .br and .gz siblings where smaller
//   errors/*.html        the section not-found pages, served with status 404
//   admin/index.html     the staff area's shell (React Router's SPA fallback), served by the server
//                        for /admin URLs only: outside public/, so the static site never serves it
//   manifest.json        not-found prefixes, immutable prefixes, CSP hashes of inline scripts
//                        (per page, and the admin shell's under "admin"), and the firm's name,
//                        phone and e-mail (config/site.json), which the server uses as the issuer
//                        in staff members' authenticator apps and in messages to workers
// It also writes an 800 px WebP beside every JPEG/PNG under /images.
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import sharp from "sharp";
import siteJson from "../../config/site.json" with { type: "json" };
import { inSitemap } from "../content/indexing.ts";
import { builtPages, pageIn, routerPathOf } from "./built-pages.ts";
import { checkAdminShell, checkNoRouterScripts, inlineScriptHashes } from "./html-checks.ts";
import { pageStylesheetBuilder } from "./page-css.ts";
import { pageLoaderTag } from "./page-loader.ts";
import { pageEntriesFile, spanishPageEntriesFile, type PageEntries } from "./page-entries.ts";
import { notFoundPaths } from "../content/not-found-paths.ts";
import { islandAttribute, islandWhenAttribute } from "../lib/island-attributes.ts";

/** The section not-found pages of the Spanish build, where they are rendered and served. */
const spanishNotFoundPages = notFoundPaths.map((page) => ({
  prefix: `/es${page.prefix}`,
  renderPath: `/es${page.renderPath}`,
  file: page.file.replace(/^errors\//, "errors/es/"),
}));

const webRoot = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(webRoot, "build/client");
// The Spanish build (VITE_SITE_LANGUAGE=es, docs/decisions/0017-spanish-build.md): its pages are
// under build/es/client/es/, its scripts under build/es/client/assets/ (served at /es/assets/).
const spanishClientDir = path.join(webRoot, "build/es/client");
const siteDir = path.join(webRoot, "build/site");
const publicDir = path.join(siteDir, "public");

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".map",
  ".ico",
]);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function precompress(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < 200) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/**
 * sitemap.xml from the prerendered pages, both languages, each URL with its hreflang alternates;
 * and robots.txt pointing at it (admin kept out).
 */
async function writeSitemapAndRobots() {
  const origin = siteJson.brand.origin;
  const pages = new Set(builtPages(publicDir));
  const urls = [...pages]
    .filter((p) => inSitemap(routerPathOf(p)))
    .map((p) => {
      const path = routerPathOf(p);
      const alternates = [
        ["en", path],
        ["es", pageIn("es", path)],
        ["x-default", path],
      ]
        .filter(([, href]) => pages.has(href!))
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${href}"/>`);
      return `  <url><loc>${origin}${p}</loc>${alternates.join("")}</url>`;
    });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  await writeFile(path.join(publicDir, "sitemap.xml"), sitemap);
  const robots = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  await writeFile(path.join(publicDir, "robots.txt"), robots.join("\n"));
}

const adminShellFile = "admin/index.html";

async function writeAdminShell(): Promise<string[]> {
  const fallback = path.join(publicDir, "__spa-fallback.html");
  if (!existsSync(fallback))
    throw new Error("React Router wrote no __spa-fallback.html: the admin shell is missing");
  const html = await readFile(fallback, "utf8");
  const problems = checkAdminShell(html);
  if (problems.length > 0) throw new Error(`admin shell (__spa-fallback.html): ${problems.join("; ")}`);
  const target = path.join(siteDir, adminShellFile);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, html);
  // Never served as a static file: unknown URLs get a section's not-found page instead.
  await rm(fallback);
  return inlineScriptHashes(html);
}

/**
 * A public page's scripts come from the pages build (vite.pages.config.ts), never from React
 * Router's client, which the root route leaves out of public pages (app/root.tsx): a loader at the
 * end of the body starts the site script after the first paint (scripts/page-loader.ts,
 * docs/decisions/0020-scripts-after-first-paint.md), with the code of each island the page
 * hydrates at once among its module preloads, fetched with the site script instead of after it
 * (docs/decisions/0035-islands-and-one-site-script.md). An island hydrated on intent loads then.
 */
let entriesOf: Record<"en" | "es", PageEntries> | undefined;
/** An island as app/island.tsx writes it: its name, and when it hydrates. */
const islandMarkup = new RegExp(`<div ${islandAttribute}="([^"]+)" ${islandWhenAttribute}="([^"]+)"`, "g");
async function withPageScripts(file: string, html: string): Promise<string> {
  entriesOf ??= {
    en: JSON.parse(await readFile(pageEntriesFile, "utf8")) as PageEntries,
    es: JSON.parse(await readFile(spanishPageEntriesFile, "utf8")) as PageEntries,
  };
  const relative = path.relative(siteDir, file).split(path.sep).join("/");
  checkNoRouterScripts(relative, html);
  const { site, islands } = entriesOf[/^(public|errors)\/es\//.test(relative) ? "es" : "en"];
  const preloads = new Set(site.preloads);
  for (const [, name, when] of html.matchAll(islandMarkup)) {
    const island = islands[name!];
    if (!island) throw new Error(`${relative}: the pages build has no island ${name}`);
    if (when !== "load") continue;
    for (const preload of [island.script, ...island.preloads]) preloads.add(preload);
  }
  const end = html.lastIndexOf("</body>");
  if (end < 0) throw new Error(`${relative}: no </body>`);
  return html.slice(0, end) + pageLoaderTag(site.script, [...preloads]) + html.slice(end);
}

async function main() {
  if (!existsSync(clientDir)) throw new Error(`missing ${clientDir}: run react-router build first`);
  await rm(siteDir, { recursive: true, force: true });
  await mkdir(siteDir, { recursive: true });
  await cp(clientDir, publicDir, { recursive: true });
  if (!existsSync(path.join(spanishClientDir, "es")))
    throw new Error(`missing ${spanishClientDir}/es: run VITE_SITE_LANGUAGE=es react-router build first`);
  await cp(path.join(spanishClientDir, "es"), path.join(publicDir, "es"), { recursive: true });
  await cp(path.join(spanishClientDir, "assets"), path.join(publicDir, "es/assets"), { recursive: true });
  // The public pages' scripts (vite.pages.config.ts): /assets/pages/ and /es/assets/pages/.
  for (const [entries, target] of [
    [pageEntriesFile, "assets"],
    [spanishPageEntriesFile, "es/assets"],
  ] as const) {
    const built = path.join(path.dirname(entries), "assets");
    if (!existsSync(built)) throw new Error(`missing ${built}: run vite build -c vite.pages.config.ts first`);
    await cp(built, path.join(publicDir, target), { recursive: true });
  }
  const adminScriptHashes = await writeAdminShell();
  if (existsSync(path.join(publicDir, "admin")))
    throw new Error("public/admin exists: admin pages must not be prerendered");

  for (const page of [...spanishNotFoundPages, ...notFoundPaths]) {
    const rendered = path.join(publicDir, page.renderPath, "index.html");
    const target = path.join(siteDir, page.file);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(rendered, target);
    await rm(path.dirname(rendered), { recursive: true, force: true });
  }

  for await (const file of walk(publicDir)) {
    if (!/\/images\/.+\.(jpe?g|png)$/i.test(file)) continue;
    const webp = file.replace(/\.(jpe?g|png)$/i, ".800.webp");
    await sharp(file).resize({ width: 800, withoutEnlargement: true }).webp({ quality: 80 }).toFile(webp);
  }

  await writeSitemapAndRobots();

  // Each page's inline stylesheet cut to the rules it can use (scripts/page-css.ts); the staff
  // area's shell keeps the whole stylesheet.
  const stylesheets = pageStylesheetBuilder(publicDir);
  const scriptHashes: Record<string, string[]> = {};
  const toCompress: string[] = [];
  for await (const file of walk(siteDir)) {
    const relative = path.relative(siteDir, file).split(path.sep).join("/");
    const ext = path.extname(file).toLowerCase();
    if (ext === ".html" && relative !== adminShellFile) {
      const html = await stylesheets.withPageStylesheet(
        await withPageScripts(file, await readFile(file, "utf8")),
      );
      await writeFile(file, html);
      const hashes = inlineScriptHashes(html);
      if (hashes.length > 0) scriptHashes[relative] = hashes;
    }
    if (compressible.has(ext)) toCompress.push(file);
  }
  await Promise.all(toCompress.map(precompress));

  const manifest = {
    firmName: siteJson.responsible.firmName,
    firmPhone: siteJson.contact.phoneDisplay,
    firmEmail: siteJson.contact.email,
    // When the phones are answered, as the site says it: the server fills saved replies' {hours}.
    firmHours: { en: siteJson.contact.hours, es: siteJson.spanish.hours },
    // The Spanish prefixes first: the first matching prefix wins, and "/" matches every path.
    notFound: [...spanishNotFoundPages, ...notFoundPaths].map((p) => ({ prefix: p.prefix, file: p.file })),
    immutablePrefixes: ["/assets/", "/es/assets/"],
    scriptHashes,
    admin: { scriptHashes: adminScriptHashes },
  };
  await writeFile(path.join(siteDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  let files = 0;
  let bytes = 0;
  for await (const file of walk(siteDir)) {
    files += 1;
    bytes += (await stat(file)).size;
  }
  console.log(`site: ${files} files, ${(bytes / 1024).toFixed(0)} KiB in ${path.relative(webRoot, siteDir)}`);
}

await main();
