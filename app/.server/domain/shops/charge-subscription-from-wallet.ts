import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { appendWalletEntry } from "../payments/wallet-ledger";
import { PREMIUM_PRICE } from "./premium-price";

/**
 * One month's price taken from the owner's wallet: a completed wallet payment and its ledger
 * entry, inside the caller's transaction, which holds the owner's lock and has checked the balance.
 */
export async function chargeSubscriptionFromWallet(
  tx: Pick<Database, "select" | "insert">,
  charge: { ownerId: string; owner: { fullName: string; email: string }; shop: { id: string; name: string }; at: Date },
): Promise<string> {
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: charge.ownerId,
      orderId: randomUUID(),
      paymentType: "shop_subscription",
      paymentStatus: "completed",
      paymentMethod: "wallet",
      gateway: "wallet",
      amount: PREMIUM_PRICE,
      payerName: charge.owner.fullName,
      payerEmail: charge.owner.email,
      itemName: charge.shop.name,
      shopId: charge.shop.id,
      completedAt: charge.at,
    })
    .returning({ id: payments.id });
  await appendWalletEntry(tx, {
    userId: charge.ownerId,
    kind: "subscription",
    amount: PREMIUM_PRICE,
    paymentId: payment!.id,
    shopId: charge.shop.id,
  });
  return payment!.id;
}
