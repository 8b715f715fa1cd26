/** Notice switches and unsubscribe links. The words are in app/lib/error-text/notices.ts. */
export const NOTICE_REASONS = ["notice_link_invalid", "notice_sms_needs_phone"] as const;

export type NoticeReason = (typeof NOTICE_REASONS)[number];
