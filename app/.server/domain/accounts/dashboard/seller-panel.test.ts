import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { queryRows } from "../../../db/client";
import { favorites, sellerResponseRecords } from "../../../db/schema";
import { closeListing } from "../../listings/deals/close-listing";
import { confirmPurchase } from "../../listings/deals/confirm-purchase";
import { reopenListing } from "../../listings/deals/reopen-listing";
import { listMyListings } from "../../listings/list-my-listings";
import { recordListingView } from "../../listings/record-listing-view";
import { sendMessage } from "../../messages/send-message";
import { startConversation } from "../../messages/start-conversation";
import { noteDeviceSighting } from "../../reviews/note-device-sighting";
import { writeReview } from "../../reviews/write-review";
import { computeResponseRecords } from "../../sellers/compute-response-records";
import { getSellerPanel } from "./get-seller-panel";

const recordListingSighting = (userId: string, device: string) => noteDeviceSighting(handle.db, userId, device);

const handle = testDatabase();
const { make } = handle;

const db = () => handle.db;

/** Views of a listing on a day `daysAgo` Tanzanian days before today. */
async function viewsOn(listingId: string, daysAgo: number, views: number) {
  await db().execute(sql`insert into listing_view_days (listing_id, day, views)
    values (${listingId}, (now() at time zone 'Africa/Dar_es_Salaam')::date - ${daysAgo}::int, ${views})`);
}

/** Moves a conversation and its messages `hours` back in time. */
async function ageConversation(conversationId: string, hours: number) {
  const back = sql.raw(`interval '${hours} hours'`);
  await db().execute(sql`update conversations set created_at = created_at - ${back} where id = ${conversationId}`);
  await db().execute(
    sql`update messages set created_at = created_at - ${back} where conversation_id = ${conversationId}`,
  );
}

describe("the seller's panel", () => {
  it("shows each figure from seeded views by day, saves, conversations, replies, a sale and a review", async () => {
    const seller = (await make.user({ fullName: "Panel Pili" })).id;
    const buyers = [];
    for (let i = 0; i < 3; i++) buyers.push((await make.user({ fullName: `Panel buyer ${i}` })).id);
    // Buyers with numbers of their own: the record counts confirmed phones' voices.
    for (const buyer of buyers) await make.confirmPhone(buyer);
    const saver = (await make.user()).id;
    const lamp = await make.product(seller, { name: "Panel lamp" });
    const desk = await make.product(seller, { name: "Panel desk" });
    const relisted = await make.product(seller, { name: "Panel chair" });

    // Views: on the lamp 3 today, 2 five days ago, 4 twenty days ago, 10 forty days ago; on the desk 1 two days ago.
    await viewsOn(lamp.id, 0, 3);
    await viewsOn(lamp.id, 5, 2);
    await viewsOn(lamp.id, 20, 4);
    await viewsOn(lamp.id, 40, 10);
    await viewsOn(desk.id, 2, 1);
    // Saves: two students save the lamp; the seller's own save does not count.
    await db()
      .insert(favorites)
      .values([
        { userId: buyers[0]!, listingId: lamp.id },
        { userId: saver, listingId: lamp.id },
        { userId: seller, listingId: lamp.id },
      ]);
    // Conversations about the lamp: the seller answers the first within the hour and the second
    // after three hours; the third, 40 days old, is never answered.
    const first = await startConversation(db(), buyers[0]!, lamp.id, "Is it there?");
    await ageConversation(first.conversationId, 2);
    await sendMessage(db(), seller, first.conversationId, "Yes");
    await db().execute(
      sql`update messages set created_at = (select created_at from messages where conversation_id = ${first.conversationId} and number = 1) + interval '20 minutes' where conversation_id = ${first.conversationId} and number = 2`,
    );
    const second = await startConversation(db(), buyers[1]!, lamp.id, "Price?");
    await ageConversation(second.conversationId, 5);
    await sendMessage(db(), seller, second.conversationId, "15,000");
    await db().execute(
      sql`update messages set created_at = (select created_at from messages where conversation_id = ${second.conversationId} and number = 1) + interval '3 hours' where conversation_id = ${second.conversationId} and number = 2`,
    );
    const third = await startConversation(db(), buyers[2]!, lamp.id, "Hello?");
    await ageConversation(third.conversationId, 40 * 24);
    // A sale that stands, and one that fell through (put back up): one deal counts.
    await closeListing(db(), seller, { kind: "product", listingId: lamp.id, buyerId: buyers[0]! });
    await confirmPurchase(db(), buyers[0]!, lamp.id);
    await db().execute(
      sql`update listing_deals set closed_at = now() - interval '25 hours' where listing_id = ${lamp.id}`,
    );
    await closeListing(db(), seller, { kind: "product", listingId: relisted.id });
    await reopenListing(db(), seller, { kind: "product", listingId: relisted.id });
    await writeReview(db(), buyers[0]!, { listingId: lamp.id, rating: 4 });
    await computeResponseRecords(db());

    const panel = await getSellerPanel(db(), seller);
    expect(panel).toEqual({
      views7: 3 + 2 + 1,
      views30: 3 + 2 + 4 + 1,
      saves: 2,
      conversations30: 2,
      replyRate: 67,
      deals: 1,
      rating: { count: 1, average: 4, bars: [0, 0, 0, 1, 0] },
    });
    const [record] = await db().select().from(sellerResponseRecords).where(eq(sellerResponseRecords.sellerId, seller));
    expect(record).toMatchObject({ conversations: 3, replied: 2 });
    // The median of 20 minutes and 3 hours.
    expect(record?.medianReplySeconds).toBe((20 * 60 + 3 * 60 * 60) / 2);

    // On My Listings, each listing's own figures.
    const mine = (await listMyListings(db(), seller)).product;
    expect(mine.find((l) => l.id === lamp.id)?.figures).toEqual({ views7: 5, views30: 9, saves: 2, conversations: 3 });
    expect(mine.find((l) => l.id === desk.id)?.figures).toEqual({ views7: 1, views30: 1, saves: 0, conversations: 0 });
  });

  it("is all zeros and nothing for a new seller", async () => {
    const fresh = (await make.user()).id;
    expect(await getSellerPanel(db(), fresh)).toEqual({
      views7: 0,
      views30: 0,
      saves: 0,
      conversations30: 0,
      replyRate: null,
      deals: 0,
      rating: null,
    });
  });

  it("counts a view into its day as the page counts it, once per viewer a day, never the seller's own", async () => {
    const seller = (await make.user()).id;
    const product = await make.product(seller);
    await recordListingView(db(), "product", product.id, { key: "v:one", userId: null });
    await recordListingView(db(), "product", product.id, { key: "v:one", userId: null });
    await recordListingView(db(), "product", product.id, { key: "v:two", userId: null });
    await recordListingView(db(), "product", product.id, { key: `u:${seller}`, userId: seller });
    const [today] = await queryRows<{ views: number }>(
      db(),
      sql`select views from listing_view_days where listing_id = ${product.id}`,
    );
    expect(today?.views).toBe(2);
    expect((await getSellerPanel(db(), seller)).views7).toBe(2);
  });
});

