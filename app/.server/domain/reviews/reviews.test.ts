import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase, testDatabaseKind } from "#tests/fixtures/test-database";
import { describeNotification } from "~/lib/notifications/notification-text";
import { REVIEW_EDIT_DAYS, REVIEWS_PER_PAGE } from "~/lib/reviews/review-rules";
import { queryRows } from "../../db/client";
import { notifications, reviews } from "../../db/schema";
import { deleteAccount } from "../accounts/delete-account";
import { removeUser } from "../admin/remove-user";
import { closeListing } from "../listings/deals/close-listing";
import { confirmPurchase } from "../listings/deals/confirm-purchase";
import { reopenListing } from "../listings/deals/reopen-listing";
import { getListing } from "../listings/get-listing";
import { listListings } from "../listings/list-listings";
import { sendMessage } from "../messages/send-message";
import { startConversation } from "../messages/start-conversation";
import { listNotifications } from "../notifications/list-notifications";
import { listSellers } from "../sellers/list-sellers";
import { findReviewBasis } from "./find-review-basis";
import { getReviewForm } from "./get-review-form";
import { getSellerRating, type SellerRating } from "./get-seller-rating";
import { listSellerReviews } from "./list-seller-reviews";
import { noteDeviceSighting } from "./note-device-sighting";
import { recountRatingsAfterSuspensions } from "./recount-ratings-after-suspensions";
import { replyToReview } from "./reply-to-review";
import { writeReview } from "./write-review";

const handle = testDatabase();
const { make } = handle;

const db = () => handle.db;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new account's id, with a phone number of its own confirmed: its reviews weigh in the rating. */
async function person(fullName: string) {
  const { id } = await make.user({ fullName });
  await make.confirmPhone(id);
  return id;
}

/** The domain reason a promise fails with (fails the test if it succeeds). */
async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
  throw new Error("expected a refusal, got a success");
}

/** The reviewer opened the seller's contact for the listing `hours` ago (a row as open-contact writes it). */
async function openedContact(openerId: string, ownerId: string, listingId: string, hours: number) {
  await db().execute(
    sql`insert into contact_openings (opener_id, owner_id, listing_id, opened_at) values (${openerId}, ${ownerId}, ${listingId}, now() - ${sql.raw(`interval '${hours} hours'`)})`,
  );
}

/** The student asked about the listing and its seller answered, `hours` ago: a two-sided fact. */
async function talkedAbout(buyerId: string, sellerId: string, listingId: string, hours: number) {
  const { conversationId } = await startConversation(db(), buyerId, listingId, "Is it still there?");
  await sendMessage(db(), sellerId, conversationId, "Yes, it is");
  await ageConversation(conversationId, hours);
}

/** The seller marked the listing sold to the student (who wrote about it), the student confirmed, and `hours` passed. */
async function confirmedSale(sellerId: string, buyerId: string, listingId: string, hours = 25) {
  await startConversation(db(), buyerId, listingId, "I'll take it");
  await closeListing(db(), sellerId, { kind: "product", listingId, buyerId });
  await confirmPurchase(db(), buyerId, listingId);
  await db().execute(
    sql`update listing_deals set closed_at = now() - ${sql.raw(`interval '${hours} hours'`)} where listing_id = ${listingId} and reopened_at is null`,
  );
}

/** Moves every message of the conversation `hours` back in time. */
async function ageConversation(conversationId: string, hours: number) {
  await db().execute(
    sql`update messages set created_at = now() - ${sql.raw(`interval '${hours} hours'`)} where conversation_id = ${conversationId}`,
  );
}

async function expectNotEligible(reviewerId: string, sellerId: string, listingId: string) {
  expect(await findReviewBasis(db(), { reviewerId, sellerId, listingId })).toBeNull();
  expect(await getReviewForm(db(), reviewerId, listingId)).toBeNull();
  expect(await reasonOf(writeReview(db(), reviewerId, { listingId, rating: 5 }))).toBe("review_not_eligible");
  expect(await db().select().from(reviews).where(eq(reviews.listingId, listingId))).toEqual([]);
}

/** Eligible on `basis`: the form offers a first review, and the review written carries the basis. */
async function expectEligibleAndWrite(reviewerId: string, sellerId: string, listingId: string, basis: string) {
  expect(await findReviewBasis(db(), { reviewerId, sellerId, listingId })).toBe(basis);
  expect(await getReviewForm(db(), reviewerId, listingId)).toMatchObject({
    listing: { id: listingId },
    seller: { id: sellerId },
    existing: null,
  });
  const written = await writeReview(db(), reviewerId, { listingId, rating: 4, body: "Fine" });
  expect(written).toMatchObject({ sellerId, created: true });
  const [row] = await db().select().from(reviews).where(eq(reviews.id, written.reviewId));
  expect(row).toMatchObject({ reviewerId, voiceId: reviewerId, sellerId, listingId, basis, rating: 4, body: "Fine" });
}

