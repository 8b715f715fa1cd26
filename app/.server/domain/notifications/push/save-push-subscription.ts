import { and, eq, notInArray, sql } from "drizzle-orm";
import { isAllowedPushEndpoint, pushSubscriptionSchema } from "~/lib/notifications/forms/push-subscription";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../../db/client";
import { pushSubscriptions } from "../../../db/schema";

/** Browsers one account may have subscribed at once (phones, laptops); the oldest goes first. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * Keeps a browser's push subscription for the signed-in user, tied to their session: signing out
 * removes it. A browser that was subscribed for another account (someone else signed in on it)
 * now belongs to this one, so a phone never gets the pushes of an account no longer used on it.
 */
export async function savePushSubscription(
  db: Database,
  { userId, sessionId }: { userId: string; sessionId: string },
  input: unknown,
  extraHosts: readonly string[] = [],
): Promise<void> {
  const parsed = pushSubscriptionSchema.safeParse(input);
  if (!parsed.success || !isAllowedPushEndpoint(parsed.data.endpoint, extraHosts))
    throw new AppError("invalid_input", "push_subscription_invalid");
  const { endpoint, p256dh, auth } = parsed.data;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, sessionId, endpoint, p256dh, auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, sessionId, p256dh, auth, createdAt: sql`now()` },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(sql`${pushSubscriptions.createdAt} desc`)
      .limit(MAX_PUSH_SUBSCRIPTIONS);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Forgets a browser's subscription, only the user's own. */
export async function removePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint.slice(0, 1000))));
}
