/**
 * Runs in the browser, written into every page as an inline script (app/.server/http/page-assets/deferred-app-scripts.ts):
 * starts the app (React Router's module script, kept inert in the element `sourceId`, with the
 * modules it imports, `preloads`) once the
 * first screen is painted, so on a slow link the first screen's photos get the bandwidth before
 * the page's 20 to 40 scripts do (docs/decisions/0023-scripts-after-the-first-screen.md).
 *
 * "Painted" means: the browser has reported the page's first contentful paint, every image that
 * shows in the first screen has arrived (or failed), and two more frames have been drawn. The
 * app also starts at once when the student touches, clicks or types (they want it now), at the
 * window's load event in a tab in the background (it draws no frames), and after `giveUpMs` at
 * the latest (a photo that never arrives).
 *
 * Serialised with toString(): it must use nothing from outside its own body, and no syntax newer
 * than the module scripts it starts need (no `?.`: an old phone's browser would reject the whole).
 */
export function startAppAfterFirstScreen(sourceId: string, preloads: string[], giveUpMs: number) {
  const current = document.currentScript as HTMLScriptElement | null;
  const nonce = current ? current.nonce : "";
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const source = document.getElementById(sourceId);
    if (!source) return;
    // All at once, as the head's modulepreload links would have asked for them.
    for (let i = 0; i < preloads.length; i++) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = preloads[i] as string;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = source.textContent;
    document.body.appendChild(script);
  }
  function afterNextFrame() {
    // Two frames, then a task: the frame that paints what has arrived is on the screen before the scripts are asked for.
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        setTimeout(start, 0);
      });
    });
  }
  function inFirstScreen(image: HTMLImageElement) {
    const box = image.getBoundingClientRect();
    return (
      box.bottom > 0 &&
      box.top < window.innerHeight &&
      box.right > 0 &&
      box.left < window.innerWidth &&
      box.width > 0 &&
      box.height > 0
    );
  }
  function allArrived() {
    arrivedAll = true;
    whenPaintedAndArrived();
  }
  function whenFirstScreenArrived() {
    let waiting = 0;
    const images = document.images;
    function arrived() {
      waiting--;
      if (waiting === 0) allArrived();
    }
    for (let i = 0; i < images.length; i++) {
      const image = images[i] as HTMLImageElement;
      if (image.complete || !inFirstScreen(image)) continue;
      waiting++;
      image.addEventListener("load", arrived, { once: true });
      image.addEventListener("error", arrived, { once: true });
    }
    if (waiting === 0) allArrived();
  }
  // The first contentful paint as the browser reports it (when its frame reached the screen);
  // a browser that reports no paints goes by frames alone.
  let painted = false;
  let arrivedAll = false;
  function whenPaintedAndArrived() {
    if (painted && arrivedAll) afterNextFrame();
  }
  const entryTypes = typeof PerformanceObserver === "undefined" ? [] : PerformanceObserver.supportedEntryTypes || [];
  if (entryTypes.indexOf("paint") !== -1) {
    const paints = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      paints.disconnect();
      painted = true;
      whenPaintedAndArrived();
    });
    paints.observe({ type: "paint", buffered: true });
  } else {
    painted = true;
  }
  ["pointerdown", "keydown"].forEach((type) => {
    window.addEventListener(type, start, { once: true, capture: true, passive: true });
  });
  // A tab in the background draws no frames and paints nothing: it starts once everything has arrived.
  window.addEventListener("load", () => document.hidden && start(), { once: true });
  setTimeout(start, giveUpMs);
  // The first frame lays the page out: only then does an image know whether it shows.
  requestAnimationFrame(whenFirstScreenArrived);
}
