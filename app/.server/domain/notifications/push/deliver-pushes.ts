import { eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../../db/client";
import { pushQueue, pushSubscriptions } from "../../../db/schema";
import type { PushSender } from "../../../push/web-push-sender";
import { loadNotifications, type NotificationRow } from "../list-notifications";

/** Notifications one run takes; a longer queue is taken by the next runs. */
const BATCH = 20;
/** A push service that keeps failing is given up on after this many tries (1, 2, 4, 8 minutes apart). */
const MAX_ATTEMPTS = 5;

export interface PushMessage {
  title: string;
  body: string;
  link: string | null;
  tag: string;
}

/**
 * Pushes waiting notifications to their users' subscribed browsers. Rows are taken with SKIP
 * LOCKED and deleted as they are taken, so with several instances each notification is pushed
 * once (at most once: an instance stopped mid-send loses that push, never the notification); one
 * whose push service failed for now goes back with a later time and is sent again to all the
 * user's browsers, which show it once (same tag); a browser the push service says is gone is forgotten. `present` words a notification (text stays at the edge).
 */
export async function deliverPushes(
  db: Database,
  sender: PushSender,
  present: (n: NotificationRow) => PushMessage,
): Promise<{ pushed: number; gone: number; retried: number }> {
  const taken = await queryRows<{ notification_id: string; attempts: number; user_id: string }>(
    db,
    sql`with due as (
        select q.notification_id from push_queue q where q.not_before <= now() order by q.not_before limit ${BATCH} for update skip locked
      )
      delete from push_queue q using due, notifications n
      where q.notification_id = due.notification_id and n.id = q.notification_id
      returning q.notification_id, q.attempts, n.user_id`,
  );
  const summary = { pushed: 0, gone: 0, retried: 0 };
  for (const row of taken) {
    const [notification] = await loadNotifications(db, row.user_id, [row.notification_id]);
    if (!notification || notification.isRead) continue;
    const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.user_id));
    const message = present(notification);
    // A user's browsers at once: one slow push service does not hold up the others.
    const outcomes = await Promise.all(
      targets.map(async (target) => ({ target, outcome: await sender.send(target, message) })),
    );
    let retry = false;
    for (const { target, outcome } of outcomes) {
      if (outcome === "sent") summary.pushed += 1;
      else if (outcome === "gone") {
        summary.gone += 1;
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      } else retry = true;
    }
    if (retry && row.attempts + 1 < MAX_ATTEMPTS) {
      summary.retried += 1;
      await db
        .insert(pushQueue)
        .values({
          notificationId: row.notification_id,
          attempts: row.attempts + 1,
          notBefore: sql`now() + make_interval(mins => ${2 ** row.attempts})`,
        })
        .onConflictDoNothing();
    }
  }
  return summary;
}