describe("the response record", () => {
  it("drops a seller's record once no conversation is left in the 90 days, and a run repeated changes nothing", async () => {
    const seller = (await make.user()).id;
    const buyer = (await make.user()).id;
    await make.confirmPhone(buyer);
    const product = await make.product(seller);
    const talk = await startConversation(db(), buyer, product.id, "Hi");
    await sendMessage(db(), seller, talk.conversationId, "Hello");
    await computeResponseRecords(db());
    const once = await db().select().from(sellerResponseRecords).where(eq(sellerResponseRecords.sellerId, seller));
    await computeResponseRecords(db());
    const twice = await db().select().from(sellerResponseRecords).where(eq(sellerResponseRecords.sellerId, seller));
    expect(twice.map((r) => [r.conversations, r.replied, r.medianReplySeconds])).toEqual(
      once.map((r) => [r.conversations, r.replied, r.medianReplySeconds]),
    );
    expect(once[0]).toMatchObject({ conversations: 1, replied: 1 });
    await ageConversation(talk.conversationId, 91 * 24);
    await computeResponseRecords(db());
    expect(await db().select().from(sellerResponseRecords).where(eq(sellerResponseRecords.sellerId, seller))).toEqual(
      [],
    );
  });

  it("counts each buyer once, and no buyer seen in the seller's browser", async () => {
    const seller = (await make.user()).id;
    const buyer = (await make.user()).id;
    const puppet = (await make.user()).id;
    await make.confirmPhone(buyer);
    await make.confirmPhone(puppet);
    const one = await make.product(seller);
    const two = await make.product(seller);
    for (const listing of [one, two]) {
      const talk = await startConversation(db(), buyer, listing.id, "Hi");
      await sendMessage(db(), seller, talk.conversationId, "Hello");
    }
    await recordListingSighting(seller, "seller-phone");
    await recordListingSighting(puppet, "seller-phone");
    for (const listing of [one, two]) {
      const talk = await startConversation(db(), puppet, listing.id, "Hi");
      await sendMessage(db(), seller, talk.conversationId, "Hello");
    }
    await computeResponseRecords(db());
    const [record] = await db().select().from(sellerResponseRecords).where(eq(sellerResponseRecords.sellerId, seller));
    expect(record).toMatchObject({ conversations: 1, replied: 1 });
  });

  it("lets one of two runs at once do the work", async () => {
    const runs = await Promise.all([computeResponseRecords(db()), computeResponseRecords(db())]);
    expect(runs.filter((run) => run !== null).length).toBeGreaterThanOrEqual(1);
  });

  it("counts confirmed phones only: buyers without one, or sharing one, make no more record", async () => {
    const seller = (await make.user()).id;
    const product = await make.product(seller);
    const verified = (await make.user()).id;
    await make.confirmPhone(verified, "0765444555");
    // The same number confirmed on a second account moves the mark, and its voice stays with the first.
    const second = (await make.user()).id;
    await make.confirmPhone(second, "0765444555");
    const unverified = (await make.user()).id;
    for (const buyer of [verified, second, unverified]) {
      const talk = await startConversation(db(), buyer, product.id, "Still there?");
      await sendMessage(db(), seller, talk.conversationId, "Yes");
    }
    await computeResponseRecords(db());
    const [record] = await db().select().from(sellerResponseRecords).where(eq(sellerResponseRecords.sellerId, seller));
    expect(record).toMatchObject({ conversations: 1, replied: 1 });
  });
});
