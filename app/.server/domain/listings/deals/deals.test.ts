import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { describeNotification } from "~/lib/notifications/notification-text";
import { listingDeals, listings, notifications } from "../../../db/schema";
import { sendMessage } from "../../messages/send-message";
import { startConversation } from "../../messages/start-conversation";
import { listNotifications } from "../../notifications/list-notifications";
import { toggleFavorite } from "../favorites/toggle-favorite";
import { listListings } from "../list-listings";
import { listMyListings } from "../list-my-listings";
import { closeListing } from "./close-listing";
import { listDealCandidates } from "./list-deal-candidates";
import { reopenListing } from "./reopen-listing";

const handle = testDatabase();
const { make } = handle;
const people: Record<"seller" | "buyer" | "lurker" | "saver" | "stranger", string> = {
  seller: "",
  buyer: "",
  lurker: "",
  saver: "",
  stranger: "",
};

beforeAll(async () => {
  for (const name of Object.keys(people) as (keyof typeof people)[])
    people[name] = (await make.user({ fullName: `The ${name}` })).id;
});

const db = () => handle.db;
const statusOf = async (id: string) =>
  (await db().select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status;

/** A live product a buyer wrote about and the seller answered, and another student opened a conversation about but never wrote in as buyer. */
async function productWithConversation(name = "Laptop") {
  const product = await make.product(people.seller, { name });
  const { conversationId } = await startConversation(db(), people.buyer, product.id, "Is it still there?");
  await sendMessage(db(), people.seller, conversationId, "Yes, come and see it.");
  return product;
}

describe("marking a listing sold or rented", () => {
  it("lists as possible buyers only the students who wrote about it, and only to its seller", async () => {
    const product = await productWithConversation();
    const { candidates, listing } = await listDealCandidates(db(), people.seller, "product", product.id);
    expect(listing).toMatchObject({ id: product.id, kind: "product", status: "active" });
    expect(candidates).toEqual([{ id: people.buyer, name: "The buyer" }]);
    await expect(listDealCandidates(db(), people.stranger, "product", product.id)).rejects.toMatchObject({
      reason: "listing_not_yours",
    });
    await expect(listDealCandidates(db(), people.seller, "accommodation", product.id)).rejects.toMatchObject({
      reason: "listing_not_yours",
    });
  });

  it("takes a sold product off the public lists at once, records the deal with its buyer, and tells each saver once", async () => {
    const product = await productWithConversation("Desk lamp");
    await toggleFavorite(db(), people.saver, "product", product.id);
    await toggleFavorite(db(), people.buyer, "product", product.id);
    const listed = async () =>
      (await listListings(db(), "product", { page: 1, q: "Desk lamp" })).items.map((item) => item.id);
    expect(await listed()).toContain(product.id);

    expect(
      await closeListing(db(), people.seller, { kind: "product", listingId: product.id, buyerId: people.buyer }),
    ).toEqual({ outcome: "sold", title: "Desk lamp" });
    expect(await statusOf(product.id)).toBe("sold");
    expect(await listed()).not.toContain(product.id);
    const deals = await db().select().from(listingDeals).where(eq(listingDeals.listingId, product.id));
    expect(deals).toMatchObject([
      { sellerId: people.seller, buyerId: people.buyer, outcome: "sold", reopenedAt: null },
    ]);

    const told = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.listingId, product.id), eq(notifications.kind, "saved_listing_closed")));
    expect(told.map((n) => n.userId).sort()).toEqual([people.buyer, people.saver].sort());
    const [news] = (await listNotifications(db(), people.saver)).items;
    expect(news?.kind).toBe("saved_listing_closed");
    expect(describeNotification(news!)).toEqual({
      title: "A listing you saved is gone",
      message: '"Desk lamp", which you saved, has been sold.',
    });

    // Put back up and sold again: the savers are not told twice.
    await reopenListing(db(), people.seller, { kind: "product", listingId: product.id });
    expect(await statusOf(product.id)).toBe("active");
    expect(await listed()).toContain(product.id);
    await closeListing(db(), people.seller, { kind: "product", listingId: product.id });
    const again = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.listingId, product.id), eq(notifications.kind, "saved_listing_closed")));
    expect(again).toHaveLength(2);
    const history = await db()
      .select()
      .from(listingDeals)
      .where(eq(listingDeals.listingId, product.id))
      .orderBy(listingDeals.closedAt);
    expect(history.map((d) => [d.buyerId, d.reopenedAt === null])).toEqual([
      [people.buyer, false],
      [null, true],
    ]);
  });

  it("marks an accommodation rented, not sold", async () => {
    const place = await make.accommodation(people.seller, { title: "Room near the gate" });
    expect(await closeListing(db(), people.seller, { kind: "accommodation", listingId: place.id })).toMatchObject({
      outcome: "rented",
    });
    expect(await statusOf(place.id)).toBe("rented");
  });

  it("refuses a buyer who never wrote about it (one the seller alone wrote to included), and changes nothing", async () => {
    const product = await productWithConversation("Kettle");
    // A conversation only the seller wrote in: the named buyer must have written in it themselves.
    const { conversationId } = await startConversation(db(), people.lurker, product.id, "hello");
    await db().execute(
      sql`delete from messages where conversation_id = ${conversationId} and sender_id = ${people.lurker}`,
    );
    await sendMessage(db(), people.seller, conversationId, "Hi there");
    for (const buyerId of [people.lurker, people.stranger, people.seller]) {
      await expect(
        closeListing(db(), people.seller, { kind: "product", listingId: product.id, buyerId }),
      ).rejects.toMatchObject({ reason: "deal_buyer_not_eligible", code: "invalid_input" });
    }
    expect(await statusOf(product.id)).toBe("active");
    expect(await db().select().from(listingDeals).where(eq(listingDeals.listingId, product.id))).toEqual([]);
  });

  it("lets only the seller close a live listing", async () => {
    const product = await make.product(people.seller, { name: "Chair" });
    await expect(closeListing(db(), people.stranger, { kind: "product", listingId: product.id })).rejects.toMatchObject(
      { reason: "listing_not_yours" },
    );
    await expect(closeListing(db(), people.seller, { kind: "product", listingId: "not-a-uuid" })).rejects.toMatchObject(
      { reason: "listing_not_yours" },
    );
    const hidden = await make.product(people.seller, { name: "Hidden chair", status: "hidden" });
    await expect(closeListing(db(), people.seller, { kind: "product", listingId: hidden.id })).rejects.toMatchObject({
      reason: "deal_listing_not_live",
      code: "conflict",
    });
    await closeListing(db(), people.seller, { kind: "product", listingId: product.id });
    await expect(closeListing(db(), people.seller, { kind: "product", listingId: product.id })).rejects.toMatchObject({
      reason: "deal_listing_not_live",
    });
  });

  it("closes once when two requests race", async () => {
    const product = await make.product(people.seller, { name: "Bike" });
    const results = await Promise.allSettled(
      [0, 1].map(() => closeListing(db(), people.seller, { kind: "product", listingId: product.id })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db().select().from(listingDeals).where(eq(listingDeals.listingId, product.id))).toHaveLength(1);
  });
});

