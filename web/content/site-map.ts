import type { NavLink } from "./navigation";
import { siteMapData } from "./site-map-data";

// The site map as the chrome uses it (content/site-map-data.ts). Data only: the browser builds
// receive these values, not the content modules they come from
// (scripts/vite-frozen-content-plugin.ts).
const siteMap = siteMapData();
export const servicesMenu: readonly NavLink[] = siteMap.servicesMenu;
export const crumbLabelsByPath: ReadonlyMap<string, string> = new Map(Object.entries(siteMap.labels));
/** Every public page's path. */
export const publicPagePaths: readonly string[] = siteMap.paths;
