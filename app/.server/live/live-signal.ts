/** The PostgreSQL channel migration 0013's triggers notify, with the user's id as payload. */
export const LIVE_CHANNEL = "chuo_live";

/** Every user: the signal may have missed wake-ups (a reconnect), so every stream reads again. */
export const EVERYONE = "*";

/**
 * Tells this app instance that a user has something new: a wake-up only, carrying the user's id.
 * What is new is always read from the database (app/.server/domain/notifications/live/read-live-events.ts), so
 * a wake-up lost or repeated never loses or repeats an event.
 */
export interface LiveSignal {
  subscribe(listener: (userId: string) => void): () => void;
  close(): Promise<void>;
}

/** A set of listeners; both signals share it. */
export class Listeners {
  private readonly set = new Set<(userId: string) => void>();

  add(listener: (userId: string) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  emit(userId: string): void {
    for (const listener of this.set) listener(userId);
  }
}
