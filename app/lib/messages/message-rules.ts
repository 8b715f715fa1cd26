/** Limits on messages between students, shared by the form (client) and the domain (server). */
export const MESSAGE_RULES = {
  /** Characters in one message: a long enquiry fits, a pasted document does not. */
  maxLength: 2000,
  /** Messages one student may send in a minute, across all conversations (spam and floods). */
  perMinute: 20,
  /** And in a day. */
  perDay: 500,
  /** New conversations one student may start in a day. */
  newConversationsPerDay: 50,
} as const;
