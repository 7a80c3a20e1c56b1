// The inline loader that starts a public page's scripts after its first paint
// (scripts/page-loader.ts, docs/decisions/0020-scripts-after-first-paint.md), run in jsdom.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { pageLoaderOf, pageLoaderTag } from "../../scripts/page-loader.ts";

const script = "/assets/pages/page-home-abc.js";
const preloads = ["/assets/pages/framework-x.js", "/assets/pages/site-shell-y.js"];

/**
 * A page whose body ends with the loader; jsdom runs it (no network: nothing is fetched). `hidden`:
 * a tab that draws no frames (frame callbacks never run).
 */
function load(html: string, { hidden = false, paintTiming = null as PaintTiming | null } = {}) {
  const dom = new JSDOM(html, {
    runScripts: "dangerously",
    pretendToBeVisual: true,
    beforeParse: (window) => {
      if (hidden) window.requestAnimationFrame = () => 0;
      if (paintTiming) paintTiming.install(window);
    },
  });
  const { document } = dom.window;
  const started = () => ({
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute("href"),
    ),
    scripts: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute("src")),
  });
  return { dom, started };
}

/** A stand-in for the browser's paint timing: the test says when the first contentful paint is. */
class PaintTiming {
  private callbacks: ((
    list: { getEntriesByName: (n: string) => unknown[] },
    o: { disconnect(): void },
  ) => void)[] = [];
  install(window: object) {
    const callbacks = this.callbacks;
    Object.assign(window, {
      PerformanceObserver: Object.assign(
        function (this: unknown, callback: (typeof callbacks)[number]) {
          return { observe: () => callbacks.push(callback), disconnect: () => {} };
        },
        { supportedEntryTypes: ["paint"] },
      ),
    });
  }
  report(name: string) {
    for (const callback of this.callbacks)
      callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => {} });
  }
}

const nextFrame = (dom: JSDOM) =>
  new Promise<void>((resolve) => dom.window.requestAnimationFrame(() => setTimeout(resolve, 20)));

describe("the page loader", () => {
  it("adds nothing while the page is parsed, then the preloads and the module script after a frame", async () => {
    const { dom, started } = load(
      `<!DOCTYPE html><html><head></head><body><p>text</p>${pageLoaderTag(script, preloads)}</body></html>`,
    );
    expect(started()).toEqual({ preloads: [], scripts: [] });
    // Parsed, not yet painted: still nothing (the loader's own listener ran before this one).
    const { document } = dom.window;
    expect(document.readyState).toBe("loading");
    await new Promise<void>((resolve) => document.addEventListener("DOMContentLoaded", () => resolve()));
    expect(started()).toEqual({ preloads: [], scripts: [] });
    await nextFrame(dom);
    expect(started()).toEqual({ preloads, scripts: [script] });
    // Once only, however many frames follow.
    await nextFrame(dom);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(started().scripts).toHaveLength(1);
    dom.window.close();
  });

  it("adds many preloads a few per task, and the module script after the last", async () => {
    const many = Array.from({ length: 14 }, (_, i) => `/assets/pages/chunk-${i}.js`);
    const { dom, started } = load(
      `<!DOCTYPE html><html><head></head><body><p>text</p>${pageLoaderTag(script, many)}</body></html>`,
    );
    const { document } = dom.window;
    // The first batch, then the next ones in later tasks.
    const counts: number[] = [];
    new dom.window.MutationObserver(() => counts.push(started().preloads.length)).observe(document.head, {
      childList: true,
    });
    await nextFrame(dom);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started()).toEqual({ preloads: many, scripts: [script] });
    // Six per task: the head was seen with 6, then 12, before all 14 and the script.
    expect(counts).toEqual([6, 12, many.length]);
    dom.window.close();
  });

  it("waits for the browser's first contentful paint where it reports one, not for a frame", async () => {
    const paintTiming = new PaintTiming();
    const { dom, started } = load(
      `<!DOCTYPE html><html><head></head><body><p>text</p>${pageLoaderTag(script, preloads)}</body></html>`,
      { paintTiming },
    );
    await nextFrame(dom);
    await nextFrame(dom);
    expect(started().scripts).toEqual([]);
    paintTiming.report("first-paint");
    await nextFrame(dom);
    expect(started().scripts).toEqual([]);
    paintTiming.report("first-contentful-paint");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started()).toEqual({ preloads, scripts: [script] });
    dom.window.close();
  });

  it("starts the scripts after a second in a tab that draws no frames", async () => {
    const { dom, started } = load(
      `<!DOCTYPE html><html><head></head><body><p>text</p>${pageLoaderTag(script, preloads)}</body></html>`,
      { hidden: true },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started().scripts).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(started()).toEqual({ preloads, scripts: [script] });
    dom.window.close();
  });

  it("is read back from the page by the tests and tools", () => {
    expect(pageLoaderOf(`<body>${pageLoaderTag(script, preloads)}</body>`)).toEqual({ script, preloads });
    expect(pageLoaderOf("<body><script>var x=1</script></body>")).toBeNull();
  });

  it("cannot end its own tag, whatever the paths hold", () => {
    const tag = pageLoaderTag("/a</script><script>alert(1)//.js", ["/b<!--.js"]);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag.slice(tag.indexOf(">") + 1, tag.lastIndexOf("</script>"))).not.toContain("<");
    expect(tag).not.toContain("<!--");
    expect(pageLoaderOf(tag)).toEqual({
      script: "/a</script><script>alert(1)//.js",
      preloads: ["/b<!--.js"],
    });
  });
});