const reviewReceivedCount = async (sellerId: string, listingId: string) =>
  (
    await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sellerId),
          eq(notifications.listingId, listingId),
          eq(notifications.kind, "review_received"),
        ),
      )
  ).length;

describe("who may review a listing's seller", () => {
  it("refuses a student with no fact of a deal", async () => {
    const seller = await person("Seller none");
    const stranger = await person("Stranger none");
    const product = await make.product(seller, { name: "Nothing happened" });
    await expectNotEligible(stranger, seller, product.id);
  });

  it("accepts the buyer named in a deal only once they confirmed it and it is a day old, and not once the listing is put back up", async () => {
    const seller = await person("Seller deal");
    const buyer = await person("Buyer deal");
    const product = await make.product(seller, { name: "Sold lamp" });
    // The buyer alone wrote, just now: no conversation basis; the deal is the only fact.
    await startConversation(db(), buyer, product.id, "I'll take it");
    await closeListing(db(), seller, { kind: "product", listingId: product.id, buyerId: buyer });
    // The seller's word alone is no basis: the named buyer is asked first.
    expect(await findReviewBasis(db(), { reviewerId: buyer, sellerId: seller, listingId: product.id })).toBeNull();
    expect(await getReviewForm(db(), buyer, product.id)).toMatchObject({ step: "confirm_purchase", existing: null });
    expect(await reasonOf(writeReview(db(), buyer, { listingId: product.id, rating: 5 }))).toBe("review_not_eligible");
    // Nobody else can confirm it.
    expect(await reasonOf(confirmPurchase(db(), await person("Not the buyer"), product.id))).toBe("deal_not_yours");
    await confirmPurchase(db(), buyer, product.id);
    // Confirmed, but a sale a minute old is no basis yet.
    expect(await getReviewForm(db(), buyer, product.id)).toMatchObject({ step: "wait" });
    expect(await reasonOf(writeReview(db(), buyer, { listingId: product.id, rating: 5 }))).toBe("review_not_eligible");
    await db().execute(
      sql`update listing_deals set closed_at = now() - interval '25 hours' where listing_id = ${product.id}`,
    );
    expect(await findReviewBasis(db(), { reviewerId: buyer, sellerId: seller, listingId: product.id })).toBe("deal");
    expect(await getReviewForm(db(), buyer, product.id)).toMatchObject({ step: "review", existing: null });

    await reopenListing(db(), seller, { kind: "product", listingId: product.id });
    await expectNotEligible(buyer, seller, product.id);

    // Sold to them again, confirmed and a day old: the standing deal counts, and the review is written on it.
    await closeListing(db(), seller, { kind: "product", listingId: product.id, buyerId: buyer });
    await confirmPurchase(db(), buyer, product.id);
    await db().execute(
      sql`update listing_deals set closed_at = now() - interval '25 hours' where listing_id = ${product.id} and reopened_at is null`,
    );
    await expectEligibleAndWrite(buyer, seller, product.id, "deal");
  });

  it("does not count a conversation only the buyer wrote in, however old", async () => {
    const seller = await person("Seller silent");
    const buyer = await person("Buyer talker");
    const product = await make.product(seller, { name: "Unanswered" });
    const { conversationId } = await startConversation(db(), buyer, product.id, "Hello?");
    await sendMessage(db(), buyer, conversationId, "Anyone?");
    await ageConversation(conversationId, 25);
    await expectNotEligible(buyer, seller, product.id);
  });

  it("counts a conversation both wrote in only once its first message is 24 hours old", async () => {
    const seller = await person("Seller chat");
    const buyer = await person("Buyer chat");
    const product = await make.product(seller, { name: "Chatted about" });
    const { conversationId } = await startConversation(db(), buyer, product.id, "Is it there?");
    await sendMessage(db(), seller, conversationId, "Yes");
    await expectNotEligible(buyer, seller, product.id);
    await ageConversation(conversationId, 23);
    await expectNotEligible(buyer, seller, product.id);
    await ageConversation(conversationId, 25);
    await expectEligibleAndWrite(buyer, seller, product.id, "conversation");
  });

  it("does not count an opened contact, however old: opening a contact is one-sided", async () => {
    const seller = await person("Seller contact");
    const buyer = await person("Buyer contact");
    const product = await make.product(seller, { name: "Called about" });
    await openedContact(buyer, seller, product.id, 25);
    await openedContact(buyer, seller, product.id, 24 * 30);
    await expectNotEligible(buyer, seller, product.id);
  });

  it("lets nobody review themselves", async () => {
    const seller = await person("Seller self");
    const product = await make.product(seller, { name: "My own" });
    expect(await getReviewForm(db(), seller, product.id)).toBeNull();
    expect(await reasonOf(writeReview(db(), seller, { listingId: product.id, rating: 5 }))).toBe("review_own_listing");
    expect(await db().select().from(reviews).where(eq(reviews.sellerId, seller))).toEqual([]);
  });
});

