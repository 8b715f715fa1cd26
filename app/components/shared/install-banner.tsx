import { lazy, Suspense, useEffect, useState } from "react";
import { INSTALL_DISMISSED_KEY, type InstallPromptEvent } from "./install-prompt";

// The banner itself loads only once the browser offers installation: most visits never show it.
const InstallOffer = lazy(() => import("./install-offer").then((module) => ({ default: module.InstallOffer })));

function runsStandalone(): boolean {
  return (
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * The install banner (docs/product.md#chrome): shown only when the browser offers installation, never when the
 * app already runs installed or the student dismissed it; Install asks the browser, Not now and
 * the close icon dismiss it for good. Full width at the bottom on phones, 20rem at the bottom
 * right from medium screens.
 */
export function InstallBanner() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    if (runsStandalone()) return;
    const onOffer = (event: Event) => {
      event.preventDefault();
      if (localStorage.getItem(INSTALL_DISMISSED_KEY)) return;
      setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer offer={offer} onDone={() => setOffer(null)} />
    </Suspense>
  );
}
