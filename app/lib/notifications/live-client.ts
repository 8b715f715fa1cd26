/** What the page does with its live stream (app/components/notifications/live-updates.tsx); pure, so it is tested alone. */

/** Reconnect delays (docs/product.md#formats): 1, 2, 5, then 10 s for every further try. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(attempt, 0), RECONNECT_DELAYS_MS.length - 1)]!;
}

/**
 * How long the page waits before its next try: the delay above plus up to half again. A full
 * server answers 503 with Retry-After (routes/api/live.ts); EventSource cannot read that answer,
 * only that the stream failed, so every failure before a stream opens counts as a further try
 * (1, 2, 5, 10, 10 … s) and the spread keeps tabs refused together from returning together.
 */
export function reconnectWait(attempt: number, random: () => number = Math.random): number {
  const delay = reconnectDelay(attempt);
  return delay + Math.floor(random() * (delay / 2));
}

/** With no ping for this long (two heartbeats and a margin), the stream is taken for dead and reopened. */
export const STALE_STREAM_MS = 60_000;

/** Desktop notifications close after 5 s (docs/product.md#notifications). */
export const DESKTOP_NOTIFICATION_MS = 5_000;

/** Where the stream resumes: the later of the page's own position and the last event received. */
export function resumeAfter(pageAfter: number, lastEventId: string | null): number {
  const last = lastEventId && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : 0;
  return Math.max(pageAfter, last);
}

export interface LiveNotification {
  id: string;
  title: string;
  message: string;
  link: string | null;
}

/** A notification needs no toast where the page already shows it (the list, or the page it leads to). */
export function shouldToast(notification: LiveNotification, pathname: string): boolean {
  return pathname !== "/notifications" && notification.link !== pathname;
}
