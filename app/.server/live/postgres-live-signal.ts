import { listenOnPostgres } from "../db/listen-on-postgres";
import { EVERYONE, LIVE_CHANNEL, Listeners, type LiveSignal } from "./live-signal";

/**
 * Wake-ups from every app instance on one PostgreSQL, through a LISTEN connection of its own
 * (app/.server/db/listen-on-postgres.ts). After a reconnect every stream reads again, since
 * wake-ups sent meanwhile were lost.
 */
export function createPostgresLiveSignal(connectionString: string): LiveSignal {
  const listeners = new Listeners();
  const listening = listenOnPostgres(connectionString, LIVE_CHANNEL, {
    what: "live updates",
    onNotification: (userId) => listeners.emit(userId),
    onReconnect: () => listeners.emit(EVERYONE),
  });
  return {
    subscribe: (listener) => listeners.add(listener),
    close: () => listening.close(),
  };
}
