import { m } from "~/paraglide/messages";

/**
 * What the messages pages say (docs/product.md#messages); worded like the notifications page, when
 * read, in the reader's language.
 */
export const MESSAGES_TEXT = {
  get title() {
    return m.social_messages_title();
  },
  get emptyTitle() {
    return m.social_messages_empty_title();
  },
  get emptyHint() {
    return m.social_messages_empty_hint();
  },
  get loadError() {
    return m.social_messages_load_error();
  },
  get messageButton() {
    return m.social_messages_button();
  },
  get composerLabel() {
    return m.social_messages_composer_label();
  },
  get composerHint() {
    return m.social_messages_composer_hint();
  },
  get send() {
    return m.social_messages_send();
  },
  get sending() {
    return m.social_messages_sending();
  },
  firstMessage: (sellerName: string, title: string) => m.social_messages_first_message({ name: sellerName, title }),
  get newTitle() {
    return m.social_messages_new_title();
  },
  get olderMessages() {
    return m.social_messages_older_messages();
  },
  get olderConversations() {
    return m.social_messages_older_conversations();
  },
  get you() {
    return m.social_messages_you();
  },
  get block() {
    return m.social_messages_block();
  },
  get unblock() {
    return m.social_messages_unblock();
  },
  get blockedByMe() {
    return m.social_messages_blocked_by_me();
  },
  get blockedMe() {
    return m.social_messages_blocked_me();
  },
  get unavailable() {
    return m.social_messages_unavailable();
  },
  get suspended() {
    return m.social_messages_suspended();
  },
  get blocked() {
    return { title: m.social_messages_blocked_title(), description: m.social_messages_blocked_description() };
  },
  get unblocked() {
    return { title: m.social_messages_unblocked_title(), description: m.social_messages_unblocked_description() };
  },
  unread: (n: number) => m.social_messages_unread_count({ count: n }),
} as const;
