import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import {
  isListedMove,
  LISTING_STATUS_MOVES,
  LISTING_STATUSES,
  type ListingStatus,
} from "~/lib/listings/listing-status";
import { REPORTS_PER_ACCOUNT_PER_DAY } from "~/lib/moderation/report-rules";
import { queryRows } from "../../db/client";
import { listedPublicly } from "../../db/queries/public-listing";
import { conversations, follows, listings, messages, moderationLog, notifications, reports } from "../../db/schema";
import { deleteAccount } from "../accounts/delete-account";
import { listMyListings } from "../listings/list-my-listings";
import { countUnreadNotifications } from "../notifications/count-unread-notifications";
import { listNotifications } from "../notifications/list-notifications";
import { notifyFollowersOfListing } from "../notifications/notify";
import { handOverReleasedVoices } from "../verification/voices/hand-over-released-voices";
import { fileAppeal } from "./file-appeal";
import { getReportCase } from "./get-report-case";
import { listReportQueue } from "./list-report-queue";
import { moderateReportCase } from "./moderate-report-case";
import { reportTarget } from "./report-target";

const handle = testDatabase();
const { make } = handle;
const NET = { safetyNetReporters: 3 };
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A reporter who counts: 8 days old, e-mail confirmed, with a phone number of their own confirmed (one voice). */
async function establishedStudent() {
  const user = await make.user({ emailVerified: true, createdAt: daysAgo(8) });
  await make.confirmPhone(user.id);
  return user;
}

const report = (
  reporterId: string,
  id: string,
  reason: "scam" | "unavailable" | "spam" = "scam",
  kind: "listing" | "user" | "shop" | "message" = "listing",
) => reportTarget(handle.db, reporterId, { kind, id, reason, details: "" }, NET);

const statusOf = async (id: string) =>
  (await handle.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status;
const isListed = async (id: string) =>
  (
    await handle.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, id), listedPublicly(listings)))
  ).length === 1;

describe("a listing's one life", () => {
  it("the database holds the same moves as the code's table", async () => {
    const rows = await queryRows<{ from_status: string; to_status: string }>(
      handle.db,
      sql`select from_status, to_status from listing_status_moves order by 1, 2`,
    );
    const expected = Object.entries(LISTING_STATUS_MOVES)
      .flatMap(([from, moves]) => Object.keys(moves).map((to) => `${from}>${to}`))
      .sort();
    expect(rows.map((r) => `${r.from_status}>${r.to_status}`).sort()).toEqual(expected);
  });

  it("refuses every move the table does not list, and allows each one it does", async () => {
    const seller = await make.user();
    // A product cannot be rented nor an accommodation sold: each pair is tried on a kind that has both statuses.
    const kindFor = (from: ListingStatus, to: ListingStatus) =>
      from === "rented" || to === "rented" ? "accommodation" : "product";
    for (const from of LISTING_STATUSES) {
      for (const to of LISTING_STATUSES) {
        if (from === to || (from === "rented" && to === "sold") || (from === "sold" && to === "rented")) continue;
        const listing =
          kindFor(from, to) === "accommodation"
            ? await make.accommodation(seller.id, { status: from })
            : await make.product(seller.id, { status: from });
        const move = handle.db.update(listings).set({ status: to }).where(eq(listings.id, listing.id));
        if (isListedMove(from, to)) {
          await move;
          expect(await statusOf(listing.id), `${from} -> ${to}`).toBe(to);
        } else {
          await expect(move, `${from} -> ${to}`).rejects.toThrow();
          expect(await statusOf(listing.id), `${from} -> ${to} left it`).toBe(from);
        }
      }
    }
  });

  it("stops a hidden listing's expiry clock", async () => {
    const seller = await make.user();
    const expiresAt = new Date(Date.now() + 10 * DAY);
    const listing = await make.product(seller.id, { expiresAt });
    await handle.db.update(listings).set({ status: "hidden" }).where(eq(listings.id, listing.id));
    // It has stood hidden for three days.
    await handle.db
      .update(listings)
      .set({ statusChangedAt: daysAgo(3) })
      .where(eq(listings.id, listing.id));
    await handle.db.update(listings).set({ status: "active" }).where(eq(listings.id, listing.id));
    const [row] = await handle.db
      .select({ expiresAt: listings.expiresAt })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(Math.round((row!.expiresAt!.getTime() - expiresAt.getTime()) / DAY)).toBe(3);
  });
});

