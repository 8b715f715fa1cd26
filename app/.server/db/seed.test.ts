import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabase } from "#tests/fixtures/test-database";
import { ACCOMMODATION_CATEGORIES, PRODUCT_CATEGORIES, USER_TYPES } from "~/lib/listings/categories";
import { normalizeWhatsappNumber } from "~/lib/shared/whatsapp";
import { getMarketplaceStats } from "../domain/marketplace/get-marketplace-stats";
import { createLocalDiskStorage } from "../storage/local-disk-storage";
import { type DatabaseHandle, queryRows } from "./client";
import { listings } from "./schema";
import { sqlLiterals } from "./schema/sql-literals";
import { deleteAllData, isDatabaseEmpty, KEPT_ON_RESET, seedDemoData, tablesEmptiedOnReset } from "./seed";
import { DEMO_STUDENT } from "./seed-data/demo-accounts";
import { SELLERS } from "./seed-data/sellers";
import { seedDatabase } from "./seed-database";
import { seedReferenceData } from "./seed-reference-data";

const handle = testDatabase();
let uploads: string;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "chuo-seed-"));
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
});

async function counts(db: DatabaseHandle["db"]) {
  const [row] = await queryRows<{
    campuses: number;
    domains: number;
    users: number;
    accounts: number;
    listings: number;
    shops: number;
  }>(
    db,
    sql`select
      (select count(*)::int from campuses) as campuses,
      (select count(*)::int from campus_email_domains) as domains,
      (select count(*)::int from users) as users,
      (select count(*)::int from accounts) as accounts,
      (select count(*)::int from listings) as listings,
      (select count(*)::int from shops) as shops`,
  );
  return row!;
}

describe("reference data", () => {
  const reference = testDatabase();

  it("gives a database without campuses the campuses and their universities' e-mail domains, and no account, listing or shop", async () => {
    const summary = await seedDatabase(reference.db, { storage: createLocalDiskStorage(uploads), demoData: false });
    expect(summary.demo).toBeNull();
    expect(summary.reference).toEqual({ campuses: expect.any(Number), campusEmailDomains: expect.any(Number) });
    expect(await counts(reference.db)).toMatchObject({
      campuses: summary.reference!.campuses,
      domains: summary.reference!.campusEmailDomains,
      users: 0,
      accounts: 0,
      listings: 0,
      shops: 0,
    });
    expect(summary.reference!.campuses).toBeGreaterThanOrEqual(30);
    const [udsm] = await queryRows<{ university: string }>(
      reference.db,
      sql`select university from campus_email_domains where domain = 'udsm.ac.tz' limit 1`,
    );
    expect(udsm?.university).toBe("UDSM");
  });

  it("is written once: a later start adds nothing, and a database whose campuses an admin changed keeps them", async () => {
    const before = await counts(reference.db);
    expect(await seedReferenceData(reference.db)).toBeNull();
    expect(await counts(reference.db)).toEqual(before);
    await reference.db.execute(sql`delete from campuses where short_name = 'ARU'`);
    expect(await seedReferenceData(reference.db)).toBeNull();
    expect((await counts(reference.db)).campuses).toBe(before.campuses - 1);
  });

  it("is written by one of two starts at once, and the other adds nothing and does not fail", async () => {
    const fresh = await openTestDatabase();
    try {
      const results = await Promise.all([
        seedReferenceData(fresh.db),
        seedReferenceData(fresh.db),
        seedReferenceData(fresh.db),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await counts(fresh.db)).campuses).toBe(results.find(Boolean)!.campuses);
    } finally {
      await fresh.close();
    }
  });
});

