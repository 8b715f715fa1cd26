import { and, eq, lt, sql } from "drizzle-orm";
import type { HoldChange } from "~/lib/payments/payouts";
import type { Database } from "../../../db/client";
import { deviceSightings, users } from "../../../db/schema";

/** A withdrawal waits this long after a change a thief would make first (docs/payments.md#payouts). */
export const HOLD_AFTER_CHANGE_MS = 24 * 60 * 60 * 1000;

export interface WithdrawalHold {
  change: HoldChange;
  /** When withdrawals open again. */
  until: Date;
}

/**
 * Why this account may not withdraw now, if it may not: within a day of a new password, a newly
 * confirmed number, two-factor turned on or off, or of this browser's first use of the account when
 * the account was used in another browser before (a thief signing in from their own), or of
 * unfreezing the money (a thief who knows the password could undo the owner's freeze). A student's
 * first browser is not "new": it is where the account began. The latest change decides how long.
 */
export async function findWithdrawalHold(
  db: Database,
  userId: string,
  deviceHash: string,
  now: Date = new Date(),
): Promise<WithdrawalHold | null> {
  const [account] = await db
    .select({
      password: users.passwordChangedAt,
      phone: users.phoneVerifiedAt,
      twoFactor: users.twoFactorChangedAt,
      unfrozen: users.moneyUnfrozenAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return null;
  const [here] = await db
    .select({ firstSeenAt: deviceSightings.firstSeenAt })
    .from(deviceSightings)
    .where(and(eq(deviceSightings.userId, userId), eq(deviceSightings.deviceHash, deviceHash)));
  // No sighting yet means this browser is new to the account: the action kit notes it with this very form.
  const hereSince = here?.firstSeenAt ?? now;
  const [earlier] = await db
    .select({ one: sql<number>`1` })
    .from(deviceSightings)
    .where(and(eq(deviceSightings.userId, userId), lt(deviceSightings.firstSeenAt, hereSince)))
    .limit(1);
  const changes: [HoldChange, Date | null][] = [
    ["password", account.password],
    ["phone", account.phone],
    ["two_factor", account.twoFactor],
    ["device", earlier ? hereSince : null],
    ["unfrozen", account.unfrozen],
  ];
  let hold: WithdrawalHold | null = null;
  for (const [change, at] of changes) {
    if (!at) continue;
    const until = new Date(at.getTime() + HOLD_AFTER_CHANGE_MS);
    if (until > now && (!hold || until > hold.until)) hold = { change, until };
  }
  return hold;
}
