import { render } from "@testing-library/react";
import { MemoryRouter, Link as RouterLink } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

// lib/page-router.tsx stands in for React Router in the public pages' browser build: the addresses
// it writes and the parameters it reads must be React Router's, or hydration and links break.
// Each test loads the module under a base path, as Vite's BASE_URL gives it.
async function pageRouter(base: string) {
  vi.stubEnv("BASE_URL", base);
  vi.resetModules();
  return {
    router: await import("@/lib/page-router"),
    hydrate: await import("@/lib/hydrate-page"),
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

describe("the public pages' router stand-in", () => {
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

  it("reads a splat route's parameter as React Router matches it", async () => {
    const { hydrate } = await pageRouter("/es/");
    expect(hydrate.paramsOf("blog/*", "/es/blog/a%20b/")).toEqual({ "*": "a b/" });
    expect(hydrate.paramsOf("results/*", "/es/results/wage-and-hour/99")).toEqual({
      "*": "wage-and-hour/99",
    });
    expect(hydrate.paramsOf("*", "/es/no/such/page")).toEqual({ "*": "no/such/page" });
    expect(hydrate.paramsOf("blog/*", "/es/blog/%E0%A4%A")).toEqual({ "*": "%E0%A4%A" });
    expect(hydrate.paramsOf("blog/*", "/es/blog/a%2Fb")).toEqual({ "*": "a%2Fb" });
    expect(hydrate.paramsOf("about", "/es/about")).toEqual({});
  });

  it("shows the layout's error page when a page throws, as React Router's boundary did", async () => {
    const { hydrate } = await pageRouter("/");
    const Broken = () => {
      throw new Error("broken page");
    };
    const Fallback = ({ error }: { error: unknown }) => <p>error page: {(error as Error).message}</p>;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(
      <hydrate.PageErrorBoundary fallback={Fallback} params={{}}>
        <Broken />
      </hydrate.PageErrorBoundary>,
    );
    expect(container.textContent).toBe("error page: broken page");
  });
});
