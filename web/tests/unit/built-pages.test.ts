// @vitest-environment node
import { describe, expect, it } from "vitest";
import { onePagePerTemplate, templateOf } from "../../scripts/built-pages.ts";

describe("templateOf", () => {
  it("keeps a page with its own route as its own template", () => {
    expect(templateOf("/")).toBe("/");
    expect(templateOf("/privacy")).toBe("/privacy");
    expect(templateOf("/tools/deadlines")).toBe("/tools/deadlines");
    expect(templateOf("/services")).toBe("/services");
  });
  it("groups the pages of a splat route by depth", () => {
    expect(templateOf("/services/harassment")).toBe("/services/*");
    expect(templateOf("/results/wage-and-hour")).toBe("/results/*");
    expect(templateOf("/results/wage-and-hour/3")).toBe("/results/*/*");
    expect(templateOf("/blog/some-article")).toBe("/blog/*");
  });
  it("counts each language apart", () => {
    expect(templateOf("/es/blog/un-articulo")).toBe("/es/blog/*");
    expect(templateOf("/es")).toBe("/es");
  });
});

describe("onePagePerTemplate", () => {
  it("keeps the first page of each template and every page of its own", () => {
    const pages = ["/results/b/1", "/", "/results/a/0", "/results/a", "/results/b", "/privacy"];
    expect(onePagePerTemplate(pages)).toEqual(["/", "/privacy", "/results/a", "/results/a/0"]);
  });
});
