import type pg from "pg";
import { logger } from "../runtime/logger";
import { EVERYONE, LIVE_CHANNEL, Listeners, type LiveSignal } from "./live-signal";

/**
 * Wake-ups on the embedded database, which serves one app instance through one connection: that
 * connection LISTENs too, and PGlite hands a transaction's notifications back with its commit.
 * When the pool replaces the connection, the new one listens again and every stream reads again.
 */
export async function createEmbeddedLiveSignal(pool: pg.Pool): Promise<LiveSignal> {
  const listeners = new Listeners();
  let closed = false;
  const onNotification = (message: pg.Notification) => {
    if (message.channel === LIVE_CHANNEL && message.payload) listeners.emit(message.payload);
  };
  const attached = new WeakSet<object>();
  const attach = (client: pg.PoolClient | pg.Client, replaced: boolean) => {
    if (attached.has(client)) return;
    attached.add(client);
    client.on("notification", onNotification);
    // Queued ahead of whatever the pool hands this connection to.
    client.query(`listen ${LIVE_CHANNEL}`).then(
      () => replaced && !closed && listeners.emit(EVERYONE),
      (error: unknown) => logger.warn({ err: error }, "could not listen for live updates on the embedded database"),
    );
  };
  const onConnect = (client: pg.PoolClient) => attach(client, true);
  pool.on("connect", onConnect);
  const current = await pool.connect();
  try {
    attach(current, false);
  } finally {
    current.release();
  }
  return {
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      pool.off("connect", onConnect);
    },
  };
}