describe("one review per student and listing", () => {
  it("writes one review, and tells the seller once, when two sends race", async () => {
    const seller = await person("Seller raced");
    for (let round = 0; round < 3; round++) {
      const reviewer = await person(`Racer ${round}`);
      const product = await make.product(seller, { name: `Raced ${round}` });
      await talkedAbout(reviewer, seller, product.id, 25);
      const results = await Promise.allSettled(
        [5, 3].map((rating) => writeReview(db(), reviewer, { listingId: product.id, rating })),
      );
      const fulfilled = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      const rejected = results.flatMap((r) =>
        r.status === "rejected" ? [(r.reason as { reason?: string }).reason ?? String(r.reason)] : [],
      );
      expect(fulfilled.filter((r) => r.created)).toHaveLength(1);
      // The other send either changed the review just written, or was told it was already written.
      for (const other of fulfilled.filter((r) => !r.created))
        expect(other.reviewId).toBe(fulfilled.find((r) => r.created)!.reviewId);
      expect(rejected.every((reason) => reason === "review_already_written")).toBe(true);
      expect(fulfilled.length + rejected.length).toBe(2);
      // PGlite is one session: its transactions take turns, so the second send finds the first's review.
      if (testDatabaseKind === "pglite") expect(fulfilled.map((r) => r.created).sort()).toEqual([false, true]);

      const rows = await db().select().from(reviews).where(eq(reviews.listingId, product.id));
      expect(rows).toHaveLength(1);
      expect(await reviewReceivedCount(seller, product.id)).toBe(1);
    }
    expect((await getSellerRating(db(), seller))?.count).toBe(3);
  });

  it("counts both when two students' first reviews of one seller are written at once", async () => {
    const seller = await person("Seller reviewed twice at once");
    const product = await make.product(seller, { name: "Popular" });
    const students = [await person("First at once"), await person("Second at once")];
    for (const student of students) await talkedAbout(student, seller, product.id, 25);
    const written = await Promise.all([
      writeReview(db(), students[0]!, { listingId: product.id, rating: 2 }),
      writeReview(db(), students[1]!, { listingId: product.id, rating: 5 }),
    ]);
    expect(written.map((w) => w.created)).toEqual([true, true]);
    expect(await getSellerRating(db(), seller)).toEqual({ count: 2, average: 3.5, bars: [0, 1, 0, 0, 1] });
  });
});

describe("changing a review", () => {
  it("changes the rating and text without news for the seller, within 30 days only", async () => {
    const seller = await person("Seller edited");
    const reviewer = await person("Reviewer editing");
    const product = await make.product(seller, { name: "Edited about" });
    await talkedAbout(reviewer, seller, product.id, 25);

    const first = await writeReview(db(), reviewer, { listingId: product.id, rating: 2, body: "Meh" });
    expect(first.created).toBe(true);
    expect(await getSellerRating(db(), seller)).toEqual({ count: 1, average: 2, bars: [0, 1, 0, 0, 0] });
    expect(await getReviewForm(db(), reviewer, product.id)).toMatchObject({ existing: { rating: 2, body: "Meh" } });

    const second = await writeReview(db(), reviewer, {
      listingId: product.id,
      rating: 4,
      body: "  Better than I said  ",
    });
    expect(second).toMatchObject({ reviewId: first.reviewId, sellerId: seller, created: false });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, first.reviewId));
    expect(row).toMatchObject({ rating: 4, body: "Better than I said" });
    expect(await db().select().from(reviews).where(eq(reviews.listingId, product.id))).toHaveLength(1);
    expect(await reviewReceivedCount(seller, product.id)).toBe(1);
    expect(await getSellerRating(db(), seller)).toEqual({ count: 1, average: 4, bars: [0, 0, 0, 1, 0] });

    // 29 days on: still changeable.
    await db().execute(sql`update reviews set created_at = now() - interval '29 days' where id = ${first.reviewId}`);
    expect(await writeReview(db(), reviewer, { listingId: product.id, rating: 5 })).toMatchObject({ created: false });
    expect(await getSellerRating(db(), seller)).toEqual({ count: 1, average: 5, bars: [0, 0, 0, 0, 1] });

    // 31 days on: closed, and nothing changes.
    await db().execute(sql`update reviews set created_at = now() - interval '31 days' where id = ${first.reviewId}`);
    await expect(
      writeReview(db(), reviewer, { listingId: product.id, rating: 1, body: "Changed my mind" }),
    ).rejects.toMatchObject({
      reason: "review_edit_closed",
      values: { days: REVIEW_EDIT_DAYS },
    });
    expect(await getReviewForm(db(), reviewer, product.id)).toBeNull();
    const [after] = await db().select().from(reviews).where(eq(reviews.id, first.reviewId));
    expect(after).toMatchObject({ rating: 5, body: null });
    expect(await getSellerRating(db(), seller)).toEqual({ count: 1, average: 5, bars: [0, 0, 0, 0, 1] });
    expect(await reviewReceivedCount(seller, product.id)).toBe(1);
  });
});

