import type { MetaDescriptor } from "react-router";
import { site } from "@/lib/site-config";

/** Head tags of every staff page: a title, and never in search results. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | Staff | ${site.brand.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
