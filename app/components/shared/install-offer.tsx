import { Button } from "~/components/ui/button";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import { XIcon } from "./icons";
import { INSTALL_DISMISSED_KEY, type InstallPromptEvent } from "./install-prompt";

/** The install banner's offer (app/components/shared/install-banner.tsx), shown once the browser makes one. */
export function InstallOffer({ offer, onDone }: { offer: InstallPromptEvent; onDone: () => void }) {
  const dismiss = () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, "1");
    onDone();
  };
  const install = async () => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === "dismissed") localStorage.setItem(INSTALL_DISMISSED_KEY, "1");
    onDone();
  };
  return (
    <section
      aria-label={m.listings_install_title({ site: SITE_NAME })}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-lg md:inset-x-auto md:right-4 md:bottom-4 md:w-80 md:rounded-xl md:border"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 rounded-lg" />
        <div className="flex-1">
          <h2 className="font-semibold text-slate-900">{m.listings_install_title({ site: SITE_NAME })}</h2>
          <p className="mt-1 text-sm text-slate-600">{m.listings_install_text()}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={dismiss}
          aria-label={m.listings_install_close()}
          className="-mr-1 -mt-1"
        >
          <XIcon width={18} height={18} />
        </Button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={dismiss}>
          {m.listings_install_not_now()}
        </Button>
        <Button type="button" onClick={install} size="sm">
          {m.listings_install()}
        </Button>
      </div>
    </section>
  );
}
