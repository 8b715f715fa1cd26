import { EVERYONE, type LiveSignal } from "./live-signal";

/** Open tabs one user may have streaming from one instance; a newer tab replaces the oldest. */
export const MAX_STREAMS_PER_USER = 5;

/** How long a wake-up of every stream is spread over. */
const EVERYONE_SPREAD_MS = 3_000;

/** Why the server ended a stream; the page decides from it whether to reconnect. */
export type LiveCloseReason = "replaced" | "signed-out" | "shutdown";

export interface LiveConnection {
  userId: string;
  /** Something may be new for the user: read and send it. */
  wake(): void;
  close(reason: LiveCloseReason): void;
}

/**
 * This instance's open live streams, by user. Wake-ups from the signal (any instance's writes)
 * reach the user's streams here; each stream then reads its own events from the database.
 */
export class LiveHub {
  private readonly byUser = new Map<string, LiveConnection[]>();
  private readonly unsubscribe: () => void;

  constructor(private readonly signal: LiveSignal) {
    this.unsubscribe = signal.subscribe((userId) => this.wake(userId));
  }

  /** Adds a stream; past the per-user bound the user's oldest stream is closed. */
  add(connection: LiveConnection): void {
    const list = this.byUser.get(connection.userId) ?? [];
    list.push(connection);
    this.byUser.set(connection.userId, list);
    while (list.length > MAX_STREAMS_PER_USER) list.shift()?.close("replaced");
  }

  remove(connection: LiveConnection): void {
    const list = this.byUser.get(connection.userId);
    if (!list) return;
    const rest = list.filter((c) => c !== connection);
    if (rest.length === 0) this.byUser.delete(connection.userId);
    else this.byUser.set(connection.userId, rest);
  }

  /** Something was written for someone (any instance): for work that follows writes, such as pushing. */
  onWake(listener: () => void): () => void {
    return this.signal.subscribe(() => listener());
  }

  streamsOf(userId: string): number {
    return this.byUser.get(userId)?.length ?? 0;
  }

  private wake(userId: string): void {
    if (userId === EVERYONE) {
      // After the signal reconnected: every stream reads again, spread over a few seconds rather than all at once.
      for (const list of this.byUser.values()) for (const c of list) setTimeout(() => c.wake(), Math.random() * EVERYONE_SPREAD_MS).unref();
      return;
    }
    for (const c of this.byUser.get(userId.toLowerCase()) ?? []) c.wake();
  }

  /** Ends every stream (shutdown), so the HTTP server can close. */
  async stop(): Promise<void> {
    this.unsubscribe();
    for (const list of [...this.byUser.values()]) for (const c of [...list]) c.close("shutdown");
    this.byUser.clear();
    await this.signal.close();
  }
}
