import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { describeNotification } from "~/lib/notifications/notification-text";
import { listings, notifications } from "../../db/schema";
import { listNotifications } from "../notifications/list-notifications";
import { configureListingExpiry } from "./configure-listing-expiry";
import { listListings } from "./list-listings";
import { listMyListings } from "./list-my-listings";
import { moveListingClock } from "./move-listing-clock";
import { renewListing } from "./renew-listing";
import { runListingExpiry } from "./run-listing-expiry";

const handle = testDatabase();
const { make } = handle;

const db = () => handle.db;
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

async function rowOf(id: string) {
  const [row] = await db()
    .select({ status: listings.status, expiresAt: listings.expiresAt })
    .from(listings)
    .where(eq(listings.id, id));
  return row!;
}

/** Days from now to the listing's end, to a tenth. */
const daysLeft = (expiresAt: Date | null) => Math.round(((expiresAt!.getTime() - Date.now()) / DAY_MS) * 10) / 10;

const warningsFor = async (listingId: string) =>
  db()
    .select({ id: notifications.id, userId: notifications.userId, periodEnd: notifications.periodEnd })
    .from(notifications)
    .where(and(eq(notifications.listingId, listingId), eq(notifications.kind, "listing_expiring")));

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
  throw new Error("expected a refusal, got a success");
}

describe("when a listing ends", () => {
  it("dates a live listing's end when it goes live: 60 days for a product, 30 for a place; none while its fee is owed", async () => {
    const seller = (await make.user()).id;
    const product = await make.product(seller);
    const place = await make.accommodation(seller);
    const unpaid = await make.product(seller, { status: "pending_fee", feePaid: false });
    expect(daysLeft((await rowOf(product.id)).expiresAt)).toBe(60);
    expect(daysLeft((await rowOf(place.id)).expiresAt)).toBe(30);
    expect((await rowOf(unpaid.id)).expiresAt).toBeNull();
    // Its fee paid, it goes live, and its days start then.
    await db().update(listings).set({ status: "active", feePaid: true }).where(eq(listings.id, unpaid.id));
    expect(daysLeft((await rowOf(unpaid.id)).expiresAt)).toBe(60);
  });

  it("follows the server's settings for listings that go live after them", async () => {
    const seller = (await make.user()).id;
    await configureListingExpiry(db(), { product: 10, accommodation: 5 });
    try {
      expect(daysLeft((await rowOf((await make.product(seller)).id)).expiresAt)).toBe(10);
      expect(daysLeft((await rowOf((await make.accommodation(seller)).id)).expiresAt)).toBe(5);
    } finally {
      await configureListingExpiry(db(), { product: 60, accommodation: 30 });
    }
  });

  it("warns the seller once 3 days before, expires the listing at its end, and takes it off the lists", async () => {
    const seller = (await make.user({ fullName: "Expiring Esther" })).id;
    const product = await make.product(seller, { name: "Expiring kettle" });
    const listed = async () =>
      (await listListings(db(), "product", { page: 1, q: "Expiring kettle" })).items.map((item) => item.id);

    // 56 days on: nothing yet.
    await runListingExpiry(db(), { now: daysFromNow(56) });
    expect(await warningsFor(product.id)).toEqual([]);

    // 57 days on: warned, and a second run adds nothing.
    await runListingExpiry(db(), { now: daysFromNow(57) });
    await runListingExpiry(db(), { now: daysFromNow(58) });
    const warnings = await warningsFor(product.id);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ userId: seller });
    const [news] = (await listNotifications(db(), seller)).items;
    expect(news?.kind).toBe("listing_expiring");
    expect(describeNotification(news!).message).toMatch(
      /^"Expiring kettle" stops being listed on .+\. Renew it, free, on My Listings to keep it up\.$/,
    );
    expect(news?.link).toBe(`/my-listings#renew-${product.id}`);
    expect(await listed()).toContain(product.id);
    const [mine] = (await listMyListings(db(), seller, daysFromNow(57))).product;
    expect(mine).toMatchObject({ id: product.id, renewable: true });

    // 61 days on: expired, off the list, and Renew is offered.
    await db().update(listings).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(listings.id, product.id));
    expect(await runListingExpiry(db())).toMatchObject({ expired: 1 });
    expect((await rowOf(product.id)).status).toBe("expired");
    expect(await listed()).not.toContain(product.id);
    expect(await runListingExpiry(db())).toMatchObject({ expired: 0 });
  });

  it("warns once and expires once when two runs go at once", async () => {
    const seller = (await make.user()).id;
    const soon = await make.product(seller);
    const past = await make.product(seller);
    await db().update(listings).set({ expiresAt: sql`now() + interval '2 days'` }).where(eq(listings.id, soon.id));
    await db().update(listings).set({ expiresAt: sql`now() - interval '1 hour'` }).where(eq(listings.id, past.id));
    // Earlier tests left nothing else due: the three runs between them expire this one listing, once.
    const runs = await Promise.all([runListingExpiry(db()), runListingExpiry(db()), runListingExpiry(db())]);
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(1);
    expect(await warningsFor(soon.id)).toHaveLength(1);
    expect((await rowOf(past.id)).status).toBe("expired");
  });
});

