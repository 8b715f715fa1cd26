import type { MessageReason } from "~/.server/domain/messages/reasons";
import type { ErrorMessage } from "./placeholders";

/** Conversations between a buyer and a seller (/messages). */
export const MESSAGE_ERROR_TEXT = {
  conversation_not_found: { title: "Conversation not found", description: "This conversation doesn't exist or has been removed." },
  conversation_forbidden: { title: "Not your conversation", description: "Only the two people in a conversation can read or write it." },
  conversation_cursor_invalid: { title: "Error", description: "This page of older messages does not exist." },
  message_listing_unavailable: { title: "Listing not available", description: "This listing is no longer available, so it cannot be messaged about." },
  message_own_listing: { title: "Your own listing", description: "This is your listing: buyers' messages about it appear in Messages." },
  message_blocked: { title: "Message not sent", description: "Messages between you and this student are blocked." },
  message_recipient_suspended: { title: "Message not sent", description: "This student's account is suspended, so it cannot receive messages." },
  block_self: { title: "Error", description: "You cannot block yourself." },
  block_user_not_found: { title: "Student not found", description: "This student doesn't exist or has been removed." },
} satisfies Record<MessageReason, ErrorMessage>;
