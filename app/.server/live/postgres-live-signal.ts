import pg from "pg";
import { logger } from "../runtime/logger";
import { EVERYONE, LIVE_CHANNEL, Listeners, type LiveSignal } from "./live-signal";

/** Waits before reconnecting after the listening connection was lost: quick, then no faster than every 10 s. */
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * Wake-ups from every app instance on one PostgreSQL: one connection of its own (outside the pool,
 * which would hand it to queries) LISTENs on the channel. When it drops it comes back by itself,
 * and every stream reads again, since wake-ups sent meanwhile were lost.
 */
export function createPostgresLiveSignal(connectionString: string): LiveSignal {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closed) return;
    // Keepalive: a connection silently cut (a NAT, a failover) is noticed and replaced, not waited on.
    const next = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) listeners.emit(message.payload);
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "the live updates connection was lost; reconnecting");
      void next.end().catch(() => undefined);
      if (client === next) {
        client = null;
        scheduleReconnect();
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
      if (attempt > 0) listeners.emit(EVERYONE);
      attempt = 0;
    } catch (error) {
      logger.warn({ err: error }, "could not listen for live updates; trying again");
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
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