describe("sock puppets", () => {
  it("refuses a review from a browser the seller's account was used in, and accepts one from another", async () => {
    const seller = await person("Seller puppeteer");
    const puppet = await person("Puppet");
    const honest = await person("Honest buyer");
    const product = await make.product(seller, { name: "Puppet listing" });
    await talkedAbout(puppet, seller, product.id, 25);
    await talkedAbout(honest, seller, product.id, 25);

    await noteDeviceSighting(db(), seller, "hash-x");
    await noteDeviceSighting(db(), seller, "hash-x");
    await noteDeviceSighting(db(), puppet, "hash-x");
    await noteDeviceSighting(db(), honest, "hash-y");

    expect(await getReviewForm(db(), puppet, product.id)).toBeNull();
    expect(await reasonOf(writeReview(db(), puppet, { listingId: product.id, rating: 5 }))).toBe("review_same_device");
    expect(await getReviewForm(db(), honest, product.id)).toMatchObject({ existing: null });
    expect(await writeReview(db(), honest, { listingId: product.id, rating: 3 })).toMatchObject({ created: true });
    expect(
      (await db().select().from(reviews).where(eq(reviews.listingId, product.id))).map((r) => r.reviewerId),
    ).toEqual([honest]);
    expect(await getSellerRating(db(), seller)).toEqual({ count: 1, average: 3, bars: [0, 0, 1, 0, 0] });
  });

  it("counts a second account named buyer in two deals as one voice", async () => {
    const seller = await person("Seller two deals");
    const second = await person("Seller's second account");
    for (const name of ["First deal", "Second deal"]) {
      const product = await make.product(seller, { name });
      await confirmedSale(seller, second, product.id);
      expect(await writeReview(db(), second, { listingId: product.id, rating: 5, body: "Best seller" })).toMatchObject({
        created: true,
      });
    }
    expect(await db().select().from(reviews).where(eq(reviews.sellerId, seller))).toHaveLength(2);
    // Its own confirmed number is one voice, however many sales name it, and readers see what each rests on.
    expect(await getSellerRating(db(), seller)).toEqual({ count: 1, average: 5, bars: [0, 0, 0, 0, 1] });
    const shown = (await listSellerReviews(db(), seller)).reviews;
    expect(shown.map((review) => [review.basis, review.notCounted])).toEqual([
      ["deal", null],
      ["deal", null],
    ]);
  });
});

