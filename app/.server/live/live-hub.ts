import { addressNetwork } from "../../lib/shared/address-network";
import { logger } from "../runtime/logger";
import { EVERYONE, type LiveSignal } from "./live-signal";

/** Open tabs one user may have streaming from one instance; a newer tab replaces the oldest. */
export const MAX_STREAMS_PER_USER = 5;

/** How long a wake-up of every stream is spread over. */
const EVERYONE_SPREAD_MS = 3_000;

/** A refused stream is told to come back after this many seconds and up to as many again, so refused tabs do not return together. */
export const LIVE_RETRY_AFTER_SECONDS = 5;

/** How often, at most, a full instance says so in the log. */
const FULL_WARNING_INTERVAL_MS = 60_000;

/** Why the server ended a stream; the page decides from it whether to reconnect. */
export type LiveCloseReason = "replaced" | "signed-out" | "shutdown";

export interface LiveConnection {
  userId: string;
  /** The client's address (RequestClient.address); streams are bounded per network as well as per user. */
  address: string;
  /** Something may be new for the user: read and send it. */
  wake(): void;
  close(reason: LiveCloseReason): void;
}

/**
 * What one instance holds open (LIVE_STREAMS_MAX, LIVE_STREAMS_PER_ADDRESS). Counted in this
 * instance's memory: with several instances behind a balancer, each holds up to these.
 */
export interface LiveLimits {
  /** Streams on this instance, whoever holds them: past it the instance is full, not the user wrong. */
  maxStreams: number;
  /** Streams from one address (an IPv6 address's /64): a ceiling a campus behind one NAT never reaches. */
  maxStreamsPerAddress: number;
}

/** A stream the instance will not hold now; the page tries again after `retryAfterSeconds`. */
export interface LiveRefusal {
  retryAfterSeconds: number;
}

/**
 * This instance's open live streams, by user. Wake-ups from the signal (any instance's writes)
 * reach the user's streams here; each stream then reads its own events from the database.
 */
export class LiveHub {
  private readonly byUser = new Map<string, LiveConnection[]>();
  private readonly byNetwork = new Map<string, number>();
  private total = 0;
  private lastFullWarning = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly signal: LiveSignal,
    private readonly limits: LiveLimits,
    private readonly random: () => number = Math.random,
  ) {
    this.unsubscribe = signal.subscribe((userId) => this.wake(userId));
  }

  /**
   * Adds a stream; past the per-user bound the user's oldest stream is closed. A stream that
   * would take the instance or its address past their limit is refused before anything is
   * closed: only a user's own newer tab ever replaces a stream.
   */
  add(connection: LiveConnection): LiveRefusal | null {
    const list = this.byUser.get(connection.userId) ?? [];
    const network = addressNetwork(connection.address);
    // A user at the per-user bound swaps their oldest stream for this one: that frees a place too.
    const replaced = list.length >= MAX_STREAMS_PER_USER ? list[0] : undefined;
    const total = this.total + 1 - (replaced ? 1 : 0);
    const fromNetwork =
      (this.byNetwork.get(network) ?? 0) + 1 - (replaced && addressNetwork(replaced.address) === network ? 1 : 0);
    if (total > this.limits.maxStreams || fromNetwork > this.limits.maxStreamsPerAddress) {
      if (total > this.limits.maxStreams) this.warnFull();
      return {
        retryAfterSeconds: LIVE_RETRY_AFTER_SECONDS + Math.floor(this.random() * (LIVE_RETRY_AFTER_SECONDS + 1)),
      };
    }
    list.push(connection);
    this.byUser.set(connection.userId, list);
    this.byNetwork.set(network, (this.byNetwork.get(network) ?? 0) + 1);
    this.total += 1;
    while (list.length > MAX_STREAMS_PER_USER) {
      const oldest = list[0]!;
      this.remove(oldest);
      oldest.close("replaced");
    }
    return null;
  }

  remove(connection: LiveConnection): void {
    const list = this.byUser.get(connection.userId);
    const at = list?.indexOf(connection) ?? -1;
    if (!list || at < 0) return;
    list.splice(at, 1);
    if (list.length === 0) this.byUser.delete(connection.userId);
    const network = addressNetwork(connection.address);
    const left = (this.byNetwork.get(network) ?? 1) - 1;
    if (left === 0) this.byNetwork.delete(network);
    else this.byNetwork.set(network, left);
    this.total -= 1;
  }

  /** Something was written for someone (any instance): for work that follows writes, such as pushing. */
  onWake(listener: () => void): () => void {
    return this.signal.subscribe(() => listener());
  }

  streamsOf(userId: string): number {
    return this.byUser.get(userId)?.length ?? 0;
  }

  /** Streams open on this instance, and from one address's network. */
  streamCount(address?: string): number {
    return address === undefined ? this.total : (this.byNetwork.get(addressNetwork(address)) ?? 0);
  }

  private warnFull(): void {
    const now = Date.now();
    if (now - this.lastFullWarning < FULL_WARNING_INTERVAL_MS) return;
    this.lastFullWarning = now;
    logger.warn(
      { streams: this.total, max: this.limits.maxStreams },
      "live streams at LIVE_STREAMS_MAX on this instance; new tabs are asked to come back later",
    );
  }

  private wake(userId: string): void {
    if (userId === EVERYONE) {
      // After the signal reconnected: every stream reads again, spread over a few seconds rather than all at once.
      for (const list of this.byUser.values())
        for (const c of list) setTimeout(() => c.wake(), Math.random() * EVERYONE_SPREAD_MS).unref();
      return;
    }
    for (const c of this.byUser.get(userId.toLowerCase()) ?? []) c.wake();
  }

  /** How many streams this instance holds now (metrics). */
  get openStreams(): number {
    return this.total;
  }

  /** Ends every stream (shutdown), so the HTTP server can close. */
  async stop(): Promise<void> {
    this.unsubscribe();
    for (const list of [...this.byUser.values()]) for (const c of [...list]) c.close("shutdown");
    this.byUser.clear();
    this.byNetwork.clear();
    this.total = 0;
    await this.signal.close();
  }
}
