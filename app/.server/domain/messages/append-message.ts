import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { messages, notifications } from "../../db/schema";

export interface ConversationParties {
  id: string;
  listingId: string;
  buyerId: string;
  sellerId: string;
}

/**
 * Adds a message to a conversation whose row the caller has locked: the next number, the
 * sender's read mark moved past it (one's own message is never unread), and the recipient's
 * "new message" notification, one unread per conversation however many messages follow. The
 * database then tells both people's open tabs (migration 0013's triggers).
 */
export async function appendMessage(
  tx: Database,
  conversation: ConversationParties,
  senderId: string,
  body: string,
): Promise<{ id: string; number: number }> {
  const senderIsBuyer = senderId === conversation.buyerId;
  const readColumn = senderIsBuyer ? sql`buyer_read_count` : sql`seller_read_count`;
  const [numbered] = await queryRows<{ message_count: number }>(
    tx,
    sql`update conversations set message_count = message_count + 1, ${readColumn} = message_count + 1, last_message_at = now()
      where id = ${conversation.id} returning message_count`,
  );
  const number = Number(numbered?.message_count);
  const [message] = await tx
    .insert(messages)
    .values({ conversationId: conversation.id, number, senderId, body })
    .returning({ id: messages.id });
  const recipientId = senderIsBuyer ? conversation.sellerId : conversation.buyerId;
  await tx
    .insert(notifications)
    .values({
      userId: recipientId,
      kind: "message_received",
      conversationId: conversation.id,
      listingId: conversation.listingId,
      actorId: senderId,
      type: "message",
      link: `/messages/${conversation.id}`,
    })
    .onConflictDoNothing();
  return { id: message!.id, number };
}
