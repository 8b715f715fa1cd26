import { useEffect } from "react";

/**
 * Registers public/sw.js (offline reading of saved list pages, the app shell) once the page is
 * interactive. Not in development, where Vite serves files that change on every save.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without it the site works as before; only offline reading is missing.
    });
  }, []);
  return null;
}
