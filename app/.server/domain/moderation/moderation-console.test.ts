import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import type { ReportReason, ReportTargetKind } from "~/lib/moderation/report-rules";
import type { NotificationKind } from "~/lib/notifications/notification-kinds";
import { listedPublicly } from "../../db/queries/public-listing";
import {
  conversations,
  listingAppeals,
  listings,
  messages,
  moderationLog,
  notifications,
  reports,
  sessions,
  users,
} from "../../db/schema";
import { getReportCase } from "./get-report-case";
import { listModerationLog } from "./list-moderation-log";
import { listReportQueue } from "./list-report-queue";
import { moderateReportCase } from "./moderate-report-case";

const handle = testDatabase();
const { make } = handle;
let adminId: string;
let moderatorId: string;
let studentId: string;
/** Established reporters (counted) and new ones (not counted). */
const reporters: string[] = [];

const DAY = 86_400_000;

beforeAll(async () => {
  adminId = (await make.user({ fullName: "Ada Admin", role: "admin" })).id;
  moderatorId = (await make.user({ fullName: "Moses Moderator", role: "moderator" })).id;
  studentId = (await make.user({ fullName: "Sam Student" })).id;
  for (let i = 0; i < 5; i++) reporters.push((await make.user({ fullName: `Reporter ${i}` })).id);
});

interface ReportValues {
  reporterId: string | null;
  kind: ReportTargetKind;
  targetId: string;
  ownerId: string;
  reason?: ReportReason;
  counted?: boolean;
  snapshot?: Record<string, unknown>;
  createdAt?: Date;
  details?: string;
}