/** A small seeded pseudo-random generator (mulberry32): the same sequence every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("a seller's rating", () => {
  it("equals a recount of each voice's latest shown review after a random run of writes, changes, hides and unhides", async () => {
    const random = seeded(8);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const sellers = [await person("Rated seller A"), await person("Rated seller B")];
    const voices = await Promise.all([0, 1, 2, 3].map((i) => person(`Voice ${i}`)));
    const listingsOf = [
      await Promise.all(["A1", "A2", "A3"].map((name) => make.product(sellers[0]!, { name }))),
      await Promise.all(["B1", "B2"].map((name) => make.product(sellers[1]!, { name }))),
    ];
    const allListings = listingsOf.flatMap((list, s) => list.map((l) => ({ id: l.id, sellerId: sellers[s]! })));
    for (const voice of voices)
      for (const listing of allListings) await talkedAbout(voice, listing.sellerId, listing.id, 25);

    interface Modelled {
      id: string;
      voice: string;
      sellerId: string;
      rating: number;
      hidden: boolean;
      /** Order of writing: a voice's latest review is the one written last. */
      seq: number;
    }
    const model = new Map<string, Modelled>();
    // Each new review is dated a second after the one before, in the past, so "latest" never ties.
    const base = Date.now() - 2 * DAY_MS;
    let seq = 0;

    const recount = (sellerId: string): SellerRating | null => {
      const latest = new Map<string, Modelled>();
      for (const review of model.values()) {
        if (review.sellerId !== sellerId || review.hidden) continue;
        const held = latest.get(review.voice);
        if (!held || review.seq > held.seq) latest.set(review.voice, review);
      }
      if (latest.size === 0) return null;
      const bars: [number, number, number, number, number] = [0, 0, 0, 0, 0];
      let total = 0;
      for (const review of latest.values()) {
        bars[review.rating - 1]!++;
        total += review.rating;
      }
      return { count: latest.size, average: total / latest.size, bars };
    };

    const done = { writes: 0, edits: 0, hides: 0, unhides: 0, fallbacks: 0 };
    for (let step = 0; step < 40; step++) {
      const roll = random();
      const shown = [...model.values()].filter((r) => !r.hidden);
      const hidden = [...model.values()].filter((r) => r.hidden);
      if (roll < 0.2 && shown.length > 0) {
        const review = pick(shown);
        await db().execute(sql`update reviews set hidden_at = now() where id = ${review.id}`);
        review.hidden = true;
        done.hides++;
        // The voice's latest review hidden while an earlier one of the same seller stays: that one counts now.
        if (
          shown.some(
            (r) => r !== review && r.voice === review.voice && r.sellerId === review.sellerId && r.seq < review.seq,
          )
        )
          done.fallbacks++;
      } else if (roll < 0.35 && hidden.length > 0) {
        const review = pick(hidden);
        await db().execute(sql`update reviews set hidden_at = null where id = ${review.id}`);
        review.hidden = false;
        done.unhides++;
      } else {
        const voice = pick(voices);
        const listing = pick(allListings);
        const rating = 1 + Math.floor(random() * 5);
        const key = `${voice}:${listing.id}`;
        const before = model.get(key);
        const result = await writeReview(db(), voice, { listingId: listing.id, rating });
        expect(result.created).toBe(!before);
        if (before) {
          before.rating = rating;
          done.edits++;
        } else {
          seq++;
          await db().execute(
            sql`update reviews set created_at = ${new Date(base + seq * 1000).toISOString()}::timestamptz where id = ${result.reviewId}`,
          );
          model.set(key, { id: result.reviewId, voice, sellerId: listing.sellerId, rating, hidden: false, seq });
          done.writes++;
        }
      }
      for (const sellerId of sellers)
        expect(await getSellerRating(db(), sellerId), `seller ${sellerId} after step ${step}`).toEqual(
          recount(sellerId),
        );
    }
    // The run did exercise each kind of change.
    expect(Math.min(...Object.values(done))).toBeGreaterThan(0);
    // A voice with several reviews of one seller: counted once.
    expect(model.size).toBeGreaterThan((await getSellerRating(db(), sellers[0]!))?.count ?? 0);
  });

  it("keeps a review, and the rating, when the listing and then the reviewer's account are deleted", async () => {
    const seller = await person("Seller outliving");
    const reviewer = await person("Reviewer leaving");
    const other = await person("Reviewer staying");
    const product = await make.product(seller, { name: "Soon deleted" });
    const kept = await make.product(seller, { name: "Kept" });
    await talkedAbout(reviewer, seller, product.id, 25);
    await talkedAbout(other, seller, kept.id, 25);
    const { reviewId } = await writeReview(db(), reviewer, {
      listingId: product.id,
      rating: 2,
      body: "Slow to answer",
    });
    await writeReview(db(), other, { listingId: kept.id, rating: 5 });
    const rating = await getSellerRating(db(), seller);
    expect(rating).toEqual({ count: 2, average: 3.5, bars: [0, 1, 0, 0, 1] });

    await db().execute(sql`delete from listings where id = ${product.id}`);
    expect(await getSellerRating(db(), seller)).toEqual(rating);
    await deleteAccount(db(), reviewer);
    expect(await getSellerRating(db(), seller)).toEqual(rating);

    const { reviews: shown } = await listSellerReviews(db(), seller);
    const review = shown.find((r) => r.id === reviewId);
    expect(review).toMatchObject({ rating: 2, body: "Slow to answer", listing: null, reviewer: null });
    expect(shown).toHaveLength(2);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ voiceId: reviewer, reviewerId: null, listingId: null });
  });

  it("goes with the seller's account, and their rating with it", async () => {
    const seller = await person("Seller leaving");
    const reviewer = await person("Reviewer of leaver");
    const product = await make.product(seller, { name: "Leaver's item" });
    await talkedAbout(reviewer, seller, product.id, 25);
    const { reviewId } = await writeReview(db(), reviewer, { listingId: product.id, rating: 3 });
    expect((await getSellerRating(db(), seller))?.count).toBe(1);
    await deleteAccount(db(), seller);
    expect(await db().select().from(reviews).where(eq(reviews.id, reviewId))).toEqual([]);
    expect(await getSellerRating(db(), seller)).toBeNull();
    expect(await queryRows(db(), sql`select 1 from seller_ratings where seller_id = ${seller}`)).toEqual([]);
  });
});

