import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sellingTestbed } from "#tests/fixtures/selling-testbed";
import type { ProductInput } from "~/lib/listings/forms/product";
import { describeNotification } from "~/lib/notifications/notification-text";
import { listings, notifications, payments, users, walletEntries } from "../../../db/schema";
import { createListing } from "../../listings/create-listing";
import { listNotifications } from "../../notifications/list-notifications";
import { payListingFeeFromWallet } from "../../payments/pay-listing-fee-from-wallet";
import { getFollowCounts } from "./get-follow-counts";
import { listFollowedListings } from "./list-followed-listings";
import { setFollowing } from "./set-following";

const bed = sellingTestbed("follows");
const product = (name: string): { kind: "product"; fields: ProductInput } => ({
  kind: "product",
  fields: { name, price: "200000", category: "Books" },
});
const titlesOf = async (userId: string) =>
  (await listNotifications(bed.handle.db, userId)).items.map((n) => describeNotification(n));

describe("following sellers", () => {
  it("follows and unfollows (twice is once), counts both ways, and refuses oneself or a seller who is gone", async () => {
    const seller = await bed.make.user();
    const student = await bed.make.user();
    await setFollowing(bed.handle.db, student.id, seller.id, true);
    expect(await setFollowing(bed.handle.db, student.id, seller.id, true)).toEqual({ following: true, followers: 1 });
    expect(await getFollowCounts(bed.handle.db, seller.id, student.id)).toEqual({
      followers: 1,
      following: 0,
      viewerFollows: true,
    });
    expect(await getFollowCounts(bed.handle.db, student.id, null)).toEqual({
      followers: 0,
      following: 1,
      viewerFollows: false,
    });
    expect(await setFollowing(bed.handle.db, student.id, seller.id, false)).toEqual({ following: false, followers: 0 });

    await expect(setFollowing(bed.handle.db, student.id, student.id, true)).rejects.toMatchObject({
      code: "invalid_input",
      reason: "follow_self",
    });
    await expect(setFollowing(bed.handle.db, student.id, student.id.toUpperCase(), true)).rejects.toMatchObject({
      code: "invalid_input",
      reason: "follow_self",
    });
    await expect(setFollowing(bed.handle.db, student.id, "not-a-uuid", true)).rejects.toMatchObject({
      code: "not_found",
    });
    const suspended = await bed.make.user();
    await bed.handle.db.update(users).set({ banned: true }).where(eq(users.id, suspended.id));
    await expect(setFollowing(bed.handle.db, student.id, suspended.id, true)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("tells followers once when a seller's listing goes live, free at once or when its fee is paid, and shows it on their strip", async () => {
    const seller = await bed.make.user({ fullName: "Halima Vitabu", freeProductsUsed: 4, freeProductsLimit: 5 });
    const follower = await bed.make.user();
    const stranger = await bed.make.user();
    const former = await bed.make.user();
    await setFollowing(bed.handle.db, follower.id, seller.id, true);
    await setFollowing(bed.handle.db, former.id, seller.id, true);
    await setFollowing(bed.handle.db, former.id, seller.id, false);

    const free = await createListing(bed.handle.db, bed.files.storage, seller.id, product("Calculus notes"), []);
    expect(free.feeAmount).toBe("0.00");
    expect(await titlesOf(follower.id)).toEqual([
      { title: "New from a seller you follow", message: 'Halima Vitabu listed a product: "Calculus notes".' },
    ]);
    expect(await titlesOf(stranger.id)).toEqual([]);
    expect(await titlesOf(former.id)).toEqual([]);

    // Past the free quota the next one waits for its fee: nothing until it is paid.
    const owed = await createListing(bed.handle.db, bed.files.storage, seller.id, product("Physics notes"), []);
    expect(owed.feeAmount).not.toBe("0.00");
    expect(await titlesOf(follower.id)).toHaveLength(1);
    await bed.handle.db
      .insert(walletEntries)
      .values({ userId: seller.id, kind: "top_up", amount: "1000.00", paymentId: await topUpPayment(seller.id) });
    await payListingFeeFromWallet(bed.handle.db, seller.id, owed.id);
    expect((await titlesOf(follower.id)).map((t) => t.message)).toEqual([
      'Halima Vitabu listed a product: "Physics notes".',
      'Halima Vitabu listed a product: "Calculus notes".',
    ]);

    expect((await listFollowedListings(bed.handle.db, follower.id)).map((l) => l.title)).toEqual([
      "Physics notes",
      "Calculus notes",
    ]);
    expect(await listFollowedListings(bed.handle.db, stranger.id)).toEqual([]);
    const rows = await bed.handle.db.select().from(notifications).where(eq(notifications.userId, follower.id));
    expect(rows.every((n) => n.kind === "seller_listed" && n.link?.startsWith("/products/"))).toBe(true);
  });
});

describe("what followers are not told", () => {
  it("not a suspended seller's listing, nor a listing whose raised price was paid again", async () => {
    const seller = await bed.make.user({ freeProductsUsed: 1, freeProductsLimit: 1 });
    const follower = await bed.make.user();
    await setFollowing(bed.handle.db, follower.id, seller.id, true);
    const owed = await createListing(bed.handle.db, bed.files.storage, seller.id, product("Old notes"), []);
    await bed.handle.db.insert(walletEntries).values({
      userId: seller.id,
      kind: "top_up",
      amount: "5000.00",
      paymentId: await topUpPayment(seller.id, "5000.00"),
    });
    // Suspended while the fee was on its way: the fee is paid, nobody is told.
    await bed.handle.db.update(users).set({ banned: true }).where(eq(users.id, seller.id));
    await payListingFeeFromWallet(bed.handle.db, seller.id, owed.id);
    expect(await titlesOf(follower.id)).toEqual([]);
    await bed.handle.db.update(users).set({ banned: false }).where(eq(users.id, seller.id));

    const fresh = await createListing(bed.handle.db, bed.files.storage, seller.id, product("Chemistry notes"), []);
    await payListingFeeFromWallet(bed.handle.db, seller.id, fresh.id);
    expect(await titlesOf(follower.id)).toHaveLength(1);
    // The price goes up, the difference is owed and paid: not a new listing, even for a new follower.
    const newcomer = await bed.make.user();
    await setFollowing(bed.handle.db, newcomer.id, seller.id, true);
    await bed.handle.db
      .update(listings)
      .set({ price: "900000.00", feeAmount: "900.00", feePaid: false, status: "pending_fee" })
      .where(eq(listings.id, fresh.id));
    await payListingFeeFromWallet(bed.handle.db, seller.id, fresh.id);
    expect(await titlesOf(newcomer.id)).toEqual([]);
    expect(await titlesOf(follower.id)).toHaveLength(1);
  });
});

/** A completed top-up payment row for a ledger entry to belong to. */
async function topUpPayment(userId: string, amount = "1000.00"): Promise<string> {
  const [row] = await bed.handle.db
    .insert(payments)
    .values({
      userId,
      orderId: crypto.randomUUID(),
      paymentType: "wallet_topup",
      paymentStatus: "completed",
      paymentMethod: "mpesa",
      gateway: "sandbox",
      amount,
      completedAt: new Date(),
    })
    .returning({ id: payments.id });
  return row!.id;
}
