import { createHash } from "node:crypto";

// Checks on built HTML shared by the post-build step and the tests over the build (which cannot
// import postbuild.ts: it runs when imported).

/** SHA-256 CSP sources of every inline <script> (no src attribute) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const body = match[2] ?? "";
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

/**
 * React Router's SPA fallback (root route only, isSpaMode) becomes the admin shell. The root's
 * HydrateFallback gives it its title and robots tag; a shell that lost either, or that picked up
 * the public chrome, fails the build rather than ship. Asset URLs are absolute (/assets/...), so
 * the same file works at every /admin URL.
 */
export function checkAdminShell(html: string): string[] {
  const problems: string[] = [];
  if (!/<meta name="robots" content="noindex, nofollow"\/?>/.test(html))
    problems.push("no robots noindex meta tag");
  if ((html.match(/<title>[^<]+<\/title>/g) ?? []).length !== 1) problems.push("not exactly one <title>");
  if (!html.includes('"isSpaMode":true')) problems.push("not React Router's SPA fallback");
  if (/(?:src|href)="(?!\/|https?:|data:)[^"#]/.test(html)) problems.push("a relative asset URL");
  if (html.includes('id="main"') || html.includes("privacy-banner")) problems.push("public layout chrome");
  return problems;
}

/** Fails on a prerendered public page that names any of React Router's client scripts. */
export function checkNoRouterScripts(page: string, html: string): void {
  if (/__reactRouter|react-router-scroll-positions|<link rel="modulepreload"/.test(html))
    throw new Error(`${page}: a React Router script is in a public page (app/root.tsx leaves them out)`);
}
