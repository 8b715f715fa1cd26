/**
 * THE list of wallet ledger entry kinds (docs/payments.md#the-wallet), each with the way its money
 * moves: "in" adds to the balance, "out" takes from it. The wallet_entries CHECKs (kind and sign)
 * are built from it, and so is every insert's type.
 */
export const WALLET_ENTRY_DIRECTIONS = {
  /** A top-up, or a payment's money kept when what it paid for was gone. */
  top_up: "in",
  /** A payment the gateway took after we had given up on it, given back. */
  refund: "in",
  fee_paid: "out",
  subscription: "out",
  /** A withdrawal to the student's phone, taken from the balance when it is requested. */
  payout: "out",
  /** A withdrawal that failed, was refused or came back: its money given back, once. */
  payout_returned: "in",
} as const;

export type WalletEntryKind = keyof typeof WALLET_ENTRY_DIRECTIONS;

export const WALLET_ENTRY_KINDS = Object.keys(WALLET_ENTRY_DIRECTIONS) as WalletEntryKind[];

export const walletEntryKindsGoing = (direction: "in" | "out"): WalletEntryKind[] =>
  WALLET_ENTRY_KINDS.filter((kind) => WALLET_ENTRY_DIRECTIONS[kind] === direction);
