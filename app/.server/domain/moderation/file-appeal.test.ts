import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { appealSchema } from "~/lib/moderation/forms/appeal";
import { listingAppeals, listings, moderationLog } from "../../db/schema";
import { listMyListings } from "../listings/list-my-listings";
import { fileAppeal } from "./file-appeal";

const handle = testDatabase();
const { make } = handle;
let sellerId: string;

beforeAll(async () => {
  sellerId = (await make.user({ fullName: "Salma Seller" })).id;
});

const appealsOf = (listingId: string) =>
  handle.db.select().from(listingAppeals).where(eq(listingAppeals.listingId, listingId));
const logOf = (listingId: string) =>
  handle.db.select().from(moderationLog).where(eq(moderationLog.targetId, listingId)).orderBy(desc(moderationLog.id));

describe("a seller's appeal of a hidden or removed listing", () => {
  it("files it once, back in the queue, logged with the text and the listing as it was", async () => {
    const listing = await make.product(sellerId, {
      name: "Used fridge",
      status: "hidden",
      moderationNote: "Photos of another item",
    });
    await fileAppeal(handle.db, sellerId, { listingId: listing.id, text: "These are my own photos, taken yesterday." });
    expect(await appealsOf(listing.id)).toMatchObject([
      { text: "These are my own photos, taken yesterday.", status: "open", decidedAt: null },
    ]);
    const [entry] = await logOf(listing.id);
    expect(entry).toMatchObject({
      action: "appeal_filed",
      actorId: sellerId,
      actorName: "Salma Seller",
      actorRole: "user",
      targetKind: "listing",
      targetId: listing.id,
      subjectId: sellerId,
      note: "These are my own photos, taken yesterday.",
    });
    expect(entry!.snapshot).toMatchObject({
      id: listing.id,
      title: "Used fridge",
      status: "hidden",
      moderationNote: "Photos of another item",
      sellerId,
    });
    // The listing itself is untouched: only a moderator restores it.
    expect(
      (await handle.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id)))[0]!
        .status,
    ).toBe("hidden");

    await expect(fileAppeal(handle.db, sellerId, { listingId: listing.id, text: "Please!" })).rejects.toMatchObject({
      code: "conflict",
      reason: "appeal_already_filed",
    });
    expect(await appealsOf(listing.id)).toHaveLength(1);
    expect(await logOf(listing.id)).toHaveLength(1);
  });

  it("takes a removed listing's appeal too, and of two sent at once keeps one", async () => {
    const listing = await make.accommodation(sellerId, { status: "removed", moderationNote: "Not a real room" });
    const results = await Promise.allSettled([
      fileAppeal(handle.db, sellerId, { listingId: listing.id, text: "The room is real: come and see it." }),
      fileAppeal(handle.db, sellerId, { listingId: listing.id, text: "The room is real: come and see it." }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { code: "conflict", reason: "appeal_already_filed" },
    });
    expect(await appealsOf(listing.id)).toHaveLength(1);
    expect(await logOf(listing.id)).toHaveLength(1);
  });

  it("refuses another seller's listing, and a listing that is not under review, hidden or removed", async () => {
    const other = await make.user();
    const theirs = await make.product(other.id, { status: "hidden" });
    const refused = { code: "invalid_input", reason: "appeal_not_allowed" };
    await expect(fileAppeal(handle.db, sellerId, { listingId: theirs.id, text: "Mine now" })).rejects.toMatchObject(
      refused,
    );
    for (const status of ["active", "sold", "expired", "pending_fee"]) {
      const mine = await make.product(sellerId, { status });
      await expect(
        fileAppeal(handle.db, sellerId, { listingId: mine.id, text: "Why not?" }),
        status,
      ).rejects.toMatchObject(refused);
      expect(await appealsOf(mine.id)).toEqual([]);
    }
    await expect(fileAppeal(handle.db, sellerId, { listingId: "not-a-uuid", text: "x" })).rejects.toMatchObject(
      refused,
    );
    await expect(fileAppeal(handle.db, sellerId, { listingId: crypto.randomUUID(), text: "x" })).rejects.toMatchObject(
      refused,
    );
    expect(await logOf(theirs.id)).toEqual([]);
  });

  it("My Listings shows the moderator's reason and whether the appeal was sent", async () => {
    const seller = await make.user();
    const appealed = await make.product(seller.id, {
      name: "Appealed",
      status: "removed",
      moderationNote: "Counterfeit",
    });
    const waiting = await make.product(seller.id, {
      name: "Waiting",
      status: "hidden",
      moderationNote: "Wrong category",
    });
    const live = await make.product(seller.id, { name: "Live" });
    await fileAppeal(handle.db, seller.id, {
      listingId: appealed.id,
      text: "It is genuine; here is the receipt number.",
    });
    const mine = Object.fromEntries((await listMyListings(handle.db, seller.id)).product.map((l) => [l.id, l]));
    expect(mine[appealed.id]).toMatchObject({ status: "removed", moderationNote: "Counterfeit", appeal: "open" });
    expect(mine[waiting.id]).toMatchObject({ status: "hidden", moderationNote: "Wrong category", appeal: "none" });
    expect(mine[live.id]).toMatchObject({ status: "active", moderationNote: null, appeal: "none" });
  });
});

describe("the appeal form", () => {
  const listingId = crypto.randomUUID();

  it("needs a text of at most 1,000 characters, trimmed", () => {
    expect(appealSchema.safeParse({ listingId, text: "  It was sold by mistake.  " })).toMatchObject({
      success: true,
      data: { listingId, text: "It was sold by mistake." },
    });
    expect(appealSchema.safeParse({ listingId, text: "   " }).success).toBe(false);
    expect(appealSchema.safeParse({ listingId, text: "x".repeat(1000) }).success).toBe(true);
    expect(appealSchema.safeParse({ listingId, text: "x".repeat(1001) }).success).toBe(false);
    expect(appealSchema.safeParse({ listingId: "abc", text: "Why" }).success).toBe(false);
  });
});
