import { m } from "~/paraglide/messages";
import type { NoticeChannel, NoticeKind } from "./notice-kinds";

/** Each notice kind's name, as /profile, the e-mails and the unsubscribe page say it; worded when called. */
export const NOTICE_KIND_LABEL: Record<NoticeKind, () => string> = {
  unread_message: m.notifications_notices_kind_unread_message,
  review: m.notifications_notices_kind_review,
  report_outcome: m.notifications_notices_kind_report_outcome,
  listing_expiring: m.notifications_notices_kind_listing_expiring,
  shop_subscription: m.notifications_notices_kind_shop_subscription,
};

export const NOTICE_CHANNEL_LABEL: Record<NoticeChannel, () => string> = {
  email: m.notifications_notices_channel_email,
  sms: m.notifications_notices_channel_sms,
};

/** The /profile section's texts, worded when read, in the reader's language. */
export const NOTICE_SWITCHES_TEXT = {
  get saved() {
    return { title: m.notifications_notices_saved_title(), description: m.notifications_notices_saved_description() };
  },
  get failed() {
    return {
      title: m.notifications_notices_save_failed_title(),
      description: m.notifications_notices_save_failed(),
      variant: "destructive" as const,
    };
  },
} as const;
