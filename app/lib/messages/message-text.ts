import { m } from "~/paraglide/messages";

/**
 * What the messages pages say (docs/product.md#messages); worded like the notifications page, when
 * read, in the reader's language.
 */
export const MESSAGES_TEXT = {
  get title() {
    return m.messages_title();
  },
  get emptyTitle() {
    return m.messages_empty_title();
  },
  get emptyHint() {
    return m.messages_empty_hint();
  },
  get loadError() {
    return m.messages_load_error();
  },
  get messageButton() {
    return m.messages_button();
  },
  get composerLabel() {
    return m.messages_composer_label();
  },
  get composerHint() {
    return m.messages_composer_hint();
  },
  get send() {
    return m.messages_send();
  },
  get sending() {
    return m.messages_sending();
  },
  firstMessage: (sellerName: string, title: string) => m.messages_first_message({ name: sellerName, title }),
  get newTitle() {
    return m.messages_new_title();
  },
  get olderMessages() {
    return m.messages_older_messages();
  },
  get olderConversations() {
    return m.messages_older_conversations();
  },
  get you() {
    return m.messages_you();
  },
  get block() {
    return m.messages_block();
  },
  get unblock() {
    return m.messages_unblock();
  },
  get blockedByMe() {
    return m.messages_blocked_by_me();
  },
  get blockedMe() {
    return m.messages_blocked_me();
  },
  get unavailable() {
    return m.messages_unavailable();
  },
  get suspended() {
    return m.messages_suspended();
  },
  get blocked() {
    return { title: m.messages_blocked_title(), description: m.messages_blocked_description() };
  },
  get unblocked() {
    return { title: m.messages_unblocked_title(), description: m.messages_unblocked_description() };
  },
  unread: (n: number) => m.messages_unread_count({ count: n }),
} as const;
