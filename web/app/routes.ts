import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// The firm's staff area: client-rendered from the SPA fallback shell (never prerendered, see
// docs/admin-api.md). Each route module is its own chunk, so public pages never load it.
// Every admin route is listed in the route manifest that each public page downloads, so keep
// them few: sign-in and setting up the second factor (for a session that has passed the
// password only), and the signed-in layout with its pages.
const adminRoutes = [
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/enrol", "routes/admin/enrol.tsx"),
  route("admin", "routes/admin/staff.tsx", [
    index("routes/admin/leads.tsx"),
    route("leads/:form/:id", "routes/admin/lead.tsx"),
    route("calls", "routes/admin/calls.tsx"),
    route("report", "routes/admin/report.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("users/:username", "routes/admin/user.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
];

export default [
  // Every public page sits under the site layout (top bar, footer, consent banner). The admin
  // area below does not: the root route itself renders no chrome.
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("services", "routes/services.tsx"),
    // Each section below its index is one splat route, so that a section's prerendered not-found
    // page and every unknown URL the server answers with it match the same route (see
    // docs/decisions/0002 and tests/unit/not-found-routes.test.ts).
    route("services/*", "routes/service-detail.tsx"),
    route("results", "routes/results.tsx"),
    route("results/*", "routes/results-detail.tsx"),
    route("attorneys", "routes/attorneys.tsx"),
    route("workplace-rights", "routes/workplace-rights.tsx"),
    route("about", "routes/about.tsx", { id: "about" }),
    route("about-us", "routes/about.tsx", { id: "about-us" }),
    route("case-review", "routes/case-review.tsx"),
    route("form", "routes/form.tsx"),
    route("thank-you", "routes/thank-you.tsx"),
    route("book", "routes/book.tsx"),
    route("booking", "routes/booking.tsx"),
    route("agreement", "routes/agreement.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("accessibility", "routes/accessibility.tsx"),
    route("disclaimer", "routes/disclaimer.tsx"),
    route("tools", "routes/tools.tsx"),
    route("tools/deadlines", "routes/tools-deadlines.tsx"),
    route("tools/wage-calculator", "routes/tools-wage-calculator.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/*", "routes/blog-post.tsx"),
    route("guides/*", "routes/guide.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The staff area is in the English build only (the Spanish build is the public site under /es/).
  ...(process.env.VITE_SITE_LANGUAGE === "es" ? [] : adminRoutes),
] satisfies RouteConfig;
