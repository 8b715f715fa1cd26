import { eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { conversations } from "../../db/schema";
import { appendMessage } from "./append-message";
import { assertCanMessage } from "./assert-can-message";
import { takeMessageAllowance } from "./take-message-allowance";

/** A message in an existing conversation, from one of its two people (anyone else: 403). */
export async function sendMessage(
  db: Database,
  senderId: string,
  conversationId: string,
  body: string,
): Promise<{ number: number }> {
  if (!isUuid(conversationId)) throw new AppError("not_found", "conversation_not_found");
  await takeMessageAllowance(db, senderId, false);
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({
        id: conversations.id,
        listingId: conversations.listingId,
        buyerId: conversations.buyerId,
        sellerId: conversations.sellerId,
      })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for("update");
    if (!conversation) throw new AppError("not_found", "conversation_not_found");
    if (senderId !== conversation.buyerId && senderId !== conversation.sellerId)
      throw new AppError("forbidden", "conversation_forbidden");
    await assertCanMessage(
      tx,
      senderId,
      senderId === conversation.buyerId ? conversation.sellerId : conversation.buyerId,
    );
    const { number } = await appendMessage(tx, conversation, senderId, body);
    return { number };
  });
}