describe("reports and the safety net", () => {
  it("three 2-day-old accounts cannot take a listing down", async () => {
    const listing = await make.product((await make.user()).id);
    for (let i = 0; i < 3; i++) {
      const young = await make.user({ emailVerified: true, createdAt: daysAgo(2) });
      await make.product(young.id);
      expect((await report(young.id, listing.id)).tookDown).toBe(false);
    }
    expect(await statusOf(listing.id)).toBe("active");
    // Kept, and weighing in the queue: three open reports, none counted.
    const kept = await handle.db
      .select({ counted: reports.counted })
      .from(reports)
      .where(eq(reports.targetId, listing.id));
    expect(kept.map((r) => r.counted)).toEqual([false, false, false]);
  });

  it("three 8-day-old accounts without a confirmed phone take nothing down, even each with a listing of its own", async () => {
    // The probe's weapon: three throwaway accounts a week old, each with one free listing others can see.
    const seller = await make.user({ userType: "verified" });
    const listing = await make.product(seller.id);
    for (let i = 0; i < 3; i++) {
      const idle = await make.user({ emailVerified: true, createdAt: daysAgo(8) });
      await make.product(idle.id, { name: "Throwaway" });
      const sent = await report(idle.id, listing.id);
      expect(sent).toMatchObject({ tookDown: false, counted: false });
    }
    expect(await statusOf(listing.id)).toBe("active");
  });

  it("three accounts that each confirmed one shared number count as one reporter", async () => {
    const listing = await make.product((await make.user()).id);
    const shared = "0765000111";
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const puppet = await make.user({ emailVerified: true, createdAt: daysAgo(30) });
      // Each proves the number by its SMS code in turn: the mark moves, the voice stays with the first.
      const held = await make.confirmPhone(puppet.id, shared);
      expect(held.voiced).toBe(i === 0);
      outcomes.push(await report(puppet.id, listing.id));
    }
    expect(outcomes.map((o) => o.counted)).toEqual([true, false, false]);
    expect(await statusOf(listing.id)).toBe("active");
    const [tally] = await queryRows<{ voices: number }>(
      handle.db,
      sql`select count(distinct voice)::int as voices from reports where target_id = ${listing.id}`,
    );
    expect(tally?.voices).toBe(1);
    // Two people with numbers of their own complete the three.
    for (let i = 0; i < 2; i++) await report((await establishedStudent()).id, listing.id);
    expect(await statusOf(listing.id)).toBe("under_review");
  });

  it("a number moved to another account speaks for the first for 90 days, then for the new one", async () => {
    const first = await make.user({ emailVerified: true, createdAt: daysAgo(30) });
    const second = await make.user({ emailVerified: true, createdAt: daysAgo(30) });
    expect(await make.confirmPhone(first.id, "0765000222")).toMatchObject({ voiced: true, tookFromAnother: false });
    const moved = await make.confirmPhone(second.id, "0765000222");
    expect(moved).toMatchObject({ voiced: false, tookFromAnother: true });
    expect(Math.round((moved.voiceFrom!.getTime() - Date.now()) / DAY)).toBe(90);
    // The first account lost the mark with the number.
    const [firstNow] = await queryRows<{ phone_verified_at: Date | null; phone_voice: string | null }>(
      handle.db,
      sql`select phone_verified_at, phone_voice from users where id = ${first.id}`,
    );
    expect(firstNow).toEqual({ phone_verified_at: null, phone_voice: null });
    const target = await make.product((await make.user()).id);
    expect((await report(second.id, target.id)).counted).toBe(false);
    // 91 days after the number left the first account, the hourly job hands the voice to the second.
    await handle.db.execute(
      sql`update voices set released_at = now() - interval '91 days' where user_id = ${first.id}`,
    );
    expect(await handOverReleasedVoices(handle.db)).toBeGreaterThanOrEqual(1);
    const [holder] = await queryRows<{ user_id: string }>(
      handle.db,
      sql`select v.user_id from voices v join users u on u.phone_voice = v.subject where u.id = ${second.id}`,
    );
    expect(holder?.user_id).toBe(second.id);
    const later = await make.product((await make.user()).id);
    expect((await report(second.id, later.id)).counted).toBe(true);
  });

  it("a number changed on the profile, or a mark taken away, releases its voice: 90 days later another account speaks with it", async () => {
    const released = async (userId: string) =>
      (
        await queryRows<{ released: boolean }>(
          handle.db,
          sql`select released_at is not null as released from voices where user_id = ${userId}`,
        )
      ).map((row) => row.released);
    const changer = await make.user({ emailVerified: true, createdAt: daysAgo(30) });
    await make.confirmPhone(changer.id, "0765000333");
    expect(await released(changer.id)).toEqual([false]);
    // The profile form writes only the number: the trigger clears the mark and releases the voice.
    await handle.db.execute(sql`update users set whatsapp_number = '0765000334' where id = ${changer.id}`);
    expect(await released(changer.id)).toEqual([true]);
    const unmarked = await make.user({ emailVerified: true, createdAt: daysAgo(30) });
    await make.confirmPhone(unmarked.id, "0765000335");
    await handle.db.execute(sql`update users set phone_verified_at = null where id = ${unmarked.id}`);
    expect(await released(unmarked.id)).toEqual([true]);
  });

  it("a verified university address is a voice for reports, one account at a time", async () => {
    const listing = await make.product((await make.user()).id);
    const student = await make.user({ emailVerified: true, createdAt: daysAgo(30) });
    await handle.db.execute(
      sql`insert into student_verifications (user_id, email, university, status, confirmed_at, expires_at) values (${student.id}, 'asha@udsm.ac.tz', 'UDSM', 'confirmed', now(), now() + interval '1 year')`,
    );
    expect((await report(student.id, listing.id)).counted).toBe(true);
  });

  it("three accounts without a confirmed e-mail cannot", async () => {
    const listing = await make.product((await make.user()).id);
    for (let i = 0; i < 3; i++) {
      const unconfirmed = await make.user({ emailVerified: false, createdAt: daysAgo(30) });
      await make.product(unconfirmed.id);
      await report(unconfirmed.id, listing.id);
    }
    expect(await statusOf(listing.id)).toBe("active");
  });

  it("three 'Already sold' reports cannot", async () => {
    const listing = await make.product((await make.user()).id);
    for (let i = 0; i < 3; i++) await report((await establishedStudent()).id, listing.id, "unavailable");
    expect(await statusOf(listing.id)).toBe("active");
    expect(await isListed(listing.id)).toBe(true);
  });

  it("one person with a second account gains nothing: each account reports once, and a new one does not count", async () => {
    const listing = await make.product((await make.user()).id);
    const main = await establishedStudent();
    await report(main.id, listing.id);
    await expect(report(main.id, listing.id)).rejects.toMatchObject({
      code: "conflict",
      reason: "report_already_open",
    });
    // Their second account, made today with a listing of its own, is not established.
    const second = await make.user({ emailVerified: true });
    await make.product(second.id);
    await report(second.id, listing.id);
    await report((await establishedStudent()).id, listing.id);
    expect(await statusOf(listing.id)).toBe("active");
  });

  it("three established reporters take it down: out of everything listed, seller and staff told, the system's action logged", async () => {
    const seller = await make.user();
    const listing = await make.product(seller.id, { name: "Fake iPhone" });
    const moderator = await make.user({ role: "moderator" });
    const admin = await make.user({ role: "admin" });
    // A follower heard of it when it went live.
    const follower = await make.user();
    await handle.db.insert(follows).values({ followerId: follower.id, sellerId: seller.id });
    await notifyFollowersOfListing(handle.db, { id: listing.id, link: `/products/${listing.id}` });
    expect((await listNotifications(handle.db, follower.id)).items).toHaveLength(1);
    expect(await countUnreadNotifications(handle.db, follower.id)).toBe(1);
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push((await report((await establishedStudent()).id, listing.id)).tookDown);
    expect(outcomes).toEqual([false, false, true]);
    expect(await statusOf(listing.id)).toBe("under_review");
    expect(await isListed(listing.id)).toBe(false);
    // Notifications are a place it was listed: the follower's goes, from the list and the badge.
    expect((await listNotifications(handle.db, follower.id)).items).toHaveLength(0);
    expect(await countUnreadNotifications(handle.db, follower.id)).toBe(0);
    const told = await handle.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.listingId, listing.id));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: seller.id, kind: "listing_under_review" },
        { userId: moderator.id, kind: "moderation_needed" },
        { userId: admin.id, kind: "moderation_needed" },
      ]),
    );
    const [entry] = await handle.db.select().from(moderationLog).where(eq(moderationLog.targetId, listing.id));
    expect(entry).toMatchObject({
      actorId: null,
      action: "listing_under_review",
      subjectId: seller.id,
      details: { reporters: 3, threshold: 3 },
    });
    expect(entry!.snapshot).toMatchObject({ title: "Fake iPhone" });
    // A fourth report is kept but changes nothing more.
    expect((await report((await establishedStudent()).id, listing.id)).tookDown).toBe(false);
  });

  it("nobody reports themselves or their own listing; a message only by its recipient", async () => {
    const seller = await establishedStudent();
    const listing = await make.product(seller.id);
    await expect(report(seller.id, listing.id)).rejects.toMatchObject({ reason: "report_own_target" });
    await expect(report(seller.id, seller.id, "spam", "user")).rejects.toMatchObject({ reason: "report_own_target" });
    const buyer = await establishedStudent();
    const [conversation] = await handle.db
      .insert(conversations)
      .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id })
      .returning();
    const [sent] = await handle.db
      .insert(messages)
      .values({ conversationId: conversation!.id, number: 1, senderId: buyer.id, body: "Tuma pesa kwanza" })
      .returning();
    await expect(report(buyer.id, sent!.id, "scam", "message")).rejects.toMatchObject({ code: "not_found" });
    const outsider = await establishedStudent();
    await expect(report(outsider.id, sent!.id, "scam", "message")).rejects.toMatchObject({ code: "not_found" });
    await report(seller.id, sent!.id, "scam", "message");
    const [kept] = await handle.db
      .select({ snapshot: reports.snapshot, ownerId: reports.targetOwnerId })
      .from(reports)
      .where(eq(reports.targetId, sent!.id));
    expect(kept).toMatchObject({ ownerId: buyer.id, snapshot: { body: "Tuma pesa kwanza" } });
  });

  it(`holds ${REPORTS_PER_ACCOUNT_PER_DAY} reports a day per account, even sent all at once`, async () => {
    const reporter = await establishedStudent();
    const seller = await make.user();
    const targets = await Promise.all(
      Array.from({ length: REPORTS_PER_ACCOUNT_PER_DAY + 5 }, () => make.product(seller.id)),
    );
    const results = await Promise.allSettled(targets.map((t) => report(reporter.id, t.id, "spam")));
    const refused = results.filter((r) => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(REPORTS_PER_ACCOUNT_PER_DAY);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "rate_limited", reason: "reports_per_day" });
    expect(
      (await handle.db.select({ id: reports.id }).from(reports).where(eq(reports.reporterId, reporter.id))).length,
    ).toBe(REPORTS_PER_ACCOUNT_PER_DAY);
  });

  it("two reports of one listing by one account at once: one is kept, the other refused", async () => {
    const listing = await make.product((await make.user()).id);
    const reporter = await establishedStudent();
    const results = await Promise.allSettled([report(reporter.id, listing.id), report(reporter.id, listing.id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});

describe("evidence outlives deletion", () => {
  it("the moderation log refuses UPDATE, DELETE and TRUNCATE", async () => {
    const seller = await make.user();
    const listing = await make.product(seller.id);
    for (let i = 0; i < 3; i++) await report((await establishedStudent()).id, listing.id);
    const before = await handle.db.select().from(moderationLog);
    expect(before.length).toBeGreaterThan(0);
    await expect(handle.db.execute(sql`update moderation_log set note = 'rewritten'`)).rejects.toThrow();
    await expect(handle.db.execute(sql`delete from moderation_log`)).rejects.toThrow();
    await expect(handle.db.execute(sql`truncate moderation_log`)).rejects.toThrow();
    expect(await handle.db.select().from(moderationLog)).toEqual(before);
  });

  it("deleting a reported listing and its seller's account leaves the report's snapshot and the log readable", async () => {
    const seller = await make.user({ fullName: "Vanishing Seller" });
    const listing = await make.product(seller.id, {
      name: "Too good to be true",
      price: "5000",
      imageUrls: ["/uploads/x.webp"],
    });
    for (let i = 0; i < 3; i++) await report((await establishedStudent()).id, listing.id);
    await handle.db.delete(listings).where(eq(listings.id, listing.id));
    await deleteAccount(handle.db, seller.id);
    const kept = await handle.db.select().from(reports).where(eq(reports.targetId, listing.id));
    expect(kept).toHaveLength(3);
    for (const r of kept)
      expect(r.snapshot).toMatchObject({
        title: "Too good to be true",
        price: "5000.00",
        imageUrls: ["/uploads/x.webp"],
      });
    const log = await handle.db.select().from(moderationLog).where(eq(moderationLog.targetId, listing.id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ subjectId: seller.id, action: "listing_under_review" });
  });

  it("a reporter who deletes their account leaves their report in the queue", async () => {
    const listing = await make.product((await make.user()).id);
    const reporter = await establishedStudent();
    const { reportId } = await report(reporter.id, listing.id);
    await deleteAccount(handle.db, reporter.id);
    const [kept] = await handle.db.select().from(reports).where(eq(reports.id, reportId));
    expect(kept).toMatchObject({ reporterId: null, status: "open" });
  });
});

describe("the safety net cannot be turned into a weapon", () => {
  it("a history costs nothing and counts for nothing: a listing, a conversation somebody answered", async () => {
    const listing = await make.product((await make.user()).id);
    for (let i = 0; i < 3; i++) {
      const puppet = await make.user({ emailVerified: true, createdAt: daysAgo(30) });
      await make.product(puppet.id);
      const other = await make.product((await make.user()).id);
      const [talk] = await handle.db
        .insert(conversations)
        .values({ listingId: other.id, buyerId: puppet.id, sellerId: other.sellerId })
        .returning();
      await handle.db
        .insert(messages)
        .values({ conversationId: talk!.id, number: 1, senderId: puppet.id, body: "Hello?" });
      await handle.db
        .insert(messages)
        .values({ conversationId: talk!.id, number: 2, senderId: other.sellerId, body: "Yes, still here" });
      await report(puppet.id, listing.id);
    }
    expect(await statusOf(listing.id)).toBe("active");
  });

  it("the same reporters cannot take a listing down again once a moderator dismissed their reports", async () => {
    const listing = await make.product((await make.user()).id);
    const reporters = [await establishedStudent(), await establishedStudent(), await establishedStudent()];
    for (const r of reporters) await report(r.id, listing.id);
    expect(await statusOf(listing.id)).toBe("under_review");
    const moderator = await make.user({ role: "moderator" });
    await moderateReportCase(handle.db, moderator.id, {
      kind: "listing",
      id: listing.id,
      action: "dismiss",
      note: "A genuine phone.",
    });
    expect(await statusOf(listing.id)).toBe("active");
    // They report it again at once: kept for the queue, but it stays up.
    for (const r of reporters) expect((await report(r.id, listing.id)).tookDown).toBe(false);
    expect(await statusOf(listing.id)).toBe("active");
    // Three others still can.
    for (let i = 0; i < 3; i++) await report((await establishedStudent()).id, listing.id);
    expect(await statusOf(listing.id)).toBe("under_review");
  });

  it("a listing whose price rose while it was down comes back waiting for its fee, never free", async () => {
    const seller = await make.user();
    const listing = await make.product(seller.id);
    for (let i = 0; i < 3; i++) await report((await establishedStudent()).id, listing.id);
    await handle.db
      .update(listings)
      .set({ price: "9000000", feeAmount: "9000.00", feePaid: false })
      .where(eq(listings.id, listing.id));
    const moderator = await make.user({ role: "moderator" });
    await moderateReportCase(handle.db, moderator.id, {
      kind: "listing",
      id: listing.id,
      action: "dismiss",
      note: "Not a scam.",
    });
    expect(await statusOf(listing.id)).toBe("pending_fee");
    expect(await isListed(listing.id)).toBe(false);
  });

  it("a warning leaves a listing under review in the queue until the listing itself is decided", async () => {
    const listing = await make.product((await make.user()).id);
    for (let i = 0; i < 3; i++) await report((await establishedStudent()).id, listing.id);
    const moderator = await make.user({ role: "moderator" });
    await moderateReportCase(handle.db, moderator.id, {
      kind: "listing",
      id: listing.id,
      action: "warn",
      note: "Say the phone is refurbished.",
    });
    expect(await statusOf(listing.id)).toBe("under_review");
    const queue = await listReportQueue(handle.db, moderator.id, { state: "open" });
    expect(queue.items.map((row) => row.id)).toContain(listing.id);
  });

  it("a moderator never sees the case about themselves, nor who reported them", async () => {
    const moderator = await make.user({ role: "moderator" });
    const theirs = await make.product(moderator.id);
    await report((await establishedStudent()).id, theirs.id);
    await report((await establishedStudent()).id, moderator.id, "spam", "user");
    const queue = await listReportQueue(handle.db, moderator.id, { state: "open" });
    expect(queue.items.map((row) => row.id)).not.toContain(theirs.id);
    expect(queue.items.map((row) => row.id)).not.toContain(moderator.id);
    await expect(getReportCase(handle.db, moderator.id, "listing", theirs.id)).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(getReportCase(handle.db, moderator.id, "user", moderator.id)).rejects.toMatchObject({
      code: "forbidden",
    });
    // Another moderator does.
    const colleague = await make.user({ role: "moderator" });
    expect((await getReportCase(handle.db, colleague.id, "listing", theirs.id)).reports).toHaveLength(1);
  });

  it("an appeal a moderator turned down says so on My Listings, and the listing stays down", async () => {
    const seller = await make.user();
    const listing = await make.product(seller.id);
    await report((await establishedStudent()).id, listing.id);
    const moderator = await make.user({ role: "moderator" });
    await moderateReportCase(handle.db, moderator.id, {
      kind: "listing",
      id: listing.id,
      action: "remove",
      note: "Counterfeit",
    });
    await fileAppeal(handle.db, seller.id, { listingId: listing.id, text: "It is genuine." });
    const appealOf = async () =>
      (await listMyListings(handle.db, seller.id)).product.find((l) => l.id === listing.id)?.appeal;
    expect(await appealOf()).toBe("open");
    await moderateReportCase(handle.db, moderator.id, {
      kind: "listing",
      id: listing.id,
      action: "dismiss",
      note: "The receipt is forged.",
    });
    expect(await appealOf()).toBe("decided");
    expect(await statusOf(listing.id)).toBe("removed");
  });

  it("the seller asks for review of what the net took down: the case jumps the queue, marked with when the net acted", async () => {
    const moderator = await make.user({ role: "moderator" });
    // An older case with more reporters, not taken down (a user report).
    const rude = await make.user();
    for (let i = 0; i < 4; i++) await report((await establishedStudent()).id, rude.id, "scam", "user");
    const seller = await make.user();
    const listing = await make.product(seller.id, { name: "Taken down" });
    for (let i = 0; i < 3; i++) await report((await establishedStudent()).id, listing.id, "spam");
    expect(await statusOf(listing.id)).toBe("under_review");
    // Other tests' cases share this database: the order is read among this test's cases only.
    const queueOf = async (ids: string[]) =>
      (await listReportQueue(handle.db, moderator.id, { state: "open" })).items.filter((row) => ids.includes(row.id));
    const before = await queueOf([rude.id, listing.id]);
    expect(before.map((row) => row.id)).toEqual([listing.id, rude.id]);
    expect(before[0]).toMatchObject({ appealOpen: false, countedReporters: 3 });
    expect(before[0]!.netTakenDownAt).toBeInstanceOf(Date);
    expect(before[1]).toMatchObject({ countedReporters: 4, netTakenDownAt: null });

    // Under review the seller may ask, once; a moderator's later decision can still be appealed once.
    expect(await fileAppeal(handle.db, seller.id, { listingId: listing.id, text: "These are my own photos." })).toEqual(
      { against: "safety_net" },
    );
    await expect(fileAppeal(handle.db, seller.id, { listingId: listing.id, text: "Again" })).rejects.toMatchObject({
      reason: "appeal_already_filed",
    });
    expect((await listMyListings(handle.db, seller.id)).product.find((l) => l.id === listing.id)?.appeal).toBe("open");
    // A second listing the net took down earlier, without a request, comes after the one whose seller asked.
    const other = await make.product((await make.user()).id, { name: "Also down" });
    for (let i = 0; i < 3; i++) await report((await establishedStudent()).id, other.id, "spam");
    expect((await queueOf([rude.id, listing.id, other.id])).map((row) => row.id)).toEqual([
      listing.id,
      other.id,
      rude.id,
    ]);

    await moderateReportCase(handle.db, moderator.id, {
      kind: "listing",
      id: listing.id,
      action: "hide",
      note: "Stock photos",
    });
    expect((await listMyListings(handle.db, seller.id)).product.find((l) => l.id === listing.id)?.appeal).toBe("none");
    expect(await fileAppeal(handle.db, seller.id, { listingId: listing.id, text: "Here is a receipt." })).toEqual({
      against: "moderator",
    });
  });

  it("the same reporters cannot take a listing down again once it was restored on appeal", async () => {
    const seller = await make.user();
    const listing = await make.product(seller.id);
    const reporters = [await establishedStudent(), await establishedStudent(), await establishedStudent()];
    for (const r of reporters) await report(r.id, listing.id);
    const moderator = await make.user({ role: "moderator" });
    // Hidden (their reports actioned), then restored on the seller's appeal.
    await moderateReportCase(handle.db, moderator.id, {
      kind: "listing",
      id: listing.id,
      action: "hide",
      note: "Looks fake",
    });
    await fileAppeal(handle.db, seller.id, { listingId: listing.id, text: "It is real, see the receipt." });
    await moderateReportCase(handle.db, moderator.id, {
      kind: "listing",
      id: listing.id,
      action: "restore",
      note: "Receipt checks out",
    });
    expect(await statusOf(listing.id)).toBe("active");
    for (const r of reporters) expect((await report(r.id, listing.id)).tookDown).toBe(false);
    expect(await statusOf(listing.id)).toBe("active");
    for (let i = 0; i < 3; i++) await report((await establishedStudent()).id, listing.id);
    expect(await statusOf(listing.id)).toBe("under_review");
  });

  it("a moderator never acts on a case they reported: another moderator decides it", async () => {
    const moderator = await make.user({ role: "moderator", emailVerified: true, createdAt: daysAgo(30) });
    const listing = await make.product((await make.user()).id);
    await report(moderator.id, listing.id);
    expect(
      (await listReportQueue(handle.db, moderator.id, { state: "open" })).items.map((row) => row.id),
    ).not.toContain(listing.id);
    await expect(getReportCase(handle.db, moderator.id, "listing", listing.id)).rejects.toMatchObject({
      code: "forbidden",
      reason: "moderation_own_report",
    });
    await expect(
      moderateReportCase(handle.db, moderator.id, { kind: "listing", id: listing.id, action: "hide", note: "Mine" }),
    ).rejects.toMatchObject({ reason: "moderation_own_report" });
    const colleague = await make.user({ role: "moderator" });
    await moderateReportCase(handle.db, colleague.id, {
      kind: "listing",
      id: listing.id,
      action: "hide",
      note: "Checked",
    });
    expect(await statusOf(listing.id)).toBe("hidden");
  });
});
