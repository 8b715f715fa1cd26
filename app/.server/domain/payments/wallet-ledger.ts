import { eq, sql } from "drizzle-orm";
import { WALLET_ENTRY_DIRECTIONS, type WalletEntryKind } from "~/lib/payments/wallet-entries";
import type { Database } from "../../db/client";
import { users, walletEntries } from "../../db/schema";

type Tx = Pick<Database, "select" | "insert">;

/**
 * Takes the wallet's lock for the rest of the transaction: the owner's row, FOR NO KEY UPDATE,
 * which queues other spenders of the same wallet but not the inserts that merely refer to the
 * account. Whoever spends reads the balance after this, so ten spends at once are applied one
 * after another against the true balance. Returns who the owner is.
 */
export async function lockWallet(tx: Tx, userId: string): Promise<{ fullName: string; email: string } | null> {
  const [owner] = await tx
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for("no key update");
  return owner ?? null;
}

/** The balance: the sum of the ledger, never a stored number. */
export async function walletBalance(tx: Pick<Database, "select">, userId: string): Promise<string> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)::numeric(14, 2)::text` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return row?.balance ?? "0.00";
}

export type { WalletEntryKind };

/** What caused an entry: a payment, or (for payout kinds) a payout. */
type EntryCause = { paymentId: string; payoutId?: never } | { payoutId: string; paymentId?: never };

/** Appends one entry. Money in is positive; a spend is given positive and stored negative. */
export async function appendWalletEntry(
  tx: Tx,
  entry: {
    userId: string;
    kind: WalletEntryKind;
    amount: string;
    listingId?: string | null;
    shopId?: string | null;
  } & EntryCause,
): Promise<void> {
  const spend = WALLET_ENTRY_DIRECTIONS[entry.kind] === "out";
  await tx.insert(walletEntries).values({
    userId: entry.userId,
    kind: entry.kind,
    amount: spend ? `-${entry.amount}` : entry.amount,
    paymentId: entry.paymentId ?? null,
    payoutId: entry.payoutId ?? null,
    listingId: entry.listingId ?? null,
    shopId: entry.shopId ?? null,
  });
}
