import { m } from "~/paraglide/messages";
import { type ListingKind, listingKindOf } from "../listings/kinds";
import { paymentPurposeLabel } from "../payments/payment-text";
import { formatDate } from "../shared/dates";
import { formatPrice, formatTzsExact } from "../shared/money";
import { PREMIUM_SHOP_PRICE_TZS } from "../shared/site";
import { isNotificationKind, type NotificationKind } from "./notification-kinds";

/**
 * The notifications page texts (docs/product.md#notifications), worded when read, in the reader's
 * language (getters: the words are never kept in one language).
 */
export const NOTIFICATIONS_TEXT = {
  get title() {
    return m.notifications_title();
  },
  get markAllRead() {
    return m.notifications_mark_all_read();
  },
  get markRead() {
    return m.notifications_mark_read();
  },
  get delete() {
    return m.notifications_delete();
  },
  get newBadge() {
    return m.notifications_new_badge();
  },
  get emptyTitle() {
    return m.notifications_empty_title();
  },
  get emptyHint() {
    return m.notifications_empty_hint();
  },
  get loading() {
    return m.notifications_loading();
  },
  get deleteTitle() {
    return m.notifications_delete_title();
  },
  get deleteQuestion() {
    return m.notifications_delete_question();
  },
  get markedRead() {
    return {
      title: m.notifications_marked_read_title(),
      description: m.notifications_marked_read_description(),
    };
  },
  get deleted() {
    return { title: m.notifications_deleted_title(), description: m.notifications_deleted_description() };
  },
  get allMarkedRead() {
    return {
      title: m.notifications_all_read_title(),
      description: m.notifications_all_read_description(),
    };
  },
  get pushOn() {
    return { title: m.notifications_push_on_title(), description: m.notifications_push_on_description() };
  },
  get pushOff() {
    return { title: m.notifications_push_off_title(), description: m.notifications_push_off_description() };
  },
  get pushHeading() {
    return m.notifications_push_heading();
  },
  get pushTurnOn() {
    return m.notifications_push_turn_on();
  },
  get pushTurnOff() {
    return m.notifications_push_turn_off();
  },
  get pushIsOn() {
    return m.notifications_push_is_on();
  },
  get pushAsk() {
    return m.notifications_push_ask();
  },
  get pushBlocked() {
    return m.notifications_push_blocked();
  },
  get pushUnsupported() {
    return m.notifications_push_unsupported();
  },
  get pushOpenOnly() {
    return m.notifications_push_open_only();
  },
  get older() {
    return m.notifications_older();
  },
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
  /** A withdrawal's amount out of the balance, and what reached the phone. */
  payoutAmount?: string | null;
  payoutSentAmount?: string | null;
  /** Who did it, where the words name them (a followed seller). */
  actorName?: string | null;
  /** A moderator's note, shown as written (a warning, why a listing was hidden or removed). */
  note?: string | null;
}

/** The sentences that name the listing's kind, one per kind (each language words a kind its own way). */
const FAVORITED = {
  product: m.notifications_favorited_product,
  accommodation: m.notifications_favorited_accommodation,
} satisfies Record<ListingKind, (values: { title: string }) => string>;
const SELLER_LISTED = {
  product: m.notifications_seller_listed_product,
  accommodation: m.notifications_seller_listed_accommodation,
} satisfies Record<ListingKind, (values: { name: string; title: string }) => string>;

/**
 * A notification in words, in the language of the moment (the reader's, or a push's recipient's).
 * Rows the app writes carry a kind and what it is about, and are worded here, at the edge; older
 * rows carry their own title and message.
 */
