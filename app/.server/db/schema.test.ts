import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { queryRows } from "./client";
import { favorites, listings, payments, userCampuses, users } from "./schema";

const handle = testDatabase();
const { make } = handle;

/** The Postgres error behind Drizzle's wrapper, whichever driver raised it. */
async function dbError(work: Promise<unknown>): Promise<{ code?: string; constraint?: string; message: string }> {
  try {
    await work;
  } catch (error) {
    const e = error as { cause?: { code?: string; constraint?: string; message: string } };
    return e.cause ?? (error as { message: string });
  }
  throw new Error("expected the database to refuse");
}

describe("schema rules", () => {
  it("loads pg_trgm", async () => {
    const [row] = await queryRows<{ s: number }>(handle.db, sql`select similarity('laptop', 'laptp') as s`);
    expect(Number(row?.s)).toBeGreaterThan(0.3);
  });

  it("lets a favorite hold exactly one target", async () => {
    const user = await make.user();
    const product = await make.product(user.id);
    const shop = await make.shop(user.id);
    expect(await dbError(handle.db.insert(favorites).values({ userId: user.id }))).toMatchObject({
      constraint: "favorites_exactly_one_target",
    });
    expect(
      await dbError(handle.db.insert(favorites).values({ userId: user.id, listingId: product.id, shopId: shop.id })),
    ).toMatchObject({
      constraint: "favorites_exactly_one_target",
    });
    await handle.db.insert(favorites).values({ userId: user.id, listingId: product.id });
    expect(await dbError(handle.db.insert(favorites).values({ userId: user.id, listingId: product.id }))).toMatchObject(
      { code: "23505" },
    );
    await handle.db.insert(favorites).values({ userId: user.id, shopId: shop.id });
  });

  it("allows at most one primary campus per user", async () => {
    const [a, b] = [await make.campus(), await make.campus()];
    // The account's primary row (campus a) is written with the account.
    const user = await make.user({ campusId: a.id });
    expect(
      await dbError(handle.db.insert(userCampuses).values({ userId: user.id, campusId: b.id, isPrimary: true })),
    ).toMatchObject({
      constraint: "user_campuses_one_primary",
    });
    await handle.db.insert(userCampuses).values({ userId: user.id, campusId: b.id, isPrimary: false });
  });

  it("allows at most 5 campuses per user", async () => {
    const user = await make.user(); // one campus, written with the account
    for (let i = 1; i < 5; i++) {
      const campus = await make.campus();
      await handle.db.insert(userCampuses).values({ userId: user.id, campusId: campus.id, isPrimary: false });
    }
    const sixth = await make.campus();
    const error = await dbError(handle.db.insert(userCampuses).values({ userId: user.id, campusId: sixth.id }));
    expect(error.message).toContain("at most 5 campuses");
    const rows = await handle.db.select().from(userCampuses).where(eq(userCampuses.userId, user.id));
    expect(rows).toHaveLength(5);
  });

  it("constrains statuses, categories, conditions and prices", async () => {
    const user = await make.user();
    expect(await dbError(make.product(user.id, { status: "deleted" }))).toMatchObject({
      constraint: "listings_status_valid",
    });
    expect(await dbError(make.product(user.id, { category: "Cars" }))).toMatchObject({
      constraint: "listings_category_valid",
    });
    expect(await dbError(make.product(user.id, { condition: "Broken" }))).toMatchObject({
      constraint: "listings_product_condition_valid",
    });
    expect(await dbError(make.product(user.id, { price: "-1" }))).toMatchObject({
      constraint: "listings_price_nonnegative",
    });
    expect(await dbError(make.accommodation(user.id, { status: "sold" }))).toMatchObject({
      constraint: "listings_status_valid",
    });
    expect(await dbError(make.user({ userType: "admin" }))).toMatchObject({ constraint: "users_user_type_valid" });
    expect(
      await dbError(
        handle.db.insert(payments).values({ userId: user.id, orderId: "o-1", paymentType: "gift", amount: "1000" }),
      ),
    ).toMatchObject({ constraint: "payments_type_valid" });
  });

  it("stores money exactly as numeric TZS", async () => {
    const user = await make.user();
    const product = await make.product(user.id, { price: "1234567.89" });
    const [row] = await handle.db.select({ price: listings.price }).from(listings).where(eq(listings.id, product.id));
    expect(row?.price).toBe("1234567.89");
  });

  it("keeps e-mail addresses unique regardless of case", async () => {
    await make.user({ email: "Neema@Example.test" });
    expect(await dbError(make.user({ email: "neema@example.test" }))).toMatchObject({ code: "23505" });
  });

  it("removes a user's listings and favorites with the user", async () => {
    const user = await make.user();
    const product = await make.product(user.id);
    await handle.db.insert(favorites).values({ userId: user.id, listingId: product.id });
    await handle.db.delete(users).where(eq(users.id, user.id));
    const left = await handle.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, user.id)));
    expect(left).toEqual([]);
    expect(await handle.db.select().from(listings).where(eq(listings.id, product.id))).toEqual([]);
  });

  it("does not move updated_at when only the view counter changes", async () => {
    const user = await make.user();
    const product = await make.product(user.id, { updatedAt: new Date("2026-01-01T00:00:00Z") });
    await handle.db
      .update(listings)
      .set({ viewsCount: sql`${listings.viewsCount} + 1` })
      .where(eq(listings.id, product.id));
    const [afterView] = await handle.db.select().from(listings).where(eq(listings.id, product.id));
    expect(afterView?.updatedAt.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    await handle.db.update(listings).set({ title: "Renamed" }).where(eq(listings.id, product.id));
    const [afterEdit] = await handle.db.select().from(listings).where(eq(listings.id, product.id));
    expect(afterEdit!.updatedAt.getTime()).toBeGreaterThan(Date.parse("2026-01-02"));
  });
});
