import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { liveEventCounters, liveEvents, messages } from "../../../db/schema";
import { loadNotifications, type NotificationRow } from "../list-notifications";

/** Events one read hands a stream; a stream far behind reads again at once. */
export const LIVE_EVENTS_BATCH = 100;

export type LiveEvent =
  | { seq: number; type: "notification"; notification: NotificationRow }
  | {
      seq: number;
      type: "message";
      message: { id: string; conversationId: string; number: number; fromMe: boolean; body: string; createdAt: Date };
    };

export interface LiveEventsRead {
  events: LiveEvent[];
  /** The number to resume after next time (the last event read, or where the stream already was). */
  lastSeq: number;
  /** The stream asked to resume from before what was pruned: it should reload, not trust its state. */
  resync: boolean;
  /** Whether more events wait beyond this batch. */
  more: boolean;
}

/**
 * A user's own events after number `after`, in order. Numbers are given at commit under the
 * user's counter lock (migration 0013), so they commit in order: reading "after n" never skips
 * one that commits later. An event whose notification or message was deleted since is left out.
 */
export async function readLiveEvents(db: Database, userId: string, after: number): Promise<LiveEventsRead> {
  const [counter] = await db
    .select({ lastSeq: liveEventCounters.lastSeq, prunedThrough: liveEventCounters.prunedThrough })
    .from(liveEventCounters)
    .where(eq(liveEventCounters.userId, userId));
  if (!counter) return { events: [], lastSeq: 0, resync: after > 0, more: false };
  if (after < counter.prunedThrough || after > counter.lastSeq)
    return { events: [], lastSeq: counter.lastSeq, resync: true, more: false };
  const rows = await db
    .select({ seq: liveEvents.seq, notificationId: liveEvents.notificationId, messageId: liveEvents.messageId })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, after)))
    .orderBy(asc(liveEvents.seq))
    .limit(LIVE_EVENTS_BATCH + 1);
  // Only numbered (committed) events are ever visible here; the filter below says so to the types.
  const batch = rows.slice(0, LIVE_EVENTS_BATCH).map((r) => ({ ...r, seq: r.seq as number }));
  const notificationIds = batch.flatMap((r) => (r.notificationId ? [r.notificationId] : []));
  const messageIds = batch.flatMap((r) => (r.messageId ? [r.messageId] : []));
  const [notificationRows, messageRows] = await Promise.all([
    loadNotifications(db, userId, notificationIds),
    messageIds.length === 0
      ? []
      : db
          .select({
            id: messages.id,
            conversationId: messages.conversationId,
            number: messages.number,
            senderId: messages.senderId,
            body: messages.body,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.id, messageIds)),
  ]);
  const byNotification = new Map(notificationRows.map((n) => [n.id, n]));
  const byMessage = new Map(messageRows.map((m) => [m.id, m]));
  const events: LiveEvent[] = [];
  for (const row of batch) {
    const notification = row.notificationId ? byNotification.get(row.notificationId) : undefined;
    if (notification) events.push({ seq: row.seq, type: "notification", notification });
    const message = row.messageId ? byMessage.get(row.messageId) : undefined;
    if (message) {
      const { senderId, ...rest } = message;
      events.push({ seq: row.seq, type: "message", message: { ...rest, fromMe: senderId === userId } });
    }
  }
  return { events, lastSeq: batch.at(-1)?.seq ?? after, resync: false, more: rows.length > LIVE_EVENTS_BATCH };
}

/** Where a user's stream starts when a page is rendered now: after their latest event. */
export async function currentLiveSeq(db: Database, userId: string): Promise<number> {
  const [counter] = await db
    .select({ lastSeq: liveEventCounters.lastSeq })
    .from(liveEventCounters)
    .where(eq(liveEventCounters.userId, userId));
  return counter?.lastSeq ?? 0;
}
