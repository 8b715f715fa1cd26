import { Link, useRouteLoaderData } from "react-router";
import { MESSAGES_TEXT } from "~/lib/message-text";
import { m } from "~/paraglide/messages";
import { ChatIcon } from "../icons";

/**
 * A listing page's Message button: opens the buyer's conversation with the seller about this
 * listing (a visitor is sent to sign in first). Not shown to the seller on their own listing.
 */
export function MessageSellerLink({ listingId, sellerId, sellerName }: { listingId: string; sellerId: string; sellerName: string }) {
  const root = useRouteLoaderData<{ user: { id: string } | null }>("root");
  if (root?.user?.id === sellerId) return null;
  return (
    <Link
      to={`/messages/new?listing=${listingId}`}
      aria-label={m.social_messages_button_label({ name: sellerName })}
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:text-brand"
    >
      <ChatIcon width={18} height={18} /> {MESSAGES_TEXT.messageButton}
    </Link>
  );
}
