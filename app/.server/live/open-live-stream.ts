import { isSessionActive } from "../auth/is-session-active";
import type { Database } from "../db/client";
import { type LiveEvent, readLiveEvents } from "../domain/notifications/live/read-live-events";
import { logger } from "../runtime/logger";
import type { LiveCloseReason, LiveConnection, LiveHub, LiveRefusal } from "./live-hub";

/** The heartbeat (docs/product.md#formats): a ping every 25 s keeps proxies from closing the stream and lets the page notice a dead one. */
export const HEARTBEAT_MS = 25_000;

export interface LiveStreamOptions {
  db: Database;
  hub: LiveHub;
  userId: string;
  sessionId: string;
  /** The client's address, counted against LIVE_STREAMS_PER_ADDRESS. */
  address: string;
  /** The last event the tab has (Last-Event-ID, or what its page was rendered with). */
  after: number;
  /** Ends with the request (the tab went away). */
  signal: AbortSignal;
  /** Words an event for the page (display text stays at the route edge). */
  present(event: LiveEvent): { type: string; data: unknown };
  /** The user's unread counts, sent after each batch of events. */
  counts(): Promise<unknown>;
  heartbeatMs?: number;
}

const encoder = new TextEncoder();

/** How much a stream may hold for a tab that stopped reading (a frozen phone) before it is closed. */
const MAX_UNREAD_BYTES = 256 * 1024;

/** One Server-Sent Event; data is JSON on one line, so it never needs splitting. */
export function sseFrame(type: string, data: unknown, id?: number): string {
  return `${id === undefined ? "" : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A signed-in tab's live stream: every event of the user after `after`, in order, each once,
 * then new ones as the database wakes this instance, a heartbeat every 25 s (which also reads
 * again, should a wake-up have been lost), and its end when the session ends (signed out,
 * expired, suspended: checked on every read) or the user opens too many tabs. Refused, with
 * nothing opened or closed, when this instance or the client's address holds all it may.
 */
export function openLiveStream(
  options: LiveStreamOptions,
): { stream: ReadableStream<Uint8Array> } | { refused: LiveRefusal } {
  const { db, hub, userId, sessionId, address, signal } = options;
  let cursor = options.after;
  let reading = false;
  let readAgain = false;
  let ended = false;
  let heartbeat: NodeJS.Timeout | null = null;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  /** Events a tab has not taken yet, past which it is taken for gone (it resumes from its last event when it is back). */
  const write = (text: string) => {
    if (ended) return;
    if ((controller.desiredSize ?? 1) <= -MAX_UNREAD_BYTES) return end(null);
    controller.enqueue(encoder.encode(text));
  };

  const end = (reason: LiveCloseReason | null) => {
    if (ended) return;
    if (reason) write(sseFrame("closed", { reason }));
    ended = true;
    if (heartbeat) clearInterval(heartbeat);
    hub.remove(connection);
    try {
      controller.close();
    } catch {
      // Already cancelled by the client going away.
    }
  };

  const read = async () => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        if (!(await isSessionActive(db, sessionId))) return end("signed-out");
        let sent = false;
        for (;;) {
          const batch = await readLiveEvents(db, userId, cursor);
          if (ended) return;
          if (batch.resync) write(sseFrame("resync", {}, batch.lastSeq));
          for (const event of batch.events) {
            const { type, data } = options.present(event);
            write(sseFrame(type, data, event.seq));
          }
          sent ||= batch.resync || batch.events.length > 0;
          cursor = batch.lastSeq;
          if (!batch.more) break;
        }
        if (sent) write(sseFrame("counts", await options.counts()));
      } while (readAgain && !ended);
    } catch (error) {
      // The page reconnects and resumes from its last event: nothing is lost by ending here.
      logger.warn({ err: error }, "a live stream failed to read; the page will reconnect");
      end(null);
    } finally {
      reading = false;
    }
  };

  const connection: LiveConnection = { userId, address, wake: () => void read(), close: (reason) => end(reason) };
  // Taken before the stream exists, so a refusal can still be an HTTP answer of its own.
  const refused = hub.add(connection);
  if (refused) return { refused };

  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        if (signal.aborted) return end(null);
        signal.addEventListener("abort", () => end(null), { once: true });
        // Tells the browser how soon to come back should the connection drop without a word.
        write("retry: 2000\n\n");
        write(sseFrame("ready", { after: cursor }));
        heartbeat = setInterval(() => {
          write(sseFrame("ping", {}));
          void read();
        }, options.heartbeatMs ?? HEARTBEAT_MS);
        heartbeat.unref();
        void read();
      },
      cancel() {
        end(null);
      },
    },
    // Counted in bytes, so desiredSize says how much waits unread.
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  return { stream };
}
