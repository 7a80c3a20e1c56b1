// The firm's practice areas. Service ids double as URL slugs (/services/{id}) and as keys of
// config/site.json "services". A module of its own, without the services' schema: pages that
// only link to the services (the head tags, the calls to action, the not-found pages) load these
// ids and not the schema (docs/performance.md).
export const serviceIds = ["discrimination", "harassment", "wage-hour", "wrongful-termination"] as const;
export type ServiceIdName = (typeof serviceIds)[number];
