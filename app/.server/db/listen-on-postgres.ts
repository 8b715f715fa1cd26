import pg from "pg";
import { logger } from "../runtime/logger";

/** Waits before reconnecting after the listening connection was lost: quick, then no faster than every 10 s. */
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * LISTENs on one PostgreSQL channel with a connection of its own (outside the pool, which would
 * hand it to queries). When the connection drops it comes back by itself and calls `onReconnect`,
 * since notifications sent meanwhile were lost. `what` names the listener in log lines.
 */
export function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: { what: string; onNotification: (payload: string) => void; onReconnect: () => void },
): { ready: Promise<void>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let listened: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    listened = resolve;
  });
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closed) return;
    // Keepalive: a connection silently cut (a NAT, a failover) is noticed and replaced, not waited on.
    const next = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) handlers.onNotification(message.payload);
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, `the ${handlers.what} connection was lost; reconnecting`);
      void next.end().catch(() => undefined);
      if (client === next) {
        client = null;
        scheduleReconnect();
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (closed) return void (await next.end());
      client = next;
      listened();
      if (attempt > 0) handlers.onReconnect();
      attempt = 0;
    } catch (error) {
      logger.warn({ err: error }, `could not listen for ${handlers.what}; trying again`);
      void next.end().catch(() => undefined);
      scheduleReconnect();
    }
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };

  void connect();
  return {
    /** Resolves once the channel is listened to (the first time). */
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
