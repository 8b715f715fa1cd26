import { formatDate } from "./dates";
import { LISTING_KIND_RULES, listingKindOf } from "./listing-kinds";
import { formatPrice, formatTzsExact } from "./money";
import { paymentPurposeLabel } from "./payment-text";
import { PREMIUM_SHOP_PRICE_TZS } from "./site";

/** The notifications page texts (docs/product.md#notifications). */
export const NOTIFICATIONS_TEXT = {
  title: "Notifications",
  markAllRead: "Mark All Read",
  markRead: "Mark Read",
  delete: "Delete",
  newBadge: "New",
  emptyTitle: "No notifications yet",
  emptyHint: "We'll notify you when something happens!",
  loading: "Loading notifications...",
  deleteTitle: "Delete Notification",
  deleteQuestion: "Are you sure you want to delete this notification? This action cannot be undone.",
  markedRead: { title: "Marked as read", description: "The notification is marked as read." },
  deleted: { title: "Deleted", description: "The notification has been deleted." },
  allMarkedRead: { title: "All marked as read", description: "Every notification is marked as read." },
  pushOn: { title: "Notifications on", description: "This device will show new messages and shop subscription warnings, even with the app closed." },
  pushOff: { title: "Notifications off", description: "This device will no longer show notifications." },
  pushHeading: "Notifications on this device",
  pushTurnOn: "Turn on notifications",
  pushTurnOff: "Turn off",
  pushIsOn: "This device shows new messages and shop subscription warnings, even when Chuo Market is closed.",
  pushAsk: "Get new messages and shop subscription warnings on this device, even when Chuo Market is closed.",
  pushBlocked: "Notifications are blocked for this site in your browser's settings.",
  pushUnsupported: "This browser cannot show notifications.",
  pushOpenOnly: "Notifications show while Chuo Market is open in this browser; it cannot receive them when the app is closed.",
  older: "Show older notifications",
} as const;

/** What a stored notification is about, as the list reads it. */
export interface NotificationFacts {
  kind: string | null;
  title: string | null;
  message: string | null;
  periodEnd: Date | string | null;
  shopName: string | null;
  listingTitle: string | null;
  listingKind: string | null;
  paymentAmount: string | null;
  paymentType: string | null;
  paymentItem: string | null;
  /** Who did it, where the words name them (a followed seller). */
  actorName?: string | null;
}

/**
 * A notification in words. Rows the app writes carry a kind and what it is about, and are worded
 * here, at the edge, so the words can be translated; older rows carry their own title and message.
 */
export function describeNotification(n: NotificationFacts): { title: string; message: string } {
  const shop = n.shopName ?? "Your shop";
  const until = n.periodEnd ? formatDate(n.periodEnd) : "";
  const item = n.paymentItem ?? (n.paymentType ? paymentPurposeLabel(n.paymentType) : "your payment");
  const amount = n.paymentAmount ? formatTzsExact(n.paymentAmount) : "";
  const kindText = LISTING_KIND_RULES[listingKindOf(n.listingKind)].text;
  switch (n.kind) {
    case "subscription_expiring":
      return {
        title: "Subscription expiring soon",
        message: `${shop}'s subscription ends on ${until}. Keep ${formatPrice(PREMIUM_SHOP_PRICE_TZS)} in your wallet for a premium shop to renew by itself, or subscribe on Shop Management.`,
      };
    case "subscription_expired":
      return { title: "Subscription expired", message: `${shop}'s subscription has ended: its promotions, events and services are hidden until you subscribe again.` };
    case "subscription_renewed":
      return { title: "Subscription renewed", message: `${shop} stays Premium: a month was paid from your wallet, now running to ${until}.` };
    case "listing_favorited":
      return { title: "New favorite", message: `A student saved your ${kindText.one} "${n.listingTitle ?? "listing"}" to their favorites.` };
    case "seller_listed":
      return {
        title: "New from a seller you follow",
        message: `${n.actorName ?? "A seller you follow"} listed ${kindText.withArticle}: "${n.listingTitle ?? "a new listing"}".`,
      };
    case "message_received":
      return { title: "New message", message: `${n.actorName ?? "A student"} sent you a message about "${n.listingTitle ?? "a listing"}".` };
    case "payment_completed":
      return { title: "Payment completed", message: `Your payment of ${amount} for ${item} went through.` };
    case "payment_failed":
      return { title: "Payment failed", message: `Your payment of ${amount} for ${item} did not go through. No money was taken; you can try again.` };
    case "payment_cancelled":
      return {
        title: "Payment not confirmed",
        message: `We stopped waiting for your payment of ${amount} for ${item}. If your phone shows it as paid, the money will reach your wallet; otherwise you can try again.`,
      };
    case "payment_refunded":
      return { title: "Payment added to your wallet", message: `Your payment of ${amount} for ${item} arrived when it was no longer needed, so it was added to your wallet balance.` };
    default:
      return { title: n.title ?? "Notification", message: n.message ?? "" };
  }
}