describe("putting a sold or rented listing back up", () => {
  it("is free within 30 days, shows on My Listings until then, and is refused after", async () => {
    const product = await make.product(people.seller, {
      name: "Fan",
      feePaid: true,
      feeAmount: "500",
      feePaidAmount: "500.00",
    });
    await closeListing(db(), people.seller, { kind: "product", listingId: product.id });
    const mine = async (now?: Date) =>
      (await listMyListings(db(), people.seller, now)).product.find((l) => l.id === product.id);
    const closedAt = (
      await db().select({ at: listings.statusChangedAt }).from(listings).where(eq(listings.id, product.id))
    )[0]!.at;
    expect((await mine())?.relistUntil?.getTime()).toBe(closedAt.getTime() + 30 * 24 * 3600 * 1000);
    expect((await mine(new Date(closedAt.getTime() + 31 * 24 * 3600 * 1000)))?.relistUntil).toBeNull();

    const late = new Date(closedAt.getTime() + 31 * 24 * 3600 * 1000);
    await expect(
      reopenListing(db(), people.seller, { kind: "product", listingId: product.id }, late),
    ).rejects.toMatchObject({ reason: "deal_relist_too_late", values: { days: 30 } });
    await expect(
      reopenListing(db(), people.stranger, { kind: "product", listingId: product.id }),
    ).rejects.toMatchObject({ reason: "listing_not_yours" });

    await reopenListing(
      db(),
      people.seller,
      { kind: "product", listingId: product.id },
      new Date(closedAt.getTime() + 29 * 24 * 3600 * 1000),
    );
    const [row] = await db().select().from(listings).where(eq(listings.id, product.id));
    expect(row).toMatchObject({ status: "active", feePaid: true, feePaidAmount: "500.00" });
    expect((await mine())?.relistUntil).toBeNull();
    await expect(reopenListing(db(), people.seller, { kind: "product", listingId: product.id })).rejects.toMatchObject({
      reason: "deal_not_closed",
    });
  });

  it("waits for its fee, never listed free, when a price raised while it was sold owes the difference", async () => {
    const product = await make.product(people.seller, { name: "Phone case" });
    await closeListing(db(), people.seller, { kind: "product", listingId: product.id });
    // What an edit raising the price of a closed listing leaves (app/lib/payments/listing-fee.ts): the difference owed.
    await db()
      .update(listings)
      .set({ feePaid: false, feeAmount: "1000", feePaidAmount: "500" })
      .where(eq(listings.id, product.id));
    expect(await reopenListing(db(), people.seller, { kind: "product", listingId: product.id })).toEqual({
      title: "Phone case",
      status: "pending_fee",
    });
    expect(await statusOf(product.id)).toBe("pending_fee");
  });

  it("puts a rented place back up", async () => {
    const place = await make.accommodation(people.seller, { title: "Bedsitter" });
    await closeListing(db(), people.seller, { kind: "accommodation", listingId: place.id });
    await reopenListing(db(), people.seller, { kind: "accommodation", listingId: place.id });
    expect(await statusOf(place.id)).toBe("active");
  });

  it("keeps the deal when the listing is deleted (the seller's record outlives it)", async () => {
    const product = await productWithConversation("Printer");
    await closeListing(db(), people.seller, { kind: "product", listingId: product.id, buyerId: people.buyer });
    const [deal] = await db().select().from(listingDeals).where(eq(listingDeals.listingId, product.id));
    await db().delete(listings).where(eq(listings.id, product.id));
    expect((await db().select().from(listingDeals).where(eq(listingDeals.id, deal!.id)))[0]).toMatchObject({
      listingId: null,
      buyerId: people.buyer,
      outcome: "sold",
    });
  });
});