describe("demo data", () => {
  it("is not written without campuses: it names them", async () => {
    const fresh = await openTestDatabase();
    try {
      await expect(seedDemoData(fresh.db, { storage: createLocalDiskStorage(uploads) })).rejects.toThrow(
        /campus the database does not have/,
      );
      expect((await counts(fresh.db)).users).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it("fills a database that has its campuses and no account with the demo marketplace", async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    const { reference, demo: summary } = await seedDatabase(handle.db, {
      storage: createLocalDiskStorage(uploads),
      demoData: true,
    });
    expect(reference!.campuses).toBeGreaterThanOrEqual(30);
    expect(summary).not.toBeNull();
    // The sellers, the student with a refund to withdraw, and the admin.
    expect(summary!.users).toBe(SELLERS.length + 2);
    expect(summary!.products).toBeGreaterThanOrEqual(60);
    expect(summary!.accommodations).toBeGreaterThanOrEqual(30);
    expect(summary!.shops).toBeGreaterThanOrEqual(8);
  }, 120_000);

  it("gives every demo seller a confirmed WhatsApp number of their own", async () => {
    const sellers = await queryRows<{ whatsapp_number: string | null; phone_verified_at: Date | null }>(
      handle.db,
      sql`select whatsapp_number, phone_verified_at from users where role is distinct from 'admin' and email <> ${DEMO_STUDENT.email}`,
    );
    expect(sellers).toHaveLength(SELLERS.length);
    for (const seller of sellers) {
      expect(normalizeWhatsappNumber(seller.whatsapp_number)).toMatch(/^255[67]\d{8}$/);
      expect(seller.phone_verified_at).not.toBeNull();
    }
    expect(new Set(sellers.map((s) => normalizeWhatsappNumber(s.whatsapp_number))).size).toBe(sellers.length);
  });

  it("covers every product and accommodation category and every user type", async () => {
    const productCategories = await queryRows<{ category: string }>(
      handle.db,
      sql`select distinct category from listings where kind = 'product' and status = 'active'`,
    );
    expect(productCategories.map((r) => r.category).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    const accommodationCategories = await queryRows<{ category: string }>(
      handle.db,
      sql`select distinct category from listings where kind = 'accommodation'`,
    );
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
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*) as n from listings where kind = 'product' and status = 'active'`,
    );
    expect(stats.products).toBe(row!.n);
    expect(stats.campuses).toBeGreaterThanOrEqual(30);
  });

  it("does nothing on a database that already has data", async () => {
    const before = await counts(handle.db);
    expect(await seedDatabase(handle.db, { storage: createLocalDiskStorage(uploads), demoData: true })).toEqual({
      reference: null,
      demo: null,
    });
    expect(await counts(handle.db)).toEqual(before);
  });

  it("is not added to a database that has any account, and by one of two starts at once into one without", async () => {
    const fresh = await openTestDatabase();
    try {
      await seedReferenceData(fresh.db);
      const [campus] = await queryRows<{ id: string }>(fresh.db, sql`select id from campuses limit 1`);
      await fresh.db.execute(
        sql`insert into users (full_name, email, campus_id) values ('Asha Real', 'asha@example.co.tz', ${campus!.id})`,
      );
      expect(await seedDemoData(fresh.db, { storage: createLocalDiskStorage(uploads) })).toBeNull();
      expect(await counts(fresh.db)).toMatchObject({ users: 1, listings: 0, shops: 0 });

      await fresh.db.execute(sql`delete from users`);
      const storage = createLocalDiskStorage(uploads);
      const results = await Promise.all([seedDemoData(fresh.db, { storage }), seedDemoData(fresh.db, { storage })]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await counts(fresh.db)).users).toBe(SELLERS.length + 2);
    } finally {
      await fresh.close();
    }
  }, 240_000);

  it("can start over after deleting all data", async () => {
    await deleteAllData(handle.db);
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    expect((await readdir(uploads)).length).toBeGreaterThan(0);
  });

  it("empties every table but the kept ones, and keeps those whole", async () => {
    const emptied = await tablesEmptiedOnReset(handle.db);
    const all = await queryRows<{ name: string }>(
      handle.db,
      sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
    );
    expect([...emptied, ...KEPT_ON_RESET].sort()).toEqual(all.map((t) => t.name).sort());
    expect(emptied).toContain("users");
    // A kept table that referenced an emptied one would be emptied all the same by the cascade.
    const leading = await queryRows<{ kept: string; emptied: string }>(
      handle.db,
      sql`select c.conrelid::regclass::text as kept, c.confrelid::regclass::text as emptied
        from pg_constraint c where c.contype = 'f'
          and c.conrelid::regclass::text in (${sqlLiterals(KEPT_ON_RESET)})
          and c.confrelid::regclass::text not in (${sqlLiterals(KEPT_ON_RESET)})`,
    );
    expect(leading).toEqual([]);
    for (const table of emptied) {
      const [row] = await queryRows<{ any: boolean }>(
        handle.db,
        sql`select exists (select 1 from ${sql.identifier(table)}) as any`,
      );
      expect(row?.any, table).toBe(false);
    }
    for (const table of ["listing_status_moves", "listing_expiry_periods"]) {
      const [row] = await queryRows<{ any: boolean }>(
        handle.db,
        sql`select exists (select 1 from ${sql.identifier(table)}) as any`,
      );
      expect(row?.any, table).toBe(true);
    }
  });
});
