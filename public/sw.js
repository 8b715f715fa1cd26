// Chuo Market's service worker: the app shell, and the list pages a student opened, for reading
// offline on a phone that lost its connection. Never one student's pages for another: every page
// response says whose it is (X-Viewer, an opaque key set by server/viewer-key.ts), and when that
// changes (sign-out, someone else signing in) every saved page is dropped. Offline no response
// comes, so a saved page is shown only while the browser still holds the session that saved it:
// the viewer marker cookie, set and cleared with the session (app/.server/auth/viewer-marker.ts).
// Plain JavaScript served as is from /sw.js: browsers fetch it past their HTTP cache to update it.

const VERSION = "1";
const SHELL = `chuo-shell-${VERSION}`;
const ASSETS = "chuo-assets";
const PAGES = "chuo-pages";
const PICTURES = "chuo-pictures";
const KEEP = new Set([SHELL, ASSETS, PAGES, PICTURES]);

const SHELL_FILES = ["/offline.html", "/offline.css", "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];
/** Pages kept for offline reading, and their data as client-side navigation loads it. */
const LIST_PATHS = new Set(["/", "/products", "/accommodations", "/shops", "/users"]);
const MAX_PAGES = 40;
const MAX_PICTURES = 150;
const MAX_ASSETS = 120;
const VIEWER_ENTRY = "/__chuo-viewer";
const VIEWER_COOKIE = "chuo_viewer";
const ANONYMOUS = "anonymous";
/** Written on a saved copy: when the session it was saved under ends (ms since 1970). */
const SAVED_UNTIL = "x-chuo-saved-until";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !KEEP.has(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** "/products.data" is the data of "/products"; "/_root.data" that of "/". */
function pagePathOf(pathname) {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (url.pathname.startsWith("/assets/")) return event.respondWith(cacheFirst(request, ASSETS, MAX_ASSETS));
  if (url.pathname.startsWith("/uploads/"))
    return event.respondWith(cacheFirst(request, PICTURES, MAX_PICTURES).catch(() => pictureUnavailable()));
  if (LIST_PATHS.has(pagePathOf(url.pathname))) return event.respondWith(networkFirst(request, true));
  if (request.mode === "navigate" || url.pathname.endsWith(".data"))
    return event.respondWith(networkFirst(request, false));
});

/** Hashed build files and uploaded pictures never change under one name: the saved copy is as good as new. */
async function cacheFirst(request, name, max) {
  const cache = await caches.open(name);
  const saved = await cache.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await cache.put(request, response.clone());
    await trim(cache, max);
  }
  return response;
}

/** Offline, a picture never seen before shows as a plain grey tile rather than a broken image. */
function pictureUnavailable() {
  const tile =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e2e8f0"/></svg>';
  return new Response(tile, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "no-store" } });
}

/**
 * The network first, always (pages change); a list page is saved as it arrives, and offline the
 * saved copy is shown, or the offline page for a page never saved.
 */
async function networkFirst(request, keep) {
  try {
    const response = await fetch(request);
    const viewer = response.headers.get("x-viewer");
    if (viewer) await rememberViewer(viewer);
    // A page showing a toast (a product just posted) would show it again offline: it is not saved.
    const fresh =
      keep &&
      viewer &&
      response.ok &&
      !response.redirected &&
      response.type === "basic" &&
      !response.headers.has("x-flash-shown");
    if (fresh) await save(request, response.clone(), viewer);
    return response;
  } catch (error) {
    const saved = keep ? await savedFor(request) : undefined;
    if (saved) return saved;
    if (request.mode === "navigate") {
      const offline = await caches.match("/offline.html");
      if (offline) return offline;
    }
    throw error;
  }
}

/**
 * Saves a list page with the end of the session it was shown under, read from the viewer marker
 * (which this very response has set). A signed-in page whose marker cannot be read is not saved:
 * it could never be shown offline.
 */
async function save(request, response, viewer) {
  const headers = new Headers(response.headers);
  if (viewer !== ANONYMOUS) {
    const marker = await readMarker();
    if (!marker || marker.key !== viewer) return;
    headers.set(SAVED_UNTIL, String(marker.until));
  }
  const copy = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const cache = await caches.open(PAGES);
  await cache.put(request, copy);
  await trim(cache, MAX_PAGES + 1);
}

/**
 * A saved page, only if it is the current viewer's (a slow answer for someone else may have been
 * saved late) and this browser still holds the session that saved it; if not, that session ended
 * without a sign-out (expired, cookies cleared) and every saved page goes with it.
 */
async function savedFor(request) {
  const cache = await caches.open(PAGES);
  const [saved, remembered] = await Promise.all([cache.match(request), cache.match(VIEWER_ENTRY)]);
  if (!saved || !remembered) return undefined;
  const viewer = saved.headers.get("x-viewer");
  if (viewer !== (await remembered.text())) return undefined;
  if (await stillHeld(viewer, Number(saved.headers.get(SAVED_UNTIL)))) return saved;
  await caches.delete(PAGES);
  return undefined;
}

/** Whether the browser still holds the session a page was saved under, before that session's end. */
async function stillHeld(viewer, savedUntil) {
  const marker = await readMarker();
  // A signed-out visitor's pages hold nothing personal: shown unless someone has signed in since.
  if (viewer === ANONYMOUS) return !marker;
  // No marker, or none that can be read: a personal page is never shown on a guess.
  if (!marker || marker.key !== viewer) return false;
  const now = Date.now();
  return now < marker.until && now < savedUntil;
}

/**
 * The viewer marker: { key, until } (until in ms since 1970); null when there is none (signed out,
 * or the session ended); undefined when this browser cannot tell (no Cookie Store API in workers).
 */
async function readMarker() {
  if (!self.cookieStore) return undefined;
  try {
    const cookie = await self.cookieStore.get(VIEWER_COOKIE);
    if (!cookie?.value) return null;
    const dot = cookie.value.lastIndexOf(".");
    const until = Number(cookie.value.slice(dot + 1)) * 1000;
    if (dot <= 0 || !Number.isFinite(until)) return null;
    return { key: cookie.value.slice(0, dot), until };
  } catch {
    return undefined;
  }
}

/** Saved pages belong to one viewer: another one (or signing out) drops them all. */
async function rememberViewer(viewer) {
  const cache = await caches.open(PAGES);
  const known = await cache.match(VIEWER_ENTRY);
  if (known && (await known.text()) === viewer) return;
  await caches.delete(PAGES);
  await (await caches.open(PAGES)).put(VIEWER_ENTRY, new Response(viewer));
}

/** Keeps a cache to its newest `max` entries (the viewer entry, first in, is kept). */
async function trim(cache, max) {
  const keys = await cache.keys();
  const removable = keys.filter((key) => new URL(key.url).pathname !== VIEWER_ENTRY);
  const excess = removable.length - (max - (keys.length - removable.length));
  for (const key of removable.slice(0, Math.max(0, excess))) await cache.delete(key);
}

// Web Push: a notification for a phone or computer where Chuo Market is closed (or hidden).
self.addEventListener("push", (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    return;
  }
  if (!message || typeof message.title !== "string") return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // A tab the student is looking at shows it already (its live stream): no second notice.
      if (windows.some((client) => client.visibilityState === "visible")) return;
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { link: message.link },
      });
    })(),
  );
});

// Opening a notification goes where it leads, in an open tab if there is one; only ever a page of this site.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link || "/notifications", self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
