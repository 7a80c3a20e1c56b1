import type { MetaDescriptor } from "react-router";
import { site } from "./site-config";

/** The spec's title rule: add the site suffix unless the title already names the brand. */
export function pageTitle(title: string, brand: string = site.brand.name): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

export function pageMeta(input: { title: string; description: string; noindex?: boolean }): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: pageTitle(input.title) },
    { name: "description", content: input.description },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