describe("time a listing is not listed", () => {
  it("does not count while it is under review: cleared, it comes back with the days it had", async () => {
    const seller = (await make.user()).id;
    const product = await make.product(seller);
    await db().update(listings).set({ expiresAt: sql`now() + interval '2 days'` }).where(eq(listings.id, product.id));
    await db().update(listings).set({ status: "under_review" }).where(eq(listings.id, product.id));
    // Five days under review.
    await db()
      .update(listings)
      .set({ statusChangedAt: sql`now() - interval '5 days'` })
      .where(eq(listings.id, product.id));
    await db().update(listings).set({ status: "active" }).where(eq(listings.id, product.id));
    expect(daysLeft((await rowOf(product.id)).expiresAt)).toBe(7);
    await runListingExpiry(db());
    expect((await rowOf(product.id)).status).toBe("active");
  });
});

describe("renewing a listing", () => {
  it("is refused while the listing has plenty of days left, and to anyone but its seller", async () => {
    const seller = (await make.user()).id;
    const other = (await make.user()).id;
    const product = await make.product(seller);
    expect(await reasonOf(renewListing(db(), seller, { kind: "product", listingId: product.id }))).toBe(
      "listing_not_renewable",
    );
    expect(await reasonOf(renewListing(db(), other, { kind: "product", listingId: product.id }))).toBe(
      "listing_not_yours",
    );
  });

  it("gives a live listing in its last days a full period from now, and a new warning for its new end", async () => {
    const seller = (await make.user()).id;
    const product = await make.product(seller);
    await db().update(listings).set({ expiresAt: sql`now() + interval '2 days'` }).where(eq(listings.id, product.id));
    await runListingExpiry(db());
    const renewed = await renewListing(db(), seller, { kind: "product", listingId: product.id });
    expect(renewed.status).toBe("active");
    expect(daysLeft(renewed.expiresAt)).toBe(60);
    await runListingExpiry(db(), { now: daysFromNow(58) });
    expect(await warningsFor(product.id)).toHaveLength(2);
  });

  it("lists an expired listing again, free, for a full period; one whose price was raised meanwhile waits for its fee", async () => {
    const seller = (await make.user()).id;
    const product = await make.product(seller);
    const raised = await make.product(seller);
    for (const id of [product.id, raised.id])
      await db().update(listings).set({ expiresAt: sql`now() - interval '1 hour'` }).where(eq(listings.id, id));
    await runListingExpiry(db());
    expect(await renewListing(db(), seller, { kind: "product", listingId: product.id })).toMatchObject({
      status: "active",
    });
    expect(daysLeft((await rowOf(product.id)).expiresAt)).toBe(60);

    await db().update(listings).set({ feePaid: false }).where(eq(listings.id, raised.id));
    expect(await renewListing(db(), seller, { kind: "product", listingId: raised.id })).toMatchObject({
      status: "pending_fee",
    });
  });
});

describe("the development clock", () => {
  it("moves one listing's dates back and runs the job; a listing that is not there is not found", async () => {
    const seller = (await make.user()).id;
    const product = await make.product(seller);
    await moveListingClock(db(), product.id, 57);
    expect(await warningsFor(product.id)).toHaveLength(1);
    expect((await rowOf(product.id)).status).toBe("active");
    await moveListingClock(db(), product.id, 4);
    expect((await rowOf(product.id)).status).toBe("expired");
    expect(await reasonOf(moveListingClock(db(), "00000000-0000-4000-8000-000000000000", 5))).toBe("listing_not_found");
  });
});
