import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations, notifications } from "../../db/schema";

/**
 * One of the two people has seen the conversation up to its latest message: their side's read
 * mark moves to it and its "new message" notification is read. Only one's own side; an id that is
 * not one's conversation changes nothing. Says whether anything was unread (the header's counts changed).
 */
export async function markConversationRead(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const read = await tx
      .update(conversations)
      .set({
        buyerReadCount: sql`case when ${conversations.buyerId} = ${viewerId} then ${conversations.messageCount} else ${conversations.buyerReadCount} end`,
        sellerReadCount: sql`case when ${conversations.sellerId} = ${viewerId} then ${conversations.messageCount} else ${conversations.sellerReadCount} end`,
      })
      .where(
        and(
          eq(conversations.id, conversationId),
          or(
            and(eq(conversations.buyerId, viewerId), lt(conversations.buyerReadCount, conversations.messageCount)),
            and(eq(conversations.sellerId, viewerId), lt(conversations.sellerReadCount, conversations.messageCount)),
          ),
        ),
      )
      .returning({ id: conversations.id });
    if (read.length === 0) return { changed: false };
    await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, viewerId),
          eq(notifications.conversationId, conversationId),
          eq(notifications.isRead, false),
        ),
      );
    return { changed: true };
  });
}
