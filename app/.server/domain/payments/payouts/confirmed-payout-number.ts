import { and, eq, isNotNull } from "drizzle-orm";
import { toMsisdn } from "~/lib/payments/mobile-money";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema";

/**
 * The one number a payout may go to: the account's own, confirmed by an SMS code (a trigger
 * clears the confirmation when the number changes), in 255 form. Null when there is none, or it
 * is no mobile-money number.
 */
export async function confirmedPayoutNumber(db: Database, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ number: users.whatsappNumber })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.phoneVerifiedAt)));
  return account?.number ? toMsisdn(account.number) : null;
}
