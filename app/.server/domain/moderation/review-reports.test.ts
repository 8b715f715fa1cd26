import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { m } from "~/paraglide/messages";
import { moderationLog, notifications, reports, reviews, users } from "../../db/schema";
import { deleteAccount } from "../accounts/delete-account";
import { closeListing } from "../listings/deals/close-listing";
import { confirmPurchase } from "../listings/deals/confirm-purchase";
import { startConversation } from "../messages/start-conversation";
import { getSellerRating } from "../reviews/get-seller-rating";
import { listSellerReviews } from "../reviews/list-seller-reviews";
import { writeReview } from "../reviews/write-review";
import { describeReportTarget } from "./describe-report-target";
import { getReportCase } from "./get-report-case";
import { listReportQueue } from "./list-report-queue";
import { moderateReportCase } from "./moderate-report-case";
import { reportTarget } from "./report-target";

const handle = testDatabase();
const { make } = handle;
let moderatorId: string;
const NET = { safetyNetReporters: 3 };

beforeAll(async () => {
  moderatorId = (await make.user({ fullName: "Mona Moderator", role: "moderator" })).id;
});

const db = () => handle.db;

/** The domain reason a promise fails with (fails the test if it succeeds). */
async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
  throw new Error("expected a refusal, got a success");
}

/** A seller's product sold to a buyer who wrote about it, then reviewed by that buyer. */
async function writtenReview(options: { sellerId?: string; rating?: number; body?: string } = {}) {
  const sellerId = options.sellerId ?? (await make.user({ fullName: "Selma Seller" })).id;
  const reviewerId = (await make.user({ fullName: "Rashid Reviewer" })).id;
  await make.confirmPhone(reviewerId);
  const product = await make.product(sellerId, { name: "Desk lamp" });
  await startConversation(db(), reviewerId, product.id, "Is the lamp still there?");
  await closeListing(db(), sellerId, { kind: "product", listingId: product.id, buyerId: reviewerId });
  // The buyer confirms the sale, and a day passes: a review needs both sides, a day old.
  await confirmPurchase(db(), reviewerId, product.id);
  await db().execute(
    sql`update listing_deals set closed_at = now() - interval '25 hours' where listing_id = ${product.id}`,
  );
  const { reviewId } = await writeReview(db(), reviewerId, {
    listingId: product.id,
    rating: options.rating ?? 1,
    body: options.body,
  });
  return { sellerId, reviewerId, listingId: product.id, reviewId };
}

const reportReview = (reporterId: string, id: string, reason: "scam" | "offensive" | "other" = "offensive") =>
  reportTarget(db(), reporterId, { kind: "review", id, reason, details: "" }, NET);
const moderate = (actorId: string, id: string, action: string, note = "Checked it", length?: string) =>
  moderateReportCase(db(), actorId, { kind: "review", id, action, note, length });
const shownIds = async (sellerId: string) =>
  (await listSellerReviews(db(), sellerId)).reviews.map((review) => review.id);
const notificationKinds = async (userId: string) =>
  (await db().select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId))).map(
    (row) => row.kind,
  );

describe("reporting a review", () => {
  it("lets the seller or any signed-in student report a shown review, keeping what it said and never more", async () => {
    const { sellerId, reviewerId, listingId, reviewId } = await writtenReview({
      rating: 1,
      body: "Rude seller, never answers. ".repeat(5),
    });
    const stranger = (await make.user()).id;

    const described = await describeReportTarget(db(), stranger, "review", reviewId);
    expect(described).toEqual({
      kind: "review",
      id: reviewId,
      name: "Rude seller, never answers. ".repeat(5).slice(0, 80),
      backTo: `/user/${sellerId}#review-${reviewId}`,
    });

    const fromSeller = await reportReview(sellerId, reviewId);
    expect(fromSeller.target.backTo).toBe(`/user/${sellerId}#review-${reviewId}`);
    await reportReview(stranger, reviewId, "scam");

    const rows = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetKind, "review"), eq(reports.targetId, reviewId)));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.targetOwnerId).toBe(reviewerId);
      expect(row.snapshot).toMatchObject({
        rating: 1,
        body: "Rude seller, never answers. ".repeat(5).trim(),
        reply: null,
        sellerId,
        listingId,
      });
      expect(Object.keys(row.snapshot as object).sort()).toEqual([
        "body",
        "createdAt",
        "listingId",
        "rating",
        "reply",
        "sellerId",
      ]);
    }
    // The same student twice: one open report per reporter and target.
    expect(await reasonOf(reportReview(stranger, reviewId))).toBe("report_already_open");
  });

  it("names a review without words by its stars", async () => {
    const { reviewId } = await writtenReview({ rating: 2 });
    const described = await describeReportTarget(db(), (await make.user()).id, "review", reviewId);
    expect(described.name).toBe(m.reviews_rated({ rating: 2 }));
  });

  it("refuses the reviewer reporting their own review, a hidden review, a suspended seller's review and an unknown one", async () => {
    const { sellerId, reviewerId, reviewId } = await writtenReview();
    const student = (await make.user()).id;
    expect(await reasonOf(describeReportTarget(db(), reviewerId, "review", reviewId))).toBe("report_own_target");
    expect(await reasonOf(reportReview(reviewerId, reviewId))).toBe("report_own_target");

    await db().update(reviews).set({ hiddenAt: new Date(), hiddenBy: moderatorId }).where(eq(reviews.id, reviewId));
    expect(await reasonOf(describeReportTarget(db(), student, "review", reviewId))).toBe("report_target_not_found");
    expect(await reasonOf(reportReview(student, reviewId))).toBe("report_target_not_found");
    await db().update(reviews).set({ hiddenAt: null, hiddenBy: null }).where(eq(reviews.id, reviewId));

    const other = await writtenReview();
    await db().update(users).set({ banned: true, banExpires: null }).where(eq(users.id, other.sellerId));
    expect(await reasonOf(reportReview(student, other.reviewId))).toBe("report_target_not_found");

    expect(await reasonOf(reportReview(student, "00000000-0000-4000-8000-000000000000"))).toBe(
      "report_target_not_found",
    );
    expect(await db().select().from(reports).where(eq(reports.targetId, reviewId))).toEqual([]);
    // The seller may report it, though: it is about them, not theirs.
    await expect(reportReview(sellerId, reviewId)).resolves.toMatchObject({ tookDown: false });
  });
});

