import { site } from "@/lib/site-config";

/**
 * The body of the admin shell HTML (the SPA fallback) until the staff route loads. React hoists
 * the title and robots tag into <head>, so the shell itself is never indexed.
 */
export function AdminShellFallback() {
  return (
    <>
      <title>{`Staff area | ${site.brand.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="p-8 text-lg">Loading the staff area…</p>
    </>
  );
}