/** A report as report-target.ts writes it, inserted directly. */
async function report(values: ReportValues) {
  const [row] = await handle.db
    .insert(reports)
    .values({
      reporterId: values.reporterId,
      targetKind: values.kind,
      targetId: values.targetId,
      targetOwnerId: values.ownerId,
      reason: values.reason ?? "scam",
      details: values.details ?? null,
      snapshot: values.snapshot ?? { title: "Snapshot title" },
      // A counted report counts under its reporter's voice (find-reporter-voice.ts): one per reporter here.
      ...((values.counted ?? true) && values.reporterId
        ? { counted: true, voice: `phone:test-${values.reporterId}` }
        : { counted: false, voice: null }),
      createdAt: values.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}

/** A seller's product reported by `count` reporters. */
async function reportedListing(
  count: number,
  reason: ReportReason = "scam",
  title = `Listing ${randomUUID().slice(0, 6)}`,
) {
  const seller = await make.user({ fullName: `Seller ${title}` });
  const listing = await make.product(seller.id, { name: title, imageUrls: ["/uploads/a.webp"] });
  for (let i = 0; i < count; i++) {
    await report({
      reporterId: reporters[i]!,
      kind: "listing",
      targetId: listing.id,
      ownerId: seller.id,
      reason,
      snapshot: { kind: "product", title, price: "10000", imageUrls: [] },
    });
  }
  return { seller, listing };
}

const notificationsOf = (userId: string, kind: NotificationKind) =>
  handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

const logOf = (targetId: string) =>
  handle.db.select().from(moderationLog).where(eq(moderationLog.targetId, targetId)).orderBy(moderationLog.id);

const statusOf = async (listingId: string) =>
  (await handle.db.select().from(listings).where(eq(listings.id, listingId)))[0]!;

const refused = { code: "forbidden", reason: "not_moderator" };

describe("the moderation console", () => {
  it("refuses every console function to a student, and a suspended moderator", async () => {
    const { listing } = await reportedListing(1);
    await expect(listReportQueue(handle.db, studentId, { state: "open" })).rejects.toMatchObject(refused);
    await expect(getReportCase(handle.db, studentId, "listing", listing.id)).rejects.toMatchObject(refused);
    // The role is checked before anything about the case, so a student learns nothing from it.
    await expect(getReportCase(handle.db, studentId, "nonsense", "x")).rejects.toMatchObject(refused);
    await expect(
      moderateReportCase(handle.db, studentId, { kind: "listing", id: listing.id, action: "remove", note: "bad" }),
    ).rejects.toMatchObject(refused);
    await expect(listModerationLog(handle.db, studentId, {})).rejects.toMatchObject(refused);
    expect((await statusOf(listing.id)).status).toBe("active");

    const suspended = await make.user({ role: "moderator", banned: true, banExpires: new Date(Date.now() + DAY) });
    await expect(listReportQueue(handle.db, suspended.id, { state: "open" })).rejects.toMatchObject(refused);
    // Clean up the case for the queue test below.
    await moderateReportCase(handle.db, moderatorId, {
      kind: "listing",
      id: listing.id,
      action: "dismiss",
      note: "test",
    });
  });

  it("orders the queue by counted reporters, then reason (scam first), then age, and filters it", async () => {
    const old = new Date(Date.now() - 5 * DAY);
    const older = new Date(Date.now() - 6 * DAY);
    const spam = await reportedListing(2, "spam", "Two spam reports");
    const scam = await reportedListing(2, "scam", "Two scam reports");
    const many = await reportedListing(3, "unavailable", "Three unavailable reports");
    const shopOwner = await make.user();
    const shop = await make.shop(shopOwner.id, { name: "Older scam shop" });
    await report({
      reporterId: reporters[0]!,
      kind: "shop",
      targetId: shop.id,
      ownerId: shopOwner.id,
      reason: "scam",
      snapshot: { name: "Older scam shop" },
      createdAt: older,
    });
    await report({
      reporterId: reporters[1]!,
      kind: "shop",
      targetId: shop.id,
      ownerId: shopOwner.id,
      reason: "offensive",
      snapshot: { name: "Older scam shop" },
      createdAt: old,
    });
    // Three reports that do not count (new accounts): they weigh, after every counted one.
    const person = await make.user({ fullName: "Reported Person" });
    for (const reporter of reporters.slice(0, 3)) {
      await report({
        reporterId: reporter,
        kind: "user",
        targetId: person.id,
        ownerId: person.id,
        reason: "scam",
        counted: false,
        snapshot: { fullName: "Reported Person" },
        createdAt: older,
      });
    }

    const queue = await listReportQueue(handle.db, moderatorId, { state: "open" });
    const ours = [many.listing.id, shop.id, scam.listing.id, spam.listing.id, person.id];
    expect(queue.items.map((row) => row.id).filter((id) => ours.includes(id))).toEqual(ours);
    const shopRow = queue.items.find((row) => row.id === shop.id)!;
    expect(shopRow).toMatchObject({
      kind: "shop",
      countedReporters: 2,
      reports: 2,
      topReason: "scam",
      excerpt: "Older scam shop",
      appealOpen: false,
    });
    expect(shopRow.oldestAt.getTime()).toBe(older.getTime());
    expect(queue.items.find((row) => row.id === person.id)).toMatchObject({
      countedReporters: 0,
      reports: 3,
      excerpt: "Reported Person",
    });
    expect(queue.items.find((row) => row.id === many.listing.id)).toMatchObject({
      countedReporters: 3,
      topReason: "unavailable",
      excerpt: "Three unavailable reports",
    });

    const shops = await listReportQueue(handle.db, moderatorId, { state: "open", targetKind: "shop" });
    expect(shops.items.map((row) => row.id)).toEqual([shop.id]);
    const spamOnly = await listReportQueue(handle.db, moderatorId, { state: "open", reason: "spam" });
    expect(spamOnly.items.map((row) => row.id)).toEqual([spam.listing.id]);
    const offensive = await listReportQueue(handle.db, moderatorId, { state: "open", reason: "offensive" });
    expect(offensive.items.map((row) => row.id)).toEqual([shop.id]);

    for (const id of ours) {
      const kind = id === shop.id ? "shop" : id === person.id ? "user" : "listing";
      await moderateReportCase(handle.db, moderatorId, {
        kind,
        id,
        action: "dismiss",
        note: "Cleared for the next tests",
      });
    }
    expect(
      (await listReportQueue(handle.db, moderatorId, { state: "open" })).items.filter((row) => ours.includes(row.id)),
    ).toEqual([]);
    const resolved = await listReportQueue(handle.db, moderatorId, { state: "resolved", targetKind: "shop" });
    expect(resolved.items.map((row) => row.id)).toContain(shop.id);
    expect(resolved.items.find((row) => row.id === shop.id)?.reviewedAt).toBeInstanceOf(Date);
  });

  it("answers silly page numbers without a database error", async () => {
    for (const page of [1e20, Number.POSITIVE_INFINITY, Number.NaN, -5, 2.5]) {
      const queue = await listReportQueue(handle.db, moderatorId, { state: "open", page });
      expect(queue.page).toBeGreaterThanOrEqual(1);
      const log = await listModerationLog(handle.db, moderatorId, { page });
      expect(log.page).toBeGreaterThanOrEqual(1);
    }
    expect((await listReportQueue(handle.db, moderatorId, { state: "open", page: 1e20 })).items).toEqual([]);
  });

  it("shows a case: the listing as users see it, every report, the owner and their history", async () => {
    const { seller, listing } = await reportedListing(2, "misleading", "Case listing");
    const gone = await make.user({ fullName: "Soon Gone" });
    await report({
      reporterId: gone.id,
      kind: "listing",
      targetId: listing.id,
      ownerId: seller.id,
      reason: "other",
      counted: false,
      details: "Looks odd",
    });
    await handle.db.delete(users).where(eq(users.id, gone.id));
    const other = await make.product(seller.id, { name: "Other listing" });
    await report({ reporterId: reporters[0]!, kind: "listing", targetId: other.id, ownerId: seller.id });
    await handle.db.update(users).set({ userType: "verified" }).where(eq(users.id, seller.id));

    const view = await getReportCase(handle.db, moderatorId, "listing", listing.id);
    expect(view.target).toMatchObject({
      kind: "listing",
      title: "Case listing",
      price: "10000.00",
      imageUrls: ["/uploads/a.webp"],
      status: "active",
      sellerId: seller.id,
      sellerName: seller.fullName,
    });
    expect(view.reports).toHaveLength(3);
    expect(view.reports.find((r) => r.reason === "other")).toMatchObject({
      reporterName: null,
      counted: false,
      details: "Looks odd",
      status: "open",
    });
    expect(view.openReports).toBe(3);
    expect(view.owner).toMatchObject({ id: seller.id, verified: true, suspended: false, role: "user" });
    expect(view.owner?.createdAt).toBeInstanceOf(Date);
    expect(view.ownerOtherOpenReports).toBe(1);
    expect(view.pastActions).toEqual([]);
    expect(view.appeal).toBeNull();

    await moderateReportCase(handle.db, adminId, {
      kind: "listing",
      id: other.id,
      action: "warn",
      note: "First warning",
    });
    const again = await getReportCase(handle.db, moderatorId, "listing", listing.id);
    expect(again.ownerOtherOpenReports).toBe(0);
    expect(again.pastActions.map((entry) => entry.action)).toEqual(["user_warned"]);
  });

  it("answers not found, in one way, for an unknown kind, a bad id, or a target nobody reported", async () => {
    const notFound = { code: "not_found", reason: "report_case_not_found" };
    const clean = await make.product((await make.user()).id);
    await expect(getReportCase(handle.db, moderatorId, "listing", clean.id)).rejects.toMatchObject(notFound);
    await expect(getReportCase(handle.db, moderatorId, "review", clean.id)).rejects.toMatchObject(notFound);
    await expect(getReportCase(handle.db, moderatorId, "listing", "not-a-uuid")).rejects.toMatchObject(notFound);
    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "listing", id: clean.id, action: "remove", note: "x" }),
    ).rejects.toMatchObject(notFound);
    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "constructor", id: clean.id, action: "remove", note: "x" }),
    ).rejects.toMatchObject(notFound);
  });

  it("shows a reported message with exactly five messages before and five after it", async () => {
    const seller = await make.user({ fullName: "Message Seller" });
    const buyer = await make.user({ fullName: "Message Buyer" });
    const listing = await make.product(seller.id);
    const [conversation] = await handle.db
      .insert(conversations)
      .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, messageCount: 15 })
      .returning();
    const sent = await handle.db
      .insert(messages)
      .values(
        Array.from({ length: 15 }, (_, i) => ({
          conversationId: conversation!.id,
          number: i + 1,
          senderId: i % 2 ? buyer.id : seller.id,
          body: `Message ${i + 1}`,
        })),
      )
      .returning();
    const byNumber = (n: number) => sent.find((message) => message.number === n)!;
    const eighth = byNumber(8);
    await report({
      reporterId: buyer.id,
      kind: "message",
      targetId: eighth.id,
      ownerId: eighth.senderId,
      snapshot: { body: eighth.body, number: 8, conversationId: conversation!.id, senderId: eighth.senderId },
    });

    const view = await getReportCase(handle.db, moderatorId, "message", eighth.id);
    expect(view.target?.kind).toBe("message");
    const context = view.target?.kind === "message" ? view.target.context : [];
    expect(context.map((message) => message.number)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(context.filter((message) => message.reported).map((message) => message.body)).toEqual(["Message 8"]);
    expect(view.owner?.id).toBe(eighth.senderId);

    // Near the start there are fewer before it; a gap left by a deleted message does not widen the window.
    const second = byNumber(2);
    await handle.db.delete(messages).where(eq(messages.id, byNumber(5).id));
    await report({
      reporterId: seller.id,
      kind: "message",
      targetId: second.id,
      ownerId: buyer.id,
      snapshot: { body: second.body },
    });
    const early = await getReportCase(handle.db, moderatorId, "message", second.id);
    expect(early.target?.kind === "message" ? early.target.context.map((message) => message.number) : []).toEqual([
      1, 2, 3, 4, 6, 7, 8,
    ]);

    // A deleted message: nothing of the conversation, the report's snapshot instead.
    await handle.db.delete(messages).where(eq(messages.id, eighth.id));
    const deleted = await getReportCase(handle.db, moderatorId, "message", eighth.id);
    expect(deleted.target).toBeNull();
    expect(deleted.snapshot).toMatchObject({ body: "Message 8" });
    expect(deleted.ownerId).toBe(eighth.senderId);
  });

  it("hides a listing: its seller reads why, each reporter hears action was taken, the log keeps a snapshot", async () => {
    const { seller, listing } = await reportedListing(2, "prohibited", "Prohibited thing");
    const result = await moderateReportCase(handle.db, moderatorId, {
      kind: "listing",
      id: listing.id,
      action: "hide",
      note: "  Prohibited item: alcohol  ",
    });
    expect(result).toEqual({ action: "hide", resolvedReports: 2 });

    const after = await statusOf(listing.id);
    expect(after).toMatchObject({ status: "hidden", moderationNote: "Prohibited item: alcohol" });
    expect(await notificationsOf(seller.id, "listing_hidden")).toMatchObject([
      { listingId: listing.id, note: "Prohibited item: alcohol", link: "/my-listings" },
    ]);
    for (const reporter of reporters.slice(0, 2)) {
      const told = (await notificationsOf(reporter, "report_actioned")).filter(
        (n) => n.createdAt >= after.statusChangedAt,
      );
      expect(told).toHaveLength(1);
      // Never the penalty: no note, no listing.
      expect(told[0]).toMatchObject({ note: null, listingId: null, link: null });
    }
    const closed = await handle.db.select().from(reports).where(eq(reports.targetId, listing.id));
    expect(closed.every((r) => r.status === "resolved" && r.outcome === "actioned" && r.reviewedAt)).toBe(true);

    const [entry] = await logOf(listing.id);
    expect(entry).toMatchObject({
      actorId: moderatorId,
      actorName: "Moses Moderator",
      actorRole: "moderator",
      action: "listing_hidden",
      targetKind: "listing",
      subjectId: seller.id,
      note: "Prohibited item: alcohol",
      details: { from: "active", reports: 2 },
    });
    expect(entry!.snapshot).toMatchObject({ title: "Prohibited thing", status: "active", price: "10000.00" });
  });

  it("removes a listing, takes its appeal back to the queue, and restores it to the public lists", async () => {
    const { seller, listing } = await reportedListing(3, "scam", "Removed then restored");
    await moderateReportCase(handle.db, moderatorId, {
      kind: "listing",
      id: listing.id,
      action: "remove",
      note: "Looks like a scam",
    });
    expect(await statusOf(listing.id)).toMatchObject({ status: "removed", moderationNote: "Looks like a scam" });
    expect(await notificationsOf(seller.id, "listing_removed")).toMatchObject([
      { listingId: listing.id, note: "Looks like a scam" },
    ]);
    const publicly = () =>
      handle.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.id, listing.id), listedPublicly(listings)));
    expect(await publicly()).toEqual([]);
    expect((await listReportQueue(handle.db, moderatorId, { state: "open" })).items.map((row) => row.id)).not.toContain(
      listing.id,
    );

    // The seller's appeal (file-appeal.ts writes it so) returns it to the queue.
    await handle.db
      .insert(listingAppeals)
      .values({ listingId: listing.id, text: "It is my own phone, here is the receipt." });
    const queued = (await listReportQueue(handle.db, moderatorId, { state: "open" })).items.find(
      (row) => row.id === listing.id,
    );
    expect(queued).toMatchObject({ appealOpen: true, reports: 3, countedReporters: 3, topReason: "scam" });
    const view = await getReportCase(handle.db, moderatorId, "listing", listing.id);
    expect(view.appeal).toMatchObject({ text: "It is my own phone, here is the receipt.", status: "open" });
    expect(view.caseActions.map((entry) => entry.action)).toEqual(["listing_removed"]);

    const result = await moderateReportCase(handle.db, adminId, {
      kind: "listing",
      id: listing.id,
      action: "restore",
      note: "Receipt checked",
    });
    expect(result.resolvedReports).toBe(0);
    expect(await statusOf(listing.id)).toMatchObject({ status: "active", moderationNote: null });
    expect(await publicly()).toEqual([{ id: listing.id }]);
    expect(await notificationsOf(seller.id, "listing_restored")).toMatchObject([{ listingId: listing.id }]);
    expect(
      (await handle.db.select().from(listingAppeals).where(eq(listingAppeals.listingId, listing.id)))[0],
    ).toMatchObject({ status: "decided" });
    expect((await listReportQueue(handle.db, moderatorId, { state: "open" })).items.map((row) => row.id)).not.toContain(
      listing.id,
    );
    const entries = await logOf(listing.id);
    expect(entries.map((entry) => [entry.action, entry.actorRole])).toEqual([
      ["listing_removed", "moderator"],
      ["listing_restored", "admin"],
    ]);
    expect(entries[1]!.snapshot).toMatchObject({ status: "removed" });
  });

  it("dismisses reports of a listing under review: it is active again, reporters hear no action was taken", async () => {
    const { seller, listing } = await reportedListing(2, "scam", "Wrongly reviewed");
    await handle.db.update(listings).set({ status: "under_review" }).where(eq(listings.id, listing.id));
    await moderateReportCase(handle.db, moderatorId, {
      kind: "listing",
      id: listing.id,
      action: "dismiss",
      note: "Reports did not hold",
    });
    expect((await statusOf(listing.id)).status).toBe("active");
    expect(await notificationsOf(seller.id, "listing_restored")).toHaveLength(1);
    const closed = await handle.db.select().from(reports).where(eq(reports.targetId, listing.id));
    expect(closed.every((r) => r.status === "resolved" && r.outcome === "dismissed")).toBe(true);
    for (const reporter of reporters.slice(0, 2)) {
      const told = await handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, reporter), eq(notifications.kind, "report_dismissed")));
      expect(told.length).toBeGreaterThan(0);
    }
    expect((await logOf(listing.id)).map((entry) => entry.action)).toEqual(["report_dismissed", "listing_restored"]);

    // Nothing left to dismiss.
    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "listing", id: listing.id, action: "dismiss", note: "again" }),
    ).rejects.toMatchObject({
      code: "invalid_input",
      reason: "moderation_action_not_allowed",
    });
  });

  it("dismissing a removed listing's appeal decides it and leaves the listing removed", async () => {
    const { listing } = await reportedListing(1, "spam", "Appeal refused");
    await moderateReportCase(handle.db, moderatorId, {
      kind: "listing",
      id: listing.id,
      action: "remove",
      note: "Spam",
    });
    await handle.db.insert(listingAppeals).values({ listingId: listing.id, text: "Please" });
    await moderateReportCase(handle.db, moderatorId, {
      kind: "listing",
      id: listing.id,
      action: "dismiss",
      note: "Appeal refused: still spam",
    });
    expect((await statusOf(listing.id)).status).toBe("removed");
    expect(
      (await handle.db.select().from(listingAppeals).where(eq(listingAppeals.listingId, listing.id)))[0]!.status,
    ).toBe("decided");
  });

  it("warns the owner with the note", async () => {
    const person = await make.user({ fullName: "Rude Person" });
    await report({
      reporterId: reporters[3]!,
      kind: "user",
      targetId: person.id,
      ownerId: person.id,
      reason: "offensive",
      snapshot: { fullName: "Rude Person" },
    });
    await moderateReportCase(handle.db, moderatorId, {
      kind: "user",
      id: person.id,
      action: "warn",
      note: "Be polite in messages",
    });
    expect(await notificationsOf(person.id, "account_warned")).toMatchObject([
      { note: "Be polite in messages", link: null },
    ]);
    expect((await notificationsOf(reporters[3]!, "report_actioned")).length).toBeGreaterThan(0);
    const [entry] = await logOf(person.id);
    expect(entry).toMatchObject({ action: "user_warned", subjectId: person.id });
    expect(entry!.snapshot).toMatchObject({ fullName: "Rude Person" });
  });

  it("suspends a student for 7 days, signed out at once, and never an admin, a moderator or oneself", async () => {
    const shopOwner = await make.user({ fullName: "Scam Shop Owner" });
    const shop = await make.shop(shopOwner.id, { name: "Scam shop" });
    await report({
      reporterId: reporters[0]!,
      kind: "shop",
      targetId: shop.id,
      ownerId: shopOwner.id,
      snapshot: { name: "Scam shop" },
    });
    await handle.db
      .insert(sessions)
      .values({ token: randomUUID(), userId: shopOwner.id, expiresAt: new Date(Date.now() + DAY) });

    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "shop", id: shop.id, action: "suspend", note: "Scams" }),
    ).rejects.toMatchObject({
      code: "invalid_input",
      reason: "moderation_input_invalid",
    });
    const before = Date.now();
    await moderateReportCase(handle.db, moderatorId, {
      kind: "shop",
      id: shop.id,
      action: "suspend",
      note: "Scams buyers",
      length: "7d",
    });
    const [suspended] = await handle.db.select().from(users).where(eq(users.id, shopOwner.id));
    expect(suspended).toMatchObject({ banned: true, banReason: "Scams buyers" });
    expect(suspended!.banExpires!.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(suspended!.banExpires!.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY + 1000);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, shopOwner.id))).toEqual([]);
    const [entry] = await logOf(shop.id);
    expect(entry).toMatchObject({
      action: "user_suspended",
      subjectId: shopOwner.id,
      details: { until: suspended!.banExpires!.toISOString(), length: "7d", reports: 1 },
    });
    expect(entry!.snapshot).toMatchObject({ name: "Scam shop" });
    // The reporter hears that action was taken, not which.
    const [told] = (await notificationsOf(reporters[0]!, "report_actioned")).slice(-1);
    expect(told?.note).toBeNull();
    const view = await getReportCase(handle.db, moderatorId, "shop", shop.id);
    expect(view.owner).toMatchObject({ suspended: true });
    expect(view.owner?.suspendedUntil?.toISOString()).toBe(suspended!.banExpires!.toISOString());

    // Until lifted.
    const other = await make.user();
    await report({ reporterId: reporters[1]!, kind: "user", targetId: other.id, ownerId: other.id });
    await moderateReportCase(handle.db, adminId, {
      kind: "user",
      id: other.id,
      action: "suspend",
      note: "Repeated scams",
      length: "indefinite",
    });
    expect((await handle.db.select().from(users).where(eq(users.id, other.id)))[0]).toMatchObject({
      banned: true,
      banExpires: null,
    });

    const staff = { code: "forbidden", reason: "moderation_staff_account" };
    await report({ reporterId: reporters[2]!, kind: "user", targetId: adminId, ownerId: adminId });
    await expect(
      moderateReportCase(handle.db, moderatorId, {
        kind: "user",
        id: adminId,
        action: "suspend",
        note: "x",
        length: "30d",
      }),
    ).rejects.toMatchObject(staff);
    const otherModerator = await make.user({ role: "moderator" });
    await report({ reporterId: reporters[2]!, kind: "user", targetId: otherModerator.id, ownerId: otherModerator.id });
    await expect(
      moderateReportCase(handle.db, adminId, {
        kind: "user",
        id: otherModerator.id,
        action: "suspend",
        note: "x",
        length: "30d",
      }),
    ).rejects.toMatchObject(staff);
    expect((await handle.db.select().from(users).where(eq(users.id, adminId)))[0]!.banned).toBe(false);

    await report({ reporterId: reporters[2]!, kind: "user", targetId: moderatorId, ownerId: moderatorId });
    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "user", id: moderatorId, action: "dismiss", note: "x" }),
    ).rejects.toMatchObject({
      code: "forbidden",
      reason: "moderation_not_yourself",
    });
    const own = await make.product(moderatorId);
    await report({ reporterId: reporters[2]!, kind: "listing", targetId: own.id, ownerId: moderatorId });
    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "listing", id: own.id, action: "restore", note: "x" }),
    ).rejects.toMatchObject({ reason: "moderation_not_yourself" });
  });

  it("refuses an action without a note, and listing actions on what is not a listing", async () => {
    const { listing } = await reportedListing(1, "spam", "Needs a note");
    for (const note of ["", "   \n  ", "x".repeat(1001)]) {
      await expect(
        moderateReportCase(handle.db, moderatorId, { kind: "listing", id: listing.id, action: "hide", note }),
      ).rejects.toMatchObject({
        code: "invalid_input",
        reason: "moderation_input_invalid",
      });
    }
    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "listing", id: listing.id, action: "ban", note: "x" }),
    ).rejects.toMatchObject({ reason: "moderation_input_invalid" });
    // Restoring an active listing is no move.
    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "listing", id: listing.id, action: "restore", note: "x" }),
    ).rejects.toMatchObject({ reason: "moderation_action_not_allowed" });
    expect((await statusOf(listing.id)).status).toBe("active");

    const person = await make.user();
    await report({ reporterId: reporters[4]!, kind: "user", targetId: person.id, ownerId: person.id });
    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "user", id: person.id, action: "hide", note: "x" }),
    ).rejects.toMatchObject({ reason: "moderation_action_not_allowed" });
    // A refused action changed nothing: the report is still open.
    expect((await handle.db.select().from(reports).where(eq(reports.targetId, person.id)))[0]!.status).toBe("open");
  });

  it("keeps the evidence when the listing and its seller are deleted, and still acts on it", async () => {
    const { seller, listing } = await reportedListing(2, "scam", "Deleted evidence");
    await handle.db.delete(users).where(eq(users.id, seller.id));
    const view = await getReportCase(handle.db, moderatorId, "listing", listing.id);
    expect(view.target).toBeNull();
    expect(view.owner).toBeNull();
    expect(view.snapshot).toMatchObject({ title: "Deleted evidence" });
    await expect(
      moderateReportCase(handle.db, moderatorId, { kind: "listing", id: listing.id, action: "remove", note: "Gone" }),
    ).rejects.toMatchObject({ reason: "moderation_action_not_allowed" });
    await moderateReportCase(handle.db, moderatorId, {
      kind: "listing",
      id: listing.id,
      action: "dismiss",
      note: "Seller and listing are gone",
    });
    const [entry] = await logOf(listing.id);
    expect(entry).toMatchObject({ action: "report_dismissed", subjectId: seller.id });
    expect(entry!.snapshot).toMatchObject({ title: "Deleted evidence" });
  });

  it("pages the log newest first, filters it by moderator, account and target, and lists who acted", async () => {
    const all = await listModerationLog(handle.db, moderatorId, {});
    expect(all.entries.length).toBeGreaterThan(5);
    const ids = all.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.moderators.map((person) => person.id).sort()).toEqual([adminId, moderatorId].sort());
    expect(all.moderators.find((person) => person.id === moderatorId)).toMatchObject({
      name: "Moses Moderator",
      role: "moderator",
    });

    const byAdmin = await listModerationLog(handle.db, moderatorId, { actorId: adminId });
    expect(byAdmin.entries.length).toBeGreaterThan(0);
    expect(byAdmin.entries.every((entry) => entry.actorId === adminId)).toBe(true);

    const sample = all.entries.find((entry) => entry.targetKind === "listing")!;
    const byTarget = await listModerationLog(handle.db, moderatorId, { targetId: sample.targetId });
    expect(byTarget.entries.every((entry) => entry.targetId === sample.targetId)).toBe(true);
    const bySubject = await listModerationLog(handle.db, adminId, { subjectId: sample.subjectId! });
    expect(bySubject.entries.every((entry) => entry.subjectId === sample.subjectId)).toBe(true);
    // Not a uuid: no filter, never a database error.
    expect((await listModerationLog(handle.db, moderatorId, { targetId: "nope" })).entries.length).toBe(
      all.entries.length,
    );
  });
});
