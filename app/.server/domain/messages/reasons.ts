/** Conversations between a buyer and a seller (/messages). The words are in app/lib/error-text/messages.ts. */
export const MESSAGE_REASONS = [
  "conversation_not_found",
  "conversation_forbidden",
  "conversation_cursor_invalid",
  "message_listing_unavailable",
  "message_own_listing",
  "message_blocked",
  "message_recipient_suspended",
  "block_self",
  "block_user_not_found",
] as const;

export type MessageReason = (typeof MESSAGE_REASONS)[number];