export function describeNotification(n: NotificationFacts): { title: string; message: string } {
  const shop = () => n.shopName ?? m.notifications_your_shop();
  const date = () => (n.periodEnd ? formatDate(n.periodEnd) : "");
  const payment = () => ({
    amount: n.paymentAmount ? formatTzsExact(n.paymentAmount) : "",
    item: n.paymentItem ?? (n.paymentType ? paymentPurposeLabel(n.paymentType) : m.notifications_your_payment()),
  });
  const kind = listingKindOf(n.listingKind);
  const listing = () => ({ title: n.listingTitle ?? m.notifications_a_listing(), note: n.note ?? "" });
  if (!isNotificationKind(n.kind))
    return { title: n.title ?? m.notifications_default_title(), message: n.message ?? "" };
  // Every kind is worded: a kind added to app/lib/notifications/notification-kinds.ts without its case here does not compile.
  const about: NotificationKind = n.kind;
  switch (about) {
    case "subscription_expiring":
      return {
        title: m.notifications_subscription_expiring_title(),
        message: m.notifications_subscription_expiring_message({
          shop: shop(),
          date: date(),
          price: formatPrice(PREMIUM_SHOP_PRICE_TZS),
        }),
      };
    case "subscription_expired":
      return {
        title: m.notifications_subscription_expired_title(),
        message: m.notifications_subscription_expired_message({ shop: shop() }),
      };
    case "subscription_renewed":
      return {
        title: m.notifications_subscription_renewed_title(),
        message: m.notifications_subscription_renewed_message({ shop: shop(), date: date() }),
      };
    case "listing_favorited":
      return {
        title: m.notifications_favorited_title(),
        message: FAVORITED[kind]({ title: n.listingTitle ?? m.notifications_favorited_listing() }),
      };
    case "seller_listed":
      return {
        title: m.notifications_seller_listed_title(),
        message: SELLER_LISTED[kind]({
          name: n.actorName ?? m.notifications_seller_you_follow(),
          title: n.listingTitle ?? m.notifications_new_listing(),
        }),
      };
    case "message_received":
      return {
        title: m.notifications_message_title(),
        message: m.notifications_message_message({
          name: n.actorName ?? m.notifications_a_student(),
          title: n.listingTitle ?? m.notifications_a_listing(),
        }),
      };
    case "payment_completed":
      return {
        title: m.notifications_payment_completed_title(),
        message: m.notifications_payment_completed_message(payment()),
      };
    case "payment_failed":
      return {
        title: m.notifications_payment_failed_title(),
        message: m.notifications_payment_failed_message(payment()),
      };
    case "payment_cancelled":
      return {
        title: m.notifications_payment_cancelled_title(),
        message: m.notifications_payment_cancelled_message(payment()),
      };
    case "payment_refunded":
      return {
        title: m.notifications_payment_refunded_title(),
        message: m.notifications_payment_refunded_message(payment()),
      };
    case "payout_requested":
      return {
        title: m.notifications_payout_requested_title(),
        message: m.notifications_payout_requested_message({ amount: formatTzsExact(n.payoutAmount ?? "") }),
      };
    case "payout_paid":
      return {
        title: m.notifications_payout_paid_title(),
        message: m.notifications_payout_paid_message({
          amount: formatTzsExact(n.payoutSentAmount ?? n.payoutAmount ?? ""),
        }),
      };
    case "payout_failed":
      return {
        title: m.notifications_payout_failed_title(),
        message: m.notifications_payout_failed_message({ amount: formatTzsExact(n.payoutAmount ?? "") }),
      };
    case "payout_refused":
      return {
        title: m.notifications_payout_refused_title(),
        message: m.notifications_payout_refused_message({ amount: formatTzsExact(n.payoutAmount ?? "") }),
      };
    // Moderation (docs/decisions/0017-listing-life-and-safety.md): the seller learns what happened
    // to their listing and why; a reporter learns only whether action was taken, never the penalty.
    case "listing_under_review":
      return {
        title: m.notifications_listing_under_review_title(),
        message: m.notifications_listing_under_review_message(listing()),
      };
    case "listing_hidden":
      return {
        title: m.notifications_listing_hidden_title(),
        message: m.notifications_listing_hidden_message(listing()),
      };
    case "listing_removed":
      return {
        title: m.notifications_listing_removed_title(),
        message: m.notifications_listing_removed_message(listing()),
      };
    case "listing_restored":
      return {
        title: m.notifications_listing_restored_title(),
        message: m.notifications_listing_restored_message(listing()),
      };
    case "account_warned":
      return {
        title: m.notifications_account_warned_title(),
        message: m.notifications_account_warned_message({ note: n.note ?? "" }),
      };
    case "report_actioned":
      return {
        title: m.notifications_report_reviewed_title(),
        message: m.notifications_report_actioned_message(),
      };
    case "report_dismissed":
      return {
        title: m.notifications_report_reviewed_title(),
        message: m.notifications_report_dismissed_message(),
      };
    case "moderation_needed":
      return {
        title: m.notifications_moderation_needed_title(),
        message: m.notifications_moderation_needed_message(),
      };
    // Verified students: the year is over; the profile is where they confirm again.
    case "student_verification_lapsed":
      return {
        title: m.verification_notification_lapsed_title(),
        message: m.verification_notification_lapsed_message(),
      };
    // The seller's record (decision 0019): a listing the reader saved was sold or rented (told once).
    case "saved_listing_closed":
      return {
        title: m.notifications_saved_closed_title(),
        message: (kind === "accommodation" ? m.notifications_saved_rented : m.notifications_saved_sold)({
          title: n.listingTitle ?? m.notifications_a_listing(),
        }),
      };
    // Reviews (decision 0020): a review of the reader, and a seller's reply to the reader's review.
    case "review_received":
      return {
        title: m.notifications_review_received_title(),
        message: m.notifications_review_received({
          name: n.actorName ?? m.notifications_a_student(),
          title: n.listingTitle ?? m.reviews_listing_removed(),
        }),
      };
    case "review_replied":
      return {
        title: m.notifications_review_replied_title(),
        message: m.notifications_review_replied({
          name: n.actorName ?? m.notifications_a_student(),
          title: n.listingTitle ?? m.reviews_listing_removed(),
        }),
      };
    // Expiry (decision 0019): the reader's listing stops being listed in 3 days unless renewed.
    case "listing_expiring":
      return {
        title: m.notifications_expiring_title(),
        message: m.notifications_expiring({
          title: n.listingTitle ?? m.notifications_a_listing(),
          date: date(),
        }),
      };
    default:
      return unworded(about);
  }
}

function unworded(kind: never): never {
  throw new Error(`notification kind without words: ${String(kind)}`);
}