describe("a seller's reply", () => {
  it("is the seller's alone, given once, and tells the reviewer; both notifications name who and what", async () => {
    const seller = await person("Replying Seller");
    const reviewer = await person("Reviewing Student");
    const stranger = await person("Meddling Stranger");
    const product = await make.product(seller, { name: "Blue bicycle" });
    await talkedAbout(reviewer, seller, product.id, 25);
    const { reviewId } = await writeReview(db(), reviewer, { listingId: product.id, rating: 4, body: "Good bike" });

    const received = (await listNotifications(db(), seller)).items.filter((n) => n.kind === "review_received");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      actorName: "Reviewing Student",
      listingTitle: "Blue bicycle",
      link: `/user/${seller}#reviews`,
    });
    expect(describeNotification(received[0]!)).toEqual({
      title: "New review",
      message: 'Reviewing Student reviewed you about "Blue bicycle".',
    });

    expect(await reasonOf(replyToReview(db(), stranger, { reviewId, reply: "Not mine to answer" }))).toBe(
      "review_not_found",
    );
    expect(await reasonOf(replyToReview(db(), reviewer, { reviewId, reply: "Answering myself" }))).toBe(
      "review_not_found",
    );
    expect((await listNotifications(db(), reviewer)).items.filter((n) => n.kind === "review_replied")).toEqual([]);

    await replyToReview(db(), seller, { reviewId, reply: "  Thank you!  " });
    expect(await reasonOf(replyToReview(db(), seller, { reviewId, reply: "Again" }))).toBe("review_reply_exists");
    const [row] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ reply: "Thank you!" });
    expect(row?.repliedAt).toBeInstanceOf(Date);
    const { reviews: shown } = await listSellerReviews(db(), seller);
    expect(shown).toMatchObject([{ id: reviewId, reply: "Thank you!" }]);

    const replied = (await listNotifications(db(), reviewer)).items.filter((n) => n.kind === "review_replied");
    expect(replied).toHaveLength(1);
    expect(replied[0]).toMatchObject({
      actorName: "Replying Seller",
      listingTitle: "Blue bicycle",
      link: `/user/${seller}#review-${reviewId}`,
    });
    expect(describeNotification(replied[0]!)).toEqual({
      title: "Reply to your review",
      message: 'Replying Seller replied to your review of "Blue bicycle".',
    });
  });

  it("is refused on a hidden review", async () => {
    const seller = await person("Seller hidden reply");
    const reviewer = await person("Reviewer hidden");
    const product = await make.product(seller, { name: "Hidden review listing" });
    await talkedAbout(reviewer, seller, product.id, 25);
    const { reviewId } = await writeReview(db(), reviewer, { listingId: product.id, rating: 1 });
    await db().execute(sql`update reviews set hidden_at = now() where id = ${reviewId}`);
    expect(await reasonOf(replyToReview(db(), seller, { reviewId, reply: "Hello" }))).toBe("review_not_found");
  });
});

describe("a seller's reviews, as their profile lists them", () => {
  it("shows them newest first, a page at a time, without hidden ones", async () => {
    const seller = await person("Seller many reviews");
    const reviewer = await person("Frequent buyer");
    const written: string[] = [];
    const base = Date.now() - DAY_MS;
    for (let i = 0; i <= REVIEWS_PER_PAGE; i++) {
      const product = await make.product(seller, { name: `Item ${i}` });
      await talkedAbout(reviewer, seller, product.id, 25);
      const { reviewId } = await writeReview(db(), reviewer, {
        listingId: product.id,
        rating: 1 + (i % 5),
        body: `Review ${i}`,
      });
      // One minute apart, the last written the newest.
      await db().execute(
        sql`update reviews set created_at = ${new Date(base + i * 60_000).toISOString()}::timestamptz where id = ${reviewId}`,
      );
      written.push(reviewId);
    }
    const newestFirst = [...written].reverse();

    const first = await listSellerReviews(db(), seller, 1);
    expect(first.reviews.map((r) => r.id)).toEqual(newestFirst.slice(0, REVIEWS_PER_PAGE));
    expect(first.hasMore).toBe(true);
    expect(first.reviews[0]).toMatchObject({
      body: `Review ${REVIEWS_PER_PAGE}`,
      reviewer: { id: reviewer, name: "Frequent buyer" },
      listing: { kind: "product", title: `Item ${REVIEWS_PER_PAGE}` },
    });
    const second = await listSellerReviews(db(), seller, 2);
    expect(second.reviews.map((r) => r.id)).toEqual([written[0]]);
    expect(second.hasMore).toBe(false);

    await db().execute(sql`update reviews set hidden_at = now() where id = ${written[5]!}`);
    const afterHiding = await listSellerReviews(db(), seller, 1);
    expect(afterHiding.reviews.map((r) => r.id)).toEqual(newestFirst.filter((id) => id !== written[5]));
    expect(afterHiding.hasMore).toBe(false);
    expect((await listSellerReviews(db(), seller, 2)).reviews).toEqual([]);
  });

  it("marks a review from an account under 7 days old, and not one from an older account", async () => {
    const seller = await person("Seller new accounts");
    const fresh = await person("Fresh account");
    const settled = await person("Settled account");
    await db().execute(sql`update users set created_at = now() - interval '8 days' where id = ${settled}`);
    const product = await make.product(seller, { name: "New account listing" });
    await talkedAbout(fresh, seller, product.id, 25);
    await talkedAbout(settled, seller, product.id, 25);
    const { reviewId: freshReview } = await writeReview(db(), fresh, { listingId: product.id, rating: 5 });
    const { reviewId: settledReview } = await writeReview(db(), settled, { listingId: product.id, rating: 4 });

    const { reviews: shown } = await listSellerReviews(db(), seller);
    expect(shown.find((r) => r.id === freshReview)?.newAccount).toBe(true);
    expect(shown.find((r) => r.id === settledReview)?.newAccount).toBe(false);
  });
});