describe("a moderator deciding a reported review", () => {
  it("hides it from the profile and the rating at once, restores both, logs each and tells the reporters", async () => {
    const sellerId = (await make.user({ fullName: "Sifa Seller" })).id;
    const kept = await writtenReview({ sellerId, rating: 5, body: "Great" });
    const { reviewerId, reviewId } = await writtenReview({ sellerId, rating: 1, body: "Liar and thief" });
    const reporterA = (await make.user()).id;
    const reporterB = (await make.user()).id;
    await reportReview(reporterA, reviewId);
    await reportReview(reporterB, reviewId);

    expect((await shownIds(sellerId)).sort()).toEqual([kept.reviewId, reviewId].sort());
    expect(await getSellerRating(db(), sellerId)).toMatchObject({ count: 2, average: 3 });

    // The queue names it by its words and its stars; the case shows whom it is about.
    const queue = await listReportQueue(db(), moderatorId, { state: "open", targetKind: "review" });
    expect(queue.items.find((row) => row.id === reviewId)).toMatchObject({
      kind: "review",
      reports: 2,
      excerpt: "Liar and thief",
      rating: 1,
    });
    const view = await getReportCase(db(), moderatorId, "review", reviewId);
    expect(view.target).toMatchObject({
      kind: "review",
      rating: 1,
      body: "Liar and thief",
      reply: null,
      reviewerName: "Rashid Reviewer",
      sellerId,
      sellerName: "Sifa Seller",
      listing: { title: "Desk lamp" },
      hidden: false,
    });
    expect(view.ownerId).toBe(reviewerId);
    expect(view.openReports).toBe(2);

    // Restoring what is shown does not apply.
    expect(await reasonOf(moderate(moderatorId, reviewId, "restore"))).toBe("moderation_action_not_allowed");
    expect(await reasonOf(moderate(moderatorId, reviewId, "remove"))).toBe("moderation_action_not_allowed");

    expect(await moderate(moderatorId, reviewId, "hide", "Insults, no deal detail")).toEqual({
      action: "hide",
      resolvedReports: 2,
    });
    expect(await shownIds(sellerId)).toEqual([kept.reviewId]);
    expect(await getSellerRating(db(), sellerId)).toMatchObject({ count: 1, average: 5, bars: [0, 0, 0, 0, 1] });
    const [hidden] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
    expect(hidden).toMatchObject({ hiddenBy: moderatorId });
    expect(hidden?.hiddenAt).toBeInstanceOf(Date);
    expect(await notificationKinds(reporterA)).toContain("report_actioned");
    expect(await notificationKinds(reporterB)).toContain("report_actioned");
    expect((await getReportCase(db(), moderatorId, "review", reviewId)).target).toMatchObject({ hidden: true });

    // Hidden twice does not apply; a hidden review is no longer reportable.
    expect(await reasonOf(moderate(moderatorId, reviewId, "hide"))).toBe("moderation_action_not_allowed");
    expect(await reasonOf(reportReview((await make.user()).id, reviewId))).toBe("report_target_not_found");

    expect(await moderate(moderatorId, reviewId, "restore", "Appeal by the reviewer held")).toEqual({
      action: "restore",
      resolvedReports: 0,
    });
    expect((await shownIds(sellerId)).sort()).toEqual([kept.reviewId, reviewId].sort());
    expect(await getSellerRating(db(), sellerId)).toMatchObject({ count: 2, average: 3 });
    expect(
      await db()
        .select({ hiddenAt: reviews.hiddenAt, hiddenBy: reviews.hiddenBy })
        .from(reviews)
        .where(eq(reviews.id, reviewId)),
    ).toEqual([{ hiddenAt: null, hiddenBy: null }]);

    const log = await db()
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetKind, "review"), eq(moderationLog.targetId, reviewId)))
      .orderBy(moderationLog.id);
    expect(log.map((entry) => entry.action)).toEqual(["review_hidden", "review_restored"]);
    expect(log[0]).toMatchObject({
      actorId: moderatorId,
      subjectId: reviewerId,
      note: "Insults, no deal detail",
      details: { reports: 2 },
    });
    expect(log[0]?.snapshot).toMatchObject({ rating: 1, body: "Liar and thief", sellerId, hidden: false });
    expect(log[1]?.snapshot).toMatchObject({ hidden: true });
  });

  it("dismisses the reports: the review stays, the reporters hear no action was taken", async () => {
    const { sellerId, reviewId } = await writtenReview({ rating: 2, body: "Slow to answer" });
    const reporter = (await make.user()).id;
    await reportReview(reporter, reviewId, "other");
    expect(await moderate(moderatorId, reviewId, "dismiss", "An honest opinion")).toEqual({
      action: "dismiss",
      resolvedReports: 1,
    });
    expect(await shownIds(sellerId)).toEqual([reviewId]);
    expect(await notificationKinds(reporter)).toContain("report_dismissed");
    expect(await reasonOf(moderate(moderatorId, reviewId, "dismiss"))).toBe("moderation_action_not_allowed");
  });

  it("warns and suspends the review's writer, and finds nobody once their account is gone", async () => {
    const { reviewerId, reviewId } = await writtenReview({ body: "Spam spam" });
    await reportReview((await make.user()).id, reviewId, "scam");
    await moderate(moderatorId, reviewId, "warn", "Keep reviews about the deal");
    expect(await notificationKinds(reviewerId)).toContain("account_warned");
    await reportReview((await make.user()).id, reviewId, "scam");
    await moderate(moderatorId, reviewId, "suspend", "Spamming reviews", "7d");
    const log = await db()
      .select({ action: moderationLog.action, subjectId: moderationLog.subjectId })
      .from(moderationLog)
      .where(eq(moderationLog.targetId, reviewId))
      .orderBy(moderationLog.id);
    expect(log).toEqual([
      { action: "user_warned", subjectId: reviewerId },
      { action: "user_suspended", subjectId: reviewerId },
    ]);

    // The writer's account deleted: the review stays as a former student's, and can still be hidden.
    const gone = await writtenReview({ body: "Bad" });
    await reportReview((await make.user()).id, gone.reviewId);
    await deleteAccount(db(), gone.reviewerId);
    const view = await getReportCase(db(), moderatorId, "review", gone.reviewId);
    expect(view.target).toMatchObject({ kind: "review", reviewerName: null, writerId: gone.reviewerId });
    expect(view.owner).toBeNull();
    expect(await reasonOf(moderate(moderatorId, gone.reviewId, "warn"))).toBe("user_not_found");
    expect(await moderate(moderatorId, gone.reviewId, "hide")).toMatchObject({ resolvedReports: 1 });
    expect(await shownIds(gone.sellerId)).toEqual([]);
    expect(await getSellerRating(db(), gone.sellerId)).toBeNull();
  });

  it("refuses a student (the reviewer's second account included), and a moderator deciding a review of themselves", async () => {
    const { reviewerId, reviewId } = await writtenReview({ body: "Fine" });
    await reportReview((await make.user()).id, reviewId);
    const secondAccount = (await make.user({ fullName: "Rashid Again" })).id;
    for (const actor of [reviewerId, secondAccount]) {
      expect(await reasonOf(moderate(actor, reviewId, "hide"))).toBe("not_moderator");
      expect(await reasonOf(moderate(actor, reviewId, "restore"))).toBe("not_moderator");
      expect(await reasonOf(getReportCase(db(), actor, "review", reviewId))).toBe("not_moderator");
    }
    expect(
      await shownIds((await db().select({ s: reviews.sellerId }).from(reviews).where(eq(reviews.id, reviewId)))[0]!.s),
    ).toEqual([reviewId]);

    // A moderator who sells: a review of them is another moderator's to decide, and not in their queue.
    const sellingModerator = (await make.user({ fullName: "Moderator Selling", role: "moderator" })).id;
    const aboutThem = await writtenReview({ sellerId: sellingModerator, body: "Overpriced" });
    await reportReview((await make.user()).id, aboutThem.reviewId);
    expect(await reasonOf(moderate(sellingModerator, aboutThem.reviewId, "hide"))).toBe("moderation_not_yourself");
    expect(await reasonOf(getReportCase(db(), sellingModerator, "review", aboutThem.reviewId))).toBe(
      "moderation_not_yourself",
    );
    expect(
      (await listReportQueue(db(), sellingModerator, { state: "open", targetKind: "review" })).items.map(
        (row) => row.id,
      ),
    ).not.toContain(aboutThem.reviewId);
    expect(
      (await listReportQueue(db(), moderatorId, { state: "open", targetKind: "review" })).items.map((row) => row.id),
    ).toContain(aboutThem.reviewId);
  });
});
