import { render } from "@testing-library/react";
import { MemoryRouter, Link as RouterLink } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

// Public pages link with components/ui/site-link.tsx, in the prerender and in the browser, without
// React Router: the addresses it writes must be those React Router's Link writes under the build's
// base path (the Spanish build's /es/), and lib/base-path.ts must read paths as useLocation does.
// Each test loads the modules under a base path, as Vite's BASE_URL gives it.
async function pageRouter(base: string) {
  vi.stubEnv("BASE_URL", base);
  vi.resetModules();
  return {
    router: { ...(await import("@/lib/base-path")), ...(await import("@/components/ui/site-link")) },
  };
}

afterEach(() => vi.unstubAllEnvs());

const targets = [
  "/",
  "/form",
  "/form?open=harassment-questionnaire",
  "/services/wage-hour",
  "/#faq",
  "/?x=1",
];

function routerHref(basename: string, to: string): string | null {
  const { container, unmount } = render(
    <MemoryRouter basename={basename} initialEntries={[basename]}>
      <RouterLink to={to}>x</RouterLink>
    </MemoryRouter>,
  );
  const href = container.querySelector("a")!.getAttribute("href");
  unmount();
  return href;
}

describe("the public pages' links", () => {
  it.each([["/"], ["/es/"]])("writes React Router's link addresses under base %s", async (base) => {
    const { router } = await pageRouter(base);
    for (const to of targets) {
      const { container, unmount } = render(<router.Link to={to}>x</router.Link>);
      expect(container.querySelector("a")!.getAttribute("href"), to).toBe(routerHref(base, to));
      unmount();
    }
  });

  it("leaves other addresses alone", async () => {
    const { router } = await pageRouter("/es/");
    expect(router.hrefOf("tel:+13105550142")).toBe("tel:+13105550142");
    expect(router.hrefOf("#main")).toBe("#main");
  });

  it("gives the path without the base, as useLocation does", async () => {
    const { router } = await pageRouter("/es/");
    expect(router.routerPathname("/es/blog/x")).toBe("/blog/x");
    expect(router.routerPathname("/es/")).toBe("/");
    expect(router.routerPathname("/es")).toBe("/");
    const english = (await pageRouter("/")).router;
    expect(english.routerPathname("/blog/x/")).toBe("/blog/x/");
  });
});