describe("where the rating shows", () => {
  it("carries the seller's rating on their listings' cards and page, and sorts the directory by it", async () => {
    const seller = await person("Rated Rukia");
    const unrated = await person("Unrated Rukia");
    const buyer = await person("Buyer of Rukia");
    const sold = await make.product(seller, { name: "Rukia kettle" });
    const other = await make.product(seller, { name: "Rukia thermos" });
    const plain = await make.product(unrated, { name: "Rukia spoon" });
    await confirmedSale(seller, buyer, sold.id);
    await writeReview(db(), buyer, { listingId: sold.id, rating: 4 });

    const cards = (await listListings(db(), "product", { page: 1, q: "Rukia" })).items;
    expect(cards.find((card) => card.id === other.id)?.sellerRating).toEqual([4, 1]);
    expect(cards.find((card) => card.id === plain.id)?.sellerRating).toBeNull();
    expect((await getListing(db(), "product", other.id, null)).seller.rating).toEqual([4, 1]);

    // "Highest rated" ranks only sellers with 3 counted reviews: one review ranks nobody yet.
    const byRating = (await listSellers(db(), { q: "Rukia", pages: 1, sort: "rating" })).sellers.map((s) => s.id);
    expect(byRating.indexOf(unrated)).toBeLessThan(byRating.indexOf(seller));
    for (const name of ["Rukia cup", "Rukia plate"]) {
      const listing = await make.product(seller, { name });
      const another = await person(`Buyer of ${name}`);
      await confirmedSale(seller, another, listing.id);
      await writeReview(db(), another, { listingId: listing.id, rating: 4 });
    }
    const ranked = (await listSellers(db(), { q: "Rukia", pages: 1, sort: "rating" })).sellers.map((s) => s.id);
    expect(ranked.indexOf(seller)).toBeLessThan(ranked.indexOf(unrated));
    const newest = (await listSellers(db(), { q: "Rukia", pages: 1 })).sellers;
    expect(newest.map((s) => s.id).indexOf(unrated)).toBeLessThan(newest.map((s) => s.id).indexOf(seller));
    expect(newest.find((s) => s.id === seller)?.rating).toEqual([4, 3]);
  });
});

describe("one person, several accounts", () => {
  it("counts two accounts seen in one browser as one voice in the seller's rating", async () => {
    const seller = await person("Voiced Vumilia");
    const first = await person("First account");
    const second = await person("Second account");
    const bought = await make.product(seller, { name: "Voice lamp" });
    const alsoBought = await make.product(seller, { name: "Voice desk" });
    for (const [buyer, listing] of [
      [first, bought],
      [second, alsoBought],
    ] as const) {
      await confirmedSale(seller, buyer, listing.id);
    }
    await noteDeviceSighting(db(), first, "phone-of-one-person");
    await noteDeviceSighting(db(), second, "phone-of-one-person");
    await writeReview(db(), first, { listingId: bought.id, rating: 1 });
    await writeReview(db(), second, { listingId: alsoBought.id, rating: 1 });
    const rows = await db().select({ voiceId: reviews.voiceId }).from(reviews).where(eq(reviews.sellerId, seller));
    expect(rows.map((row) => row.voiceId)).toEqual([first, first]);
    expect(await getSellerRating(db(), seller)).toMatchObject({ count: 1 });
  });

  it("ranks the directory's 'Highest rated' by an average pulled towards 4: three 5-star reviews do not beat 4.9 from nine students", async () => {
    const once = await person("Rank once");
    const many = await person("Rank many");
    const rate = async (sellerId: string, ratings: number[]) => {
      for (const rating of ratings) {
        const voice = await person("Rank voter");
        await db().insert(reviews).values({
          sellerId,
          reviewerId: voice,
          authorId: voice,
          voiceId: voice,
          rating,
          basis: "deal",
          newAccount: false,
        });
      }
    };
    await rate(once, [5, 5, 5]);
    await rate(many, [5, 5, 5, 5, 5, 5, 5, 5, 4]);
    const ranked = (await listSellers(db(), { q: "Rank ", pages: 1, sort: "rating" })).sellers.map((s) => s.id);
    expect(ranked.indexOf(many)).toBeLessThan(ranked.indexOf(once));
  });
});

