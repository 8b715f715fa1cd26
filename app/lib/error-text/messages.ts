import type { MessageReason } from "~/.server/domain/messages/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, words } from "./placeholders";

/** Conversations between a buyer and a seller (/messages). */
export const MESSAGE_ERROR_TEXT = {
  conversation_not_found: words(m.errors_conversation_not_found_title, m.errors_conversation_not_found),
  conversation_forbidden: words(m.errors_conversation_forbidden_title, m.errors_conversation_forbidden),
  conversation_cursor_invalid: words(m.errors_title_error, m.errors_conversation_cursor_invalid),
  message_listing_unavailable: words(m.errors_message_listing_unavailable_title, m.errors_message_listing_unavailable),
  message_own_listing: words(m.errors_message_own_listing_title, m.errors_message_own_listing),
  message_blocked: words(m.errors_message_not_sent_title, m.errors_message_blocked),
  message_recipient_suspended: words(m.errors_message_not_sent_title, m.errors_message_recipient_suspended),
  block_self: words(m.errors_title_error, m.errors_block_self),
  block_user_not_found: words(m.errors_student_not_found_title, m.errors_student_not_found),
} satisfies Record<MessageReason, ErrorMessage>;
