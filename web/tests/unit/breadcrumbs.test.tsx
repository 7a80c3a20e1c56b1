import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumbs, buildCrumbs } from "@/components/layout/breadcrumbs";
import { renderAt } from "./render";

describe("buildCrumbs", () => {
  it("is empty on the home page", () => {
    expect(buildCrumbs("/")).toEqual([]);
  });

  it("gives Home plus one crumb per segment, the last one not a link", () => {
    expect(buildCrumbs("/services/wage-hour")).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "Wage & Hour", href: null },
    ]);
  });

  it("uses the friendly labels of the spec", () => {
    expect(buildCrumbs("/workplace-rights").at(-1)?.label).toBe("Workplace Rights");
    expect(buildCrumbs("/case-review").at(-1)?.label).toBe("Case Review");
    expect(buildCrumbs("/blog/nope")[1]).toEqual({ label: "Blog", href: "/blog" });
  });

  it("capitalises unknown segments and does not link to pages that do not exist", () => {
    expect(buildCrumbs("/guides/some-new-guide")).toEqual([
      { label: "Home", href: "/" },
      { label: "Guides", href: null },
      { label: "Some New Guide", href: null },
    ]);
    expect(buildCrumbs("/x/y", () => true)[1]).toEqual({ label: "X", href: "/x" });
  });
});

describe("Breadcrumbs", () => {
  it("is hidden on the home page", () => {
    renderAt(<Breadcrumbs />, "/");
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });

  it("is hidden on a not-found page", () => {
    renderAt(<Breadcrumbs />, "/services/nope");
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });

  it("marks the current page and links the ones above it", () => {
    renderAt(<Breadcrumbs />, "/services/harassment");
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav.querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Services" }).getAttribute("href")).toBe("/services");
    const current = screen.getByText("Sexual Harassment");
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.closest("a")).toBeNull();
  });

  it("renders the same trail at the trailing-slash path the prerender step uses", () => {
    renderAt(<Breadcrumbs />, "/services/harassment/");
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav.querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByText("Sexual Harassment").getAttribute("aria-current")).toBe("page");
  });
});

describe("trailing slashes (prerendering renders /services as /services/)", () => {
  it("gives the same trail with and without the slash", () => {
    renderAt(<Breadcrumbs />, "/services/harassment/");
    expect(screen.getByRole("navigation", { name: "Breadcrumb" }).querySelectorAll("li")).toHaveLength(3);
  });
});
