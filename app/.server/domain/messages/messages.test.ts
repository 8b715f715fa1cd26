import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sellingTestbed } from "#tests/fixtures/selling-testbed";
import { MESSAGE_RULES } from "~/lib/messages/message-rules";
import { describeNotification } from "~/lib/notifications/notification-text";
import { attemptCounters, listings, liveEventCounters, liveEvents, notifications, users } from "../../db/schema";
import { listNotifications } from "../notifications/list-notifications";
import { LIVE_EVENTS_KEPT_DAYS, pruneLiveEvents } from "../notifications/live/prune-live-events";
import { readLiveEvents } from "../notifications/live/read-live-events";
import { countUnreadMessages } from "./count-unread-messages";
import { getConversation } from "./get-conversation";
import { getMessageTarget } from "./get-message-target";
import { listConversations } from "./list-conversations";
import { markConversationRead } from "./mark-conversation-read";
import { sendMessage } from "./send-message";
import { setBlocked } from "./set-blocked";
import { startConversation } from "./start-conversation";

const bed = sellingTestbed("messages");

async function deal() {
  const seller = await bed.make.user({ fullName: "Neema Seller" });
  const buyer = await bed.make.user({ fullName: "Baraka Buyer" });
  const listing = await bed.make.product(seller.id, { name: "Used bicycle" });
  return { seller, buyer, listing };
}