describe("one number, one voice, in the rating", () => {
  /** A review on a confirmed sale, by an account made here (`phone`: whether it confirmed a number of its own). */
  async function reviewBy(sellerId: string, options: { phone: boolean; rating: number; name: string }) {
    const { id } = await make.user({ fullName: options.name });
    if (options.phone) await make.confirmPhone(id);
    const listing = await make.product(sellerId, { name: `${options.name}'s buy` });
    await confirmedSale(sellerId, id, listing.id);
    const { reviewId } = await writeReview(db(), id, { listingId: listing.id, rating: options.rating });
    return { authorId: id, reviewId };
  }
  const notCountedOf = async (sellerId: string, reviewId: string) =>
    (await listSellerReviews(db(), sellerId)).reviews.find((r) => r.id === reviewId)?.notCounted;

  it("shows a review from an account without a confirmed phone, but counts it only once the author confirms one", async () => {
    const seller = await person("Seller unverified reviews");
    await reviewBy(seller, { phone: true, rating: 5, name: "Verified Vera" });
    const { authorId, reviewId } = await reviewBy(seller, { phone: false, rating: 1, name: "Unverified Uli" });
    expect(await notCountedOf(seller, reviewId)).toBe("unverified");
    expect(await getSellerRating(db(), seller)).toEqual({ count: 1, average: 5, bars: [0, 0, 0, 0, 1] });
    expect(await getReviewForm(db(), authorId, (await make.product(seller)).id)).toBeNull();
    await make.confirmPhone(authorId);
    expect(await notCountedOf(seller, reviewId)).toBeNull();
    expect(await getSellerRating(db(), seller)).toEqual({ count: 2, average: 3, bars: [1, 0, 0, 0, 1] });
  });

  it("a number moved to a second account keeps its first account's voice: the second's review does not count", async () => {
    const seller = await person("Seller moved number");
    const first = await reviewBy(seller, { phone: false, rating: 5, name: "First holder" });
    await make.confirmPhone(first.authorId, "0765333444");
    const second = await reviewBy(seller, { phone: false, rating: 5, name: "Second holder" });
    expect(await make.confirmPhone(second.authorId, "0765333444")).toMatchObject({
      voiced: false,
      tookFromAnother: true,
    });
    expect(await notCountedOf(seller, first.reviewId)).toBeNull();
    expect(await notCountedOf(seller, second.reviewId)).toBe("unverified");
    expect(await getSellerRating(db(), seller)).toMatchObject({ count: 1 });
  });

  it("drops a suspended author's reviews from the average until the suspension ends, and an account an admin deleted for good", async () => {
    const seller = await person("Seller of suspended reviewer");
    const kept = await reviewBy(seller, { phone: true, rating: 4, name: "Kept Kemi" });
    const suspended = await reviewBy(seller, { phone: true, rating: 1, name: "Suspended Sam" });
    const removed = await reviewBy(seller, { phone: true, rating: 1, name: "Removed Rose" });
    expect(await getSellerRating(db(), seller)).toMatchObject({ count: 3, average: 2 });

    await db().execute(
      sql`update users set banned = true, ban_expires = now() + interval '7 days' where id = ${suspended.authorId}`,
    );
    expect(await notCountedOf(seller, suspended.reviewId)).toBe("suspended");
    expect(await getSellerRating(db(), seller)).toMatchObject({ count: 2, average: 2.5 });
    // The week passes: the hourly job counts them again (no row changed when the date went by).
    await db().execute(sql`alter table users disable trigger users_suspension_recounts_ratings`);
    await db().execute(sql`update users set ban_expires = now() - interval '1 hour' where id = ${suspended.authorId}`);
    await db().execute(sql`alter table users enable trigger users_suspension_recounts_ratings`);
    expect(await getSellerRating(db(), seller)).toMatchObject({ count: 2 });
    expect(await recountRatingsAfterSuspensions(db())).toBeGreaterThanOrEqual(1);
    expect(await getSellerRating(db(), seller)).toMatchObject({ count: 3, average: 2 });

    const admin = await make.user({ role: "admin" });
    await removeUser(db(), admin.id, removed.authorId);
    expect(await notCountedOf(seller, removed.reviewId)).toBe("removed");
    expect(await getSellerRating(db(), seller)).toMatchObject({ count: 2, average: 2.5 });
    // A student who deleted their own account keeps their say.
    await deleteAccount(db(), kept.authorId);
    expect(await notCountedOf(seller, kept.reviewId)).toBeNull();
    expect(await getSellerRating(db(), seller)).toMatchObject({ count: 2, average: 2.5 });
  });
});
