import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellingTestbed } from "#tests/fixtures/selling-testbed";
import { sessions, users } from "../db/schema";
import { sendMessage } from "../domain/messages/send-message";
import { startConversation } from "../domain/messages/start-conversation";
import { readLiveEvents } from "../domain/notifications/live/read-live-events";
import { createEmbeddedLiveSignal } from "./embedded-live-signal";
import { LiveHub, MAX_STREAMS_PER_USER } from "./live-hub";
import { openLiveStream } from "./open-live-stream";
import { createPostgresLiveSignal } from "./postgres-live-signal";

const bed = sellingTestbed("live-stream");
let hub: LiveHub;

beforeAll(async () => {
  const pool = bed.handle.pool as typeof bed.handle.pool & { options: { connectionString?: string } };
  // On PostgreSQL the stream is woken through a LISTEN connection of its own, as on a server.
  hub = new LiveHub(
    bed.handle.kind === "postgres"
      ? createPostgresLiveSignal(pool.options.connectionString!)
      : await createEmbeddedLiveSignal(bed.handle.pool),
    {
      maxStreams: 100,
      maxStreamsPerAddress: 100,
    },
  );
});
afterAll(async () => {
  await hub?.stop();
});

interface Frame {
  id?: number;
  event: string;
  data: Record<string, unknown>;
}

/** A stream as a browser tab reads it: frames as they come, and a way to drop the connection. */
function connect(userId: string, sessionId: string, after: number) {
  const abort = new AbortController();
  const frames: Frame[] = [];
  let ended = false;
  const opened = openLiveStream({
    db: bed.handle.db,
    hub,
    userId,
    sessionId,
    address: "10.0.0.1",
    after,
    signal: abort.signal,
    present: (event) =>
      event.type === "message"
        ? { type: "message", data: { body: event.message.body } }
        : { type: "notification", data: { kind: event.notification.kind } },
    counts: async () => ({}),
    heartbeatMs: 60_000,
  });
  if (!("stream" in opened)) throw new Error("the hub refused a stream");
  const { stream } = opened;
  void (async () => {
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      let cut = text.indexOf("\n\n");
      while (cut >= 0) {
        const block = text.slice(0, cut);
        text = text.slice(cut + 2);
        const fields = Object.fromEntries(
          block.split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
        );
        if (fields.event)
          frames.push({
            id: fields.id ? Number(fields.id) : undefined,
            event: fields.event,
            data: JSON.parse(fields.data ?? "{}"),
          });
        cut = text.indexOf("\n\n");
      }
    }
    ended = true;
  })();
  return {
    frames,
    drop: () => abort.abort(),
    ended: () => ended,
    bodies: () => frames.filter((f) => f.event === "message").map((f) => f.data.body),
  };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function signedIn(userId: string) {
  const [session] = await bed.handle.db
    .insert(sessions)
    .values({ userId, token: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: sessions.id });
  return session!.id;
}

async function deal() {
  const seller = await bed.make.user();
  const buyer = await bed.make.user();
  const listing = await bed.make.product(seller.id);
  return { seller, buyer, listing };
}

describe("live streams", () => {
  it("delivers live; after a dropped connection, resuming from the last event id delivers every missed event once, in order", async () => {
    const { seller, buyer, listing } = await deal();
    const sessionId = await signedIn(seller.id);
    const first = connect(seller.id, sessionId, 0);
    await until(() => first.frames.some((f) => f.event === "ready"), "the stream to open");
    const { conversationId } = await startConversation(bed.handle.db, buyer.id, listing.id, "one");
    await until(() => first.frames.some((f) => f.event === "notification"), "the first message and its notification");
    expect(first.bodies()).toEqual(["one"]);
    const lastId = Math.max(...first.frames.flatMap((f) => (f.id === undefined ? [] : [f.id])));

    first.drop();
    await until(first.ended, "the dropped stream to end");
    expect(hub.streamsOf(seller.id)).toBe(0);
    for (const body of ["two", "three", "four"]) await sendMessage(bed.handle.db, buyer.id, conversationId, body);

    const second = connect(seller.id, sessionId, lastId);
    await until(() => second.bodies().length === 3, "the missed messages");
    await sendMessage(bed.handle.db, buyer.id, conversationId, "five");
    await until(() => second.bodies().length === 4, "a live message after resuming");
    expect(second.bodies()).toEqual(["two", "three", "four", "five"]);
    const ids = second.frames.flatMap((f) => (f.id === undefined ? [] : [f.id]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id > lastId)).toBe(true);
    // Everything the database holds for the seller after lastId reached the stream, and nothing else.
    const stored = await readLiveEvents(bed.handle.db, seller.id, lastId);
    expect(ids).toEqual(stored.events.map((e) => e.seq));
    second.drop();
  });

  it("ends the stream when its session ends (signed out or suspended)", async () => {
    const { seller } = await deal();
    const sessionId = await signedIn(seller.id);
    const tab = connect(seller.id, sessionId, 0);
    await until(() => tab.frames.some((f) => f.event === "ready"), "the stream to open");
    // Signing out deletes the session row; a trigger wakes the user's streams (migration 0013).
    await bed.handle.db.delete(sessions).where(eq(sessions.id, sessionId));
    await until(tab.ended, "the stream to end");
    expect(tab.frames.at(-1)).toEqual({ event: "closed", data: { reason: "signed-out" } });
    expect(hub.streamsOf(seller.id)).toBe(0);

    // Suspending an account (even without removing its sessions) ends its streams too.
    const other = await bed.make.user();
    const otherTab = connect(other.id, await signedIn(other.id), 0);
    await until(() => otherTab.frames.some((f) => f.event === "ready"), "the stream to open");
    await bed.handle.db.update(users).set({ banned: true }).where(eq(users.id, other.id));
    await until(otherTab.ended, "the suspended account's stream to end");
    expect(otherTab.frames.at(-1)).toEqual({ event: "closed", data: { reason: "signed-out" } });
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user, closing the oldest`, async () => {
    const { seller } = await deal();
    const sessionId = await signedIn(seller.id);
    const tabs = Array.from({ length: MAX_STREAMS_PER_USER + 1 }, () => connect(seller.id, sessionId, 0));
    await until(() => tabs[0]!.ended(), "the oldest stream to be closed");
    expect(tabs[0]!.frames.at(-1)).toEqual({ event: "closed", data: { reason: "replaced" } });
    expect(hub.streamsOf(seller.id)).toBe(MAX_STREAMS_PER_USER);
    for (const tab of tabs) tab.drop();
    await until(() => hub.streamsOf(seller.id) === 0, "every stream to end");
  });
});
