import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startAppAfterFirstScreen } from "./app-boot-loader";
import { deferAppScripts, GIVE_UP_MS, SOURCE_ID } from "./deferred-app-scripts";

// The shape React Router 7.18's <Scripts> writes, with React's hoisting of the links into the head.
const SHELL =
  '<!DOCTYPE html><html><head><title>t</title><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="bm9uY2U="/>' +
  '<link rel="modulepreload" href="/assets/shell-B.js" nonce="bm9uY2U="/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="bm9uY2U="/></head>' +
  '<body><main><img src="/a.webp" alt="a"/></main><script nonce="bm9uY2U=">window.__reactRouterContext = {};</script>' +
  '<script nonce="bm9uY2U=" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script></body></html>';

describe("deferAppScripts", () => {
  it("takes the module preloads out of the head, keeps the module script inert and starts it from an inline loader with the response's nonce", () => {
    const html = deferAppScripts(SHELL, "bm9uY2U=");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script nonce="bm9uY2U=">window.__reactRouterContext = {};</script>');
    // As React Router wrote it but for the indentation, in an element no browser runs.
    expect(html).toContain(
      `<script nonce="bm9uY2U=" type="text/x-app-start" id="${SOURCE_ID}">;\nimport * as route0 from "/assets/root-C.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>`,
    );
    const loader =
      /<script nonce="bm9uY2U=">\((function startAppAfterFirstScreen[\s\S]*)\)\(([^()]*)\);<\/script><\/body><\/html>$/.exec(
        html,
      );
    expect(loader).not.toBeNull();
    expect(JSON.parse(`[${loader?.[2]}]`)).toEqual([
      SOURCE_ID,
      ["/assets/entry.client-A.js", "/assets/shell-B.js"],
      GIVE_UP_MS,
    ]);
  });

  it("leaves a shell without React Router's module script as it is", () => {
    const shell = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(deferAppScripts(shell, "n")).toBe(shell);
  });
});

/** Just enough of a browser page for the loader: images with a place on screen, events, frames. */
class FakeImage extends EventTarget {
  constructor(
    public complete: boolean,
    private top: number,
  ) {
    super();
  }
  getBoundingClientRect() {
    return { top: this.top, bottom: this.top + 100, left: 0, right: 200, width: 200, height: 100 };
  }
  arrive() {
    this.complete = true;
    this.dispatchEvent(new Event("load"));
  }
}

function fakePage(images: FakeImage[]) {
  const appended: { type?: string; textContent?: string; rel?: string; href?: string; nonce?: string }[] = [];
  const win = new EventTarget() as EventTarget & { innerHeight: number; innerWidth: number };
  win.innerHeight = 780;
  win.innerWidth = 360;
  vi.stubGlobal("window", win);
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16));
  vi.stubGlobal("document", {
    currentScript: { nonce: "bm9uY2U=" },
    hidden: false,
    images,
    getElementById: (id: string) => (id === SOURCE_ID ? { textContent: "import('/assets/entry.client-A.js');" } : null),
    createElement: () => ({}),
    head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
    body: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
  });
  // The browser's paint timing: the test says when the first contentful paint is reported.
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(private callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    },
  );
  const firstContentfulPaint = () => {
    for (const callback of observers)
      callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{ name }] : []) });
  };
  const started = () => appended.filter((node) => node.type === "module");
  return { appended, started, firstContentfulPaint };
}

describe("startAppAfterFirstScreen (in the browser)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the first contentful paint and the photos of the first screen, then two frames, then asks for the modules and starts the app with the nonce", () => {
    const photo = new FakeImage(false, 100);
    const belowTheFold = new FakeImage(false, 2000);
    const page = fakePage([photo, belowTheFold]);
    startAppAfterFirstScreen(SOURCE_ID, ["/assets/entry.client-A.js", "/assets/shell-B.js"], GIVE_UP_MS);
    vi.advanceTimersByTime(1000);
    expect(page.appended).toEqual([]);
    page.firstContentfulPaint();
    vi.advanceTimersByTime(100);
    expect(page.appended).toEqual([]);
    photo.arrive();
    vi.advanceTimersByTime(20);
    expect(page.started()).toEqual([]);
    vi.advanceTimersByTime(15);
    expect(page.appended).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-A.js" },
      { rel: "modulepreload", href: "/assets/shell-B.js" },
      { type: "module", nonce: "bm9uY2U=", textContent: "import('/assets/entry.client-A.js');" },
    ]);
    vi.advanceTimersByTime(GIVE_UP_MS);
    expect(page.started()).toHaveLength(1);
  });

  it("starts two frames after the first contentful paint when the first screen has no photo still coming", () => {
    const page = fakePage([new FakeImage(true, 100), new FakeImage(false, 1500)]);
    startAppAfterFirstScreen(SOURCE_ID, [], GIVE_UP_MS);
    vi.advanceTimersByTime(500);
    expect(page.started()).toEqual([]);
    page.firstContentfulPaint();
    vi.advanceTimersByTime(16 * 2 + 1);
    expect(page.started()).toHaveLength(1);
  });

  it("goes by frames alone in a browser that reports no paints", () => {
    const page = fakePage([new FakeImage(true, 100)]);
    vi.stubGlobal("PerformanceObserver", undefined);
    startAppAfterFirstScreen(SOURCE_ID, [], GIVE_UP_MS);
    vi.advanceTimersByTime(16 * 3 + 1);
    expect(page.started()).toHaveLength(1);
  });

  it("in a tab in the background, which draws no frames, starts at the window's load", () => {
    const page = fakePage([new FakeImage(false, 0)]);
    vi.stubGlobal("requestAnimationFrame", () => 0);
    (document as { hidden: boolean }).hidden = true;
    startAppAfterFirstScreen(SOURCE_ID, [], GIVE_UP_MS);
    vi.advanceTimersByTime(1000);
    expect(page.started()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(page.started()).toHaveLength(1);
  });

  it("starts at once when the student touches the page, and when a photo never arrives, after the limit", () => {
    const touched = fakePage([new FakeImage(false, 0)]);
    startAppAfterFirstScreen(SOURCE_ID, [], GIVE_UP_MS);
    window.dispatchEvent(new Event("pointerdown"));
    expect(touched.started()).toHaveLength(1);
    vi.unstubAllGlobals();

    const stalled = fakePage([new FakeImage(false, 0)]);
    startAppAfterFirstScreen(SOURCE_ID, [], GIVE_UP_MS);
    vi.advanceTimersByTime(GIVE_UP_MS - 1);
    expect(stalled.started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stalled.started()).toHaveLength(1);
  });
});