describe("messages about a listing", () => {
  it("opens one conversation per buyer and listing; both read it, the seller is told once, unread counts are exact", async () => {
    const { seller, buyer, listing } = await deal();
    expect(await getMessageTarget(bed.handle.db, buyer.id, listing.id)).toMatchObject({
      conversationId: null,
      listing: { title: "Used bicycle" },
      seller: { fullName: "Neema Seller" },
    });
    const { conversationId } = await startConversation(bed.handle.db, buyer.id, listing.id, "Is it still available?");
    // A second "first message" (another tab) lands in the same conversation.
    expect(await startConversation(bed.handle.db, buyer.id, listing.id, "Hello?")).toEqual({ conversationId });
    expect(await getMessageTarget(bed.handle.db, buyer.id, listing.id)).toEqual({ conversationId });

    expect(await countUnreadMessages(bed.handle.db, seller.id)).toBe(2);
    expect(await countUnreadMessages(bed.handle.db, buyer.id)).toBe(0);
    const notes = (await listNotifications(bed.handle.db, seller.id)).items;
    expect(notes.map((n) => describeNotification(n))).toEqual([
      { title: "New message", message: 'Baraka Buyer sent you a message about "Used bicycle".' },
    ]);
    expect(notes[0]?.link).toBe(`/messages/${conversationId}`);

    const [row] = (await listConversations(bed.handle.db, seller.id)).items;
    expect(row).toMatchObject({
      id: conversationId,
      unread: 2,
      other: { fullName: "Baraka Buyer" },
      listing: { title: "Used bicycle" },
      lastMessage: { body: "Hello?", fromMe: false },
    });

    const sellerView = await getConversation(bed.handle.db, seller.id, conversationId);
    expect(sellerView.messages.map((m) => [m.body, m.mine])).toEqual([
      ["Is it still available?", false],
      ["Hello?", false],
    ]);
    expect(sellerView.role).toBe("seller");
    await markConversationRead(bed.handle.db, seller.id, conversationId);
    expect(await countUnreadMessages(bed.handle.db, seller.id)).toBe(0);
    expect((await listNotifications(bed.handle.db, seller.id)).items.every((n) => n.isRead)).toBe(true);

    await sendMessage(bed.handle.db, seller.id, conversationId, "Yes, 150,000 TZS.");
    expect(await countUnreadMessages(bed.handle.db, buyer.id)).toBe(1);
    expect((await listConversations(bed.handle.db, buyer.id)).items[0]).toMatchObject({
      unread: 1,
      other: { fullName: "Neema Seller" },
      lastMessage: { body: "Yes, 150,000 TZS.", fromMe: false },
    });
    // The seller's next message after reading adds a new notification; a second unread one does not.
    await sendMessage(bed.handle.db, buyer.id, conversationId, "Deal");
    await sendMessage(bed.handle.db, buyer.id, conversationId, "Where can we meet?");
    expect((await listNotifications(bed.handle.db, seller.id)).items.filter((n) => !n.isRead)).toHaveLength(1);
  });

  it("lets nobody but the two people read or write a conversation", async () => {
    const { buyer, listing } = await deal();
    const stranger = await bed.make.user();
    const { conversationId } = await startConversation(bed.handle.db, buyer.id, listing.id, "Hi");
    await expect(getConversation(bed.handle.db, stranger.id, conversationId)).rejects.toMatchObject({
      code: "forbidden",
      reason: "conversation_forbidden",
    });
    await expect(sendMessage(bed.handle.db, stranger.id, conversationId, "Me too")).rejects.toMatchObject({
      code: "forbidden",
    });
    await markConversationRead(bed.handle.db, stranger.id, conversationId);
    expect(await countUnreadMessages(bed.handle.db, listing.sellerId)).toBe(1);
    expect((await listConversations(bed.handle.db, stranger.id)).items).toEqual([]);
    await expect(getConversation(bed.handle.db, buyer.id, "not-a-uuid")).rejects.toMatchObject({ code: "not_found" });
    await expect(getConversation(bed.handle.db, buyer.id, crypto.randomUUID())).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(sendMessage(bed.handle.db, buyer.id, crypto.randomUUID(), "Hi")).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("refuses one's own listing, a listing the public cannot see, and a message longer than the limit", async () => {
    const { seller, buyer, listing } = await deal();
    await expect(startConversation(bed.handle.db, seller.id, listing.id, "Hi")).rejects.toMatchObject({
      code: "invalid_input",
      reason: "message_own_listing",
    });
    await expect(getMessageTarget(bed.handle.db, seller.id, listing.id)).rejects.toMatchObject({
      reason: "message_own_listing",
    });
    await bed.handle.db.update(listings).set({ status: "sold" }).where(eq(listings.id, listing.id));
    await expect(startConversation(bed.handle.db, buyer.id, listing.id, "Hi")).rejects.toMatchObject({
      code: "not_found",
      reason: "message_listing_unavailable",
    });
    await expect(startConversation(bed.handle.db, buyer.id, "x", "Hi")).rejects.toMatchObject({ code: "not_found" });
    const other = await bed.make.product(seller.id);
    // The database refuses an over-long message even if a caller skipped the form's schema.
    await expect(
      startConversation(bed.handle.db, buyer.id, other.id, "a".repeat(MESSAGE_RULES.maxLength + 1)),
    ).rejects.toThrow();
  });

  it("stops new messages both ways once either blocks the other, and lets them pass again after unblocking", async () => {
    const { seller, buyer, listing } = await deal();
    const { conversationId } = await startConversation(bed.handle.db, buyer.id, listing.id, "Hi");
    await setBlocked(bed.handle.db, seller.id, buyer.id, true);
    await setBlocked(bed.handle.db, seller.id, buyer.id, true);
    await expect(sendMessage(bed.handle.db, buyer.id, conversationId, "Hello?")).rejects.toMatchObject({
      code: "forbidden",
      reason: "message_blocked",
    });
    await expect(sendMessage(bed.handle.db, seller.id, conversationId, "Bye")).rejects.toMatchObject({
      code: "forbidden",
      reason: "message_blocked",
    });
    const second = await bed.make.product(seller.id);
    await expect(startConversation(bed.handle.db, buyer.id, second.id, "And this?")).rejects.toMatchObject({
      reason: "message_blocked",
    });
    expect(await getConversation(bed.handle.db, buyer.id, conversationId)).toMatchObject({
      blockedMe: true,
      blockedByMe: false,
    });
    expect(await getConversation(bed.handle.db, seller.id, conversationId)).toMatchObject({
      blockedMe: false,
      blockedByMe: true,
    });
    expect((await getConversation(bed.handle.db, seller.id, conversationId)).messages).toHaveLength(1);

    await setBlocked(bed.handle.db, seller.id, buyer.id, false);
    await sendMessage(bed.handle.db, buyer.id, conversationId, "Hello again");
    await expect(setBlocked(bed.handle.db, seller.id, seller.id.toUpperCase(), true)).rejects.toMatchObject({
      reason: "block_self",
    });

    // A suspended student receives nothing (the page hides the box; a posted form is refused too).
    await bed.handle.db.update(users).set({ banned: true }).where(eq(users.id, seller.id));
    await expect(sendMessage(bed.handle.db, buyer.id, conversationId, "Still there?")).rejects.toMatchObject({
      code: "forbidden",
      reason: "message_recipient_suspended",
    });
    await expect(setBlocked(bed.handle.db, seller.id, crypto.randomUUID(), true)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("limits how fast one account sends", async () => {
    const { buyer, listing } = await deal();
    const { conversationId } = await startConversation(bed.handle.db, buyer.id, listing.id, "1");
    for (let i = 2; i <= MESSAGE_RULES.perMinute; i++)
      await sendMessage(bed.handle.db, buyer.id, conversationId, String(i));
    await expect(sendMessage(bed.handle.db, buyer.id, conversationId, "one too many")).rejects.toMatchObject({
      code: "rate_limited",
    });
    // Another account is not held back by it.
    await sendMessage(bed.handle.db, listing.sellerId, conversationId, "Slow down");
  });

  it("pages a long conversation by message number", async () => {
    const { seller, buyer, listing } = await deal();
    const { conversationId } = await startConversation(bed.handle.db, buyer.id, listing.id, "m1");
    for (let i = 2; i <= 55; i++) {
      // Past the send rate limit: this test is about paging.
      if (i % 10 === 0) await bed.handle.db.delete(attemptCounters);
      await sendMessage(bed.handle.db, i % 2 ? buyer.id : seller.id, conversationId, `m${i}`);
    }
    const latest = await getConversation(bed.handle.db, buyer.id, conversationId);
    expect(latest.messages).toHaveLength(50);
    expect(latest.messages[0]?.body).toBe("m6");
    expect(latest.messages.at(-1)?.body).toBe("m55");
    const older = await getConversation(bed.handle.db, buyer.id, conversationId, latest.older);
    expect(older.messages.map((m) => m.body)).toEqual(["m1", "m2", "m3", "m4", "m5"]);
    expect(older.older).toBeNull();
  });
});

describe("live events", () => {
  it("numbers each person's events in order; resuming after any number delivers every later event once", async () => {
    const { seller, buyer, listing } = await deal();
    const { conversationId } = await startConversation(bed.handle.db, buyer.id, listing.id, "first");
    const start = await readLiveEvents(bed.handle.db, seller.id, 0);
    // The seller hears of the message and of its notification; the buyer of their own message.
    expect(start.events.map((e) => e.type)).toEqual(["message", "notification"]);
    expect(
      (await readLiveEvents(bed.handle.db, buyer.id, 0)).events.map((e) =>
        e.type === "message" ? [e.message.body, e.message.fromMe] : e.type,
      ),
    ).toEqual([["first", true]]);

    // The stream "drops" after the first event; meanwhile, five more messages at once.
    const dropped = start.events[0]!.seq;
    await Promise.all(
      ["a", "b", "c", "d", "e"].map((body) => sendMessage(bed.handle.db, buyer.id, conversationId, body)),
    );
    const resumed = await readLiveEvents(bed.handle.db, seller.id, dropped);
    const seqs = resumed.events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(resumed.events[0]?.type).toBe("notification");
    expect(
      resumed.events
        .filter((e) => e.type === "message")
        .map((e) => (e.type === "message" ? e.message.body : ""))
        .sort(),
    ).toEqual(["a", "b", "c", "d", "e"]);
    expect(resumed.events.every((e) => e.seq > dropped)).toBe(true);
    // Resuming from the end delivers nothing again.
    expect((await readLiveEvents(bed.handle.db, seller.id, resumed.lastSeq)).events).toEqual([]);
  });

  it("never deadlocks: transactions writing events for the same two people in opposite orders both commit, numbered in commit order", async () => {
    const { seller, buyer, listing } = await deal();
    const { conversationId } = await startConversation(bed.handle.db, buyer.id, listing.id, "hi");
    const [low, high] = [seller.id, buyer.id].sort();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // One transaction writes for the later id, waits, then for the earlier one (as a fee payment
    // tells followers, then the payer); meanwhile a message between the two is sent.
    const first = bed.handle.db.transaction(async (tx) => {
      await tx.insert(notifications).values({ userId: high!, title: "first", message: "for the later id" });
      await gate;
      await tx.insert(notifications).values({ userId: low!, title: "first", message: "for the earlier id" });
    });
    const second = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const sent = sendMessage(bed.handle.db, seller.id, conversationId, "meanwhile");
      setTimeout(release, 300);
      return sent;
    })();
    await Promise.all([first, second]);
    for (const person of [low!, high!]) {
      const { events } = await readLiveEvents(bed.handle.db, person, 0);
      const seqs = events.map((e) => e.seq);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    }
  });

  it("tells a stream to reload when it resumes from before what was pruned, or from a number it never had", async () => {
    const { buyer, listing } = await deal();
    await startConversation(bed.handle.db, buyer.id, listing.id, "old");
    // Three days on, the pruning job drops the seller's events and remembers how far it went.
    await bed.handle.db
      .update(liveEvents)
      .set({ createdAt: new Date(Date.now() - (LIVE_EVENTS_KEPT_DAYS + 1) * 86_400_000) })
      .where(eq(liveEvents.userId, listing.sellerId));
    await pruneLiveEvents(bed.handle.db);
    const [counter] = await bed.handle.db
      .select()
      .from(liveEventCounters)
      .where(eq(liveEventCounters.userId, listing.sellerId));
    expect(counter?.prunedThrough).toBe(counter?.lastSeq);
    expect(await readLiveEvents(bed.handle.db, listing.sellerId, 0)).toMatchObject({ resync: true, events: [] });
    expect(await readLiveEvents(bed.handle.db, listing.sellerId, counter!.lastSeq)).toMatchObject({
      resync: false,
      events: [],
    });
    expect(await readLiveEvents(bed.handle.db, listing.sellerId, 9999)).toMatchObject({ resync: true });
    const fresh = await bed.make.user();
    expect(await readLiveEvents(bed.handle.db, fresh.id, 0)).toMatchObject({ resync: false, events: [], lastSeq: 0 });
  });
});
