import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOMMODATION_CATEGORIES, PRODUCT_CATEGORIES, USER_TYPES } from "~/lib/categories";
import { createTestDatabase } from "../../../tests/setup/test-database";
import { getMarketplaceStats } from "../domain/marketplace/get-marketplace-stats";
import { createLocalDiskStorage } from "../storage/local-disk-storage";
import { type DatabaseHandle, queryRows } from "./client";
import { listings } from "./schema";
import { deleteAllData, isDatabaseEmpty, seedDemoData } from "./seed";

let handle: DatabaseHandle;
let uploads: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  uploads = await mkdtemp(path.join(tmpdir(), "chuo-seed-"));
});
afterAll(async () => {
  await handle?.close();
  await rm(uploads, { recursive: true, force: true });
});

describe("demo data", () => {
  it("fills an empty database with the demo marketplace", async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    const summary = await seedDemoData(handle.db, { storage: createLocalDiskStorage(uploads) });
    expect(summary).not.toBeNull();
    expect(summary!.campuses).toBeGreaterThanOrEqual(30);
    expect(summary!.products).toBeGreaterThanOrEqual(60);
    expect(summary!.accommodations).toBeGreaterThanOrEqual(30);
    expect(summary!.shops).toBeGreaterThanOrEqual(8);
  }, 120_000);

  it("covers every product and accommodation category and every user type", async () => {
    const productCategories = await queryRows<{ category: string }>(handle.db, sql`select distinct category from listings where kind = 'product' and status = 'active'`);
    expect(productCategories.map((r) => r.category).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    const accommodationCategories = await queryRows<{ category: string }>(handle.db, sql`select distinct category from listings where kind = 'accommodation'`);
    expect(accommodationCategories.map((r) => r.category).sort()).toEqual([...ACCOMMODATION_CATEGORIES].sort());
    const types = await queryRows<{ user_type: string }>(handle.db, sql`select distinct user_type from users`);
    expect(types.map((r) => r.user_type).sort()).toEqual([...USER_TYPES].sort());
  });

  it("has premium, trial and inactive shops with past and future events", async () => {
    const [row] = await queryRows<{ premium: number; trial: number; inactive: number; past: number; future: number }>(
      handle.db,
      sql`select
        (select count(*) from shops where subscription_active and subscription_plan = 'premium') as premium,
        (select count(*) from shops where subscription_active and subscription_plan = 'trial') as trial,
        (select count(*) from shops where not subscription_active) as inactive,
        (select count(*) from shop_events where event_date < now()) as past,
        (select count(*) from shop_events where event_date >= now()) as future`,
    );
    expect(row!.premium).toBeGreaterThan(0);
    expect(row!.trial).toBeGreaterThan(0);
    expect(row!.inactive).toBeGreaterThan(0);
    expect(row!.past).toBeGreaterThan(0);
    expect(row!.future).toBeGreaterThan(0);
  });

  it("stores generated images locally with card-size siblings, small enough for slow links", async () => {
    const [product] = await handle.db
      .select()
      .from(listings)
      .where(and(eq(listings.kind, "product"), eq(listings.status, "active")))
      .limit(1);
    const url = product!.imageUrls[0]!;
    expect(url).toMatch(/^\/uploads\/product-images\/[0-9a-f-]+\/[0-9a-f-]+\.webp$/);
    const file = path.join(uploads, url.replace("/uploads/", ""));
    const card = file.replace(/\.webp$/, ".card.webp");
    expect((await stat(file)).size).toBeGreaterThan(0);
    expect((await stat(card)).size).toBeLessThan(30 * 1024);
  });

  it("counts real figures for the home page", async () => {
    const stats = await getMarketplaceStats(handle.db);
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*) as n from listings where kind = 'product' and status = 'active'`);
    expect(stats.products).toBe(row!.n);
    expect(stats.campuses).toBeGreaterThanOrEqual(30);
  });

  it("does nothing on a database that already has data", async () => {
    const before = await getMarketplaceStats(handle.db);
    expect(await seedDemoData(handle.db, { storage: createLocalDiskStorage(uploads) })).toBeNull();
    expect(await getMarketplaceStats(handle.db)).toEqual(before);
  });

  it("can start over after deleting all data", async () => {
    await deleteAllData(handle.db);
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    expect((await readdir(uploads)).length).toBeGreaterThan(0);
  });
});
