import { whatsappLink } from "~/lib/whatsapp";
import { m } from "~/paraglide/messages";
import { ChatIcon } from "./icons";
import { useToast } from "./toast";
import { Button, buttonClass } from "./ui/button";

/**
 * Contact by WhatsApp: a chat link with a prefilled message. When there is no usable number the
 * button stays, and says why (the 'WhatsApp not available' toast of docs/product.md#listing-pages).
 */
export function WhatsappContact({
  number,
  message,
  label,
  missing,
}: {
  number: string | null;
  message: string;
  label: string;
  /** The toast description when there is no number, e.g. "This seller hasn't provided a WhatsApp number." */
  missing: string;
}) {
  const toast = useToast();
  const href = whatsappLink(number, message);
  const layout = "inline-flex w-full items-center justify-center gap-2 sm:w-auto";
  if (!href) {
    return (
      <div>
        <Button size="lg" className={`${layout} opacity-70`} onClick={() => toast({ title: m.listings_whatsapp_unavailable(), description: missing, variant: "destructive" })}>
          <ChatIcon /> {label}
        </Button>
        <noscript>
          <p className="mt-2 text-sm text-slate-600">{missing}</p>
        </noscript>
      </div>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "lg", className: layout })}>
      <ChatIcon /> {label}
    </a>
  );
}
