import { Link, useRouteLoaderData } from "react-router";
import { signInToFinish } from "~/lib/accounts/pending-action";
import { MESSAGES_TEXT } from "~/lib/messages/message-text";
import { m } from "~/paraglide/messages";
import { ChatIcon } from "../shared/icons";
import { useToast } from "../shared/toast";

/**
 * A listing page's Message button: opens the buyer's conversation with the seller about this
 * listing. Not shown to the seller on their own listing. A visitor is told to sign in first, in a
 * toast whose Sign in comes back to the message box (which finishes what they tried); without
 * JavaScript the link is that sign-in.
 */
export function MessageSellerLink({
  listingId,
  sellerId,
  sellerName,
}: {
  listingId: string;
  sellerId: string;
  sellerName: string;
}) {
  const root = useRouteLoaderData<{ user: { id: string } | null }>("root");
  const toast = useToast();
  if (root?.user?.id === sellerId) return null;
  const composer = `/messages/new?listing=${listingId}`;
  const signIn = root?.user ? null : signInToFinish(composer);
  return (
    <Link
      to={signIn ?? composer}
      onClick={(event) => {
        if (!signIn) return;
        event.preventDefault();
        toast({
          title: m.site_message_signed_out_title(),
          description: m.site_message_signed_out_description(),
          variant: "destructive",
          action: { label: m.site_nav_sign_in(), to: signIn },
        });
      }}
      aria-label={m.messages_button_label({ name: sellerName })}
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:text-brand"
    >
      <ChatIcon width={18} height={18} /> {MESSAGES_TEXT.messageButton}
    </Link>
  );
}
