import { m } from "~/paraglide/messages";
import { Button } from "../ui/button";
import { ShareIcon } from "./icons";
import { useToast } from "./toast";

/** Shares the page through the phone's share sheet, or copies the link where there is none. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const toast = useToast();
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The user closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: m.listings_share_copied_title(), description: m.listings_share_copied_description() });
    } catch {
      toast({ title: m.listings_share_copy_failed(), description: url, variant: "destructive" });
    }
  };
  return (
    <Button variant="secondary" onClick={share} className="inline-flex items-center gap-2">
      <ShareIcon width={18} height={18} /> {m.listings_share()}
    </Button>
  );
}
