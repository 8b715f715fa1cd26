import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Bucket, ObjectStorage } from "../storage/storage";
import { type Database, queryRows } from "./client";
import { createRandom, type Random } from "./random";
import {
  accounts,
  campuses,
  listings,
  payments,
  promotions,
  shopEvents,
  shopServices,
  shops,
  userCampuses,
  users,
  walletEntries,
} from "./schema";
import { sqlLiterals } from "./schema/sql-literals";
import { ACCOMMODATIONS } from "./seed-data/accommodations";
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_STUDENT } from "./seed-data/demo-accounts";
import { PRODUCTS } from "./seed-data/products";
import { SELLERS } from "./seed-data/sellers";
import { SHOPS } from "./seed-data/shops";
import type { ProductSeed } from "./seed-data/types";
import { drawDemoImage } from "./seed-images";
import { lockSeeding } from "./seed-lock";

type ListingRow = typeof listings.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The tables `db:seed --reset` never empties; it empties every other table of the schema (read
 * from the database, so a new table is emptied without being listed). Each kept table is one no
 * foreign key leads from an emptied one (a test checks it: the cascade would empty it too).
 */
export const KEPT_ON_RESET = [
  // Written by the migrations or at start, and read by triggers: emptied, listings stop working.
  "listing_status_moves",
  "listing_expiry_periods",
  // Kept by triggers on listings and shops; its counts go to zero on their own as those are emptied.
  "search_vocabulary",
  // Append-only: a trigger refuses TRUNCATE (migration 0017).
  "moderation_log",
  // Outlives accounts by design (docs/security.md#one-person-one-voice).
  "voices",
  // The auth signing keys.
  "jwks",
  // Short-lived counters and the sandbox's sent texts, left as they were.
  "attempt_counters",
  "sms_outbox",
] as const;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from campuses) and not exists (select 1 from users) as empty`,
  );
  return row?.empty ?? true;
}

/** Whether any account exists: demo data goes only into a database that has none. */
export async function hasAccounts(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from users) as any`);
  return row?.any ?? false;
}

/** Removes every row of the marketplace (keeps the schema). Only for `db:seed --reset`. */
export async function deleteAllData(db: Database): Promise<void> {
  const tables = await tablesEmptiedOnReset(db);
  await db.execute(sql.raw(`truncate table ${tables.map((t) => `"${t.replace(/"/g, '""')}"`).join(", ")} cascade`));
}

/** Every table of the schema but the kept ones (the migrations' own table is in schema drizzle). */
export async function tablesEmptiedOnReset(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables
      where schemaname = current_schema() and tablename not in (${sqlLiterals(KEPT_ON_RESET)})
      order by tablename`,
  );
  return rows.map((row) => row.name);
}

export interface SeedSummary {
  users: number;
  products: number;
  accommodations: number;
  shops: number;
}

interface SeedOptions {
  storage: ObjectStorage;
  /** "Now" for the demo timeline; listings are spread over the 60 days before it. */
  now?: Date;
}

/**
 * Adds the demo marketplace to a database that has its campuses (seed-reference-data.ts) and no
 * account yet: sellers of every type and an admin, all with the published demo password,
 * products, accommodations and shops with promotions, events and services. Does nothing when
 * any account exists, so it is safe to run at every start; the caller decides whether demo data
 * is wanted at all (DEMO_DATA, never on a public address).
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary | null> {
  if (await hasAccounts(db)) return null;
  const now = options.now ?? new Date();
  const random = createRandom(20_261_122);
  const images = createImageWriter(options.storage);

  // Images are written before the rows that point at them; the rows go in one transaction, so a
  // failure leaves no account (and at worst unused files) and the next start tries again.
  const campusId = new Map(
    (await db.select({ id: campuses.id, shortName: campuses.shortName }).from(campuses)).map((c) => [
      c.shortName,
      c.id,
    ]),
  );
  const campusOf = (shortName: string) => {
    const id = campusId.get(shortName);
    if (!id)
      throw new Error(
        `Demo data names a campus the database does not have: ${shortName} (the reference data is seeded first)`,
      );
    return id;
  };

  const userRows = SELLERS.map((s, index) => ({
    id: randomUUID(),
    fullName: s.fullName,
    email: s.email,
    emailVerified: true,
    phoneNumber: s.phoneNumber,
    whatsappNumber: s.whatsappNumber,
    university: s.university,
    userType: s.userType,
    campusId: campusOf(s.campusShortName),
    // Confirmed a day after joining, so the demo shows what a confirmed number brings ("Phone verified").
    phoneVerifiedAt: new Date(now.getTime() - (399 - index * 13) * DAY_MS),
    createdAt: new Date(now.getTime() - (400 - index * 13) * DAY_MS),
  }));
  const adminRow = {
    id: randomUUID(),
    fullName: DEMO_ADMIN.fullName,
    email: DEMO_ADMIN.email,
    emailVerified: true,
    role: "admin",
    userType: "verified",
    campusId: campusOf(SELLERS[0]!.campusShortName),
    createdAt: new Date(now.getTime() - 420 * DAY_MS),
  };
  const studentRow = {
    id: randomUUID(),
    fullName: DEMO_STUDENT.fullName,
    email: DEMO_STUDENT.email,
    emailVerified: true,
    whatsappNumber: DEMO_STUDENT.whatsappNumber,
    campusId: campusOf(SELLERS[0]!.campusShortName),
    phoneVerifiedAt: new Date(now.getTime() - 59 * DAY_MS),
    createdAt: new Date(now.getTime() - 60 * DAY_MS),
  };
  const refundPayment = {
    id: randomUUID(),
    userId: studentRow.id,
    orderId: randomUUID(),
    paymentType: "wallet_topup",
    paymentStatus: "completed",
    paymentMethod: "mpesa",
    amount: String(DEMO_STUDENT.refundTzs),
    gateway: "sandbox",
    payerName: DEMO_STUDENT.fullName,
    payerEmail: DEMO_STUDENT.email,
    // A person looked at it and let the refund stand.
    reviewReason: "paid_after_cancel",
    completedAt: new Date(now.getTime() - 3 * DAY_MS),
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
  };
  // One hash for every demo account: they share the demo password (demo data only).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accountRows = [...userRows, studentRow, adminRow].map((u) => ({
    userId: u.id,
    accountId: u.id,
    providerId: "credential",
    password: passwordHash,
  }));
  const userCampusRows = SELLERS.flatMap((s, index) => {
    const userId = userRows[index]!.id;
    return [
      { userId, campusId: campusOf(s.campusShortName), isPrimary: true },
      ...s.extraCampusShortNames.map((short) => ({ userId, campusId: campusOf(short), isPrimary: false })),
    ];
  });

  const shopOwners = userRows.filter((u) => u.userType === "shop_owner");
  const sellersForListings = userRows.filter((u) => u.userType !== "shop_owner");
  const listingTime = timeline(random, now);

  const productRows: ListingRow[] = [];
  for (const [index, p] of PRODUCTS.entries()) {
    const seller = sellersForListings[index % sellersForListings.length]!;
    // A few sold or hidden items show that only active listings are public.
    const status = index % 23 === 22 ? "sold" : index % 29 === 28 ? "expired" : "active";
    productRows.push(await productRow(p, seller.id, null, status, listingTime(), images));
  }

  const accommodationRows: ListingRow[] = [];
  for (const a of ACCOMMODATIONS) {
    const campus = campusOf(a.campusShortName);
    const nearby = userRows.filter((u) => u.campusId === campus);
    const landlord = nearby.length > 0 ? random.pick(nearby) : random.pick(userRows);
    const id = randomUUID();
    accommodationRows.push({
      id,
      kind: "accommodation",
      title: a.title,
      description: a.description,
      price: String(a.priceTzs),
      category: a.category,
      location: a.location,
      address: a.address,
      roomType: a.roomType,
      amenities: a.amenities,
      imageUrls: await images.write("accommodation-images", landlord.id, "Accommodation", a.imageCount),
      status: "active",
      // Demo listings are listed free.
      feeWaived: true,
      sellerId: landlord.id,
      viewsCount: random.int(0, 240),
      createdAt: listingTime(),
    });
  }

  const shopRows: (typeof shops.$inferInsert)[] = [];
  const promotionRows: (typeof promotions.$inferInsert)[] = [];
  const eventRows: (typeof shopEvents.$inferInsert)[] = [];
  const serviceRows: (typeof shopServices.$inferInsert)[] = [];
  for (const [index, s] of SHOPS.entries()) {
    const owner = shopOwners[index % shopOwners.length]!;
    const id = randomUUID();
    const createdAt = new Date(now.getTime() - (30 + index * 97) * DAY_MS);
    const [logo] = await images.write("shop-logos", owner.id, "Shop", 1, index);
    const [cover] = await images.write(
      "shop-logos",
      owner.id,
      s.category === "Restaurant" ? "Food" : "Shop",
      1,
      index + 1,
    );
    shopRows.push({
      id,
      name: s.name,
      description: s.description,
      category: s.category,
      location: s.location,
      address: s.address,
      phoneNumber: s.phoneNumber,
      logoUrl: logo!,
      coverImageUrl: cover!,
      ownerId: owner.id,
      campusId: campusOf(s.campusShortName),
      ...subscriptionColumns(s.subscription, now),
      createdAt,
    });
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    for (const p of s.promotions) {
      promotionRows.push({
        shopId: id,
        ...p,
        startDate: at(p.startInDays),
        endDate: at(p.endInDays),
        createdAt: at(Math.min(p.startInDays, 0) - 1),
      });
    }
    for (const e of s.events) {
      eventRows.push({
        shopId: id,
        title: e.title,
        description: e.description,
        eventDate: at(e.inDays),
        location: e.location,
        price: e.priceTzs === null ? null : String(e.priceTzs),
        maxParticipants: e.maxParticipants,
        currentParticipants: e.currentParticipants,
        createdAt: at(Math.min(e.inDays, 0) - 7),
      });
    }
    for (const v of s.services) {
      serviceRows.push({
        shopId: id,
        name: v.name,
        description: v.description,
        category: v.category,
        price: String(v.priceTzs),
        durationMinutes: v.durationMinutes,
        isAvailable: v.isAvailable,
        createdAt: new Date(createdAt.getTime() + DAY_MS),
      });
    }
    for (const p of s.products) {
      productRows.push(await productRow(p, owner.id, id, "active", listingTime(), images));
    }
  }

  const inserted = await db.transaction(async (tx) => {
    // Several servers may start on one database: the first to get here seeds, the others find
    // its accounts once they get the lock and add nothing.
    await lockSeeding(tx as unknown as Database);
    if (await hasAccounts(tx as unknown as Database)) return false;
    await tx.insert(users).values([...userRows, studentRow, adminRow]);
    await tx.insert(accounts).values(accountRows);
    // Each account's primary row is already there (written with the account by the database).
    await tx
      .insert(userCampuses)
      .values([...userCampusRows, { userId: adminRow.id, campusId: adminRow.campusId, isPrimary: true }])
      .onConflictDoNothing();
    await tx.insert(payments).values(refundPayment);
    await tx.insert(walletEntries).values({
      userId: studentRow.id,
      kind: "refund",
      amount: refundPayment.amount,
      paymentId: refundPayment.id,
      createdAt: refundPayment.completedAt,
    });
    await tx.insert(shops).values(shopRows);
    await tx.insert(listings).values([...productRows, ...accommodationRows]);
    if (promotionRows.length) await tx.insert(promotions).values(promotionRows);
    if (eventRows.length) await tx.insert(shopEvents).values(eventRows);
    if (serviceRows.length) await tx.insert(shopServices).values(serviceRows);
    return true;
  });
  if (!inserted) return null;

  return {
    users: userRows.length + 2,
    products: productRows.length,
    accommodations: accommodationRows.length,
    shops: shopRows.length,
  };
}

function subscriptionColumns(kind: "premium" | "trial" | "inactive" | "never", now: Date) {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  switch (kind) {
    case "premium":
      return {
        subscriptionActive: true,
        subscriptionPlan: "premium",
        subscriptionEndDate: days(18),
        freeTrialUsed: true,
      };
    case "trial":
      return {
        subscriptionActive: true,
        subscriptionPlan: "trial",
        subscriptionEndDate: days(12),
        freeTrialUsed: true,
      };
    case "inactive":
      return {
        subscriptionActive: false,
        subscriptionPlan: "trial",
        subscriptionEndDate: days(-9),
        freeTrialUsed: true,
      };
    case "never":
      return { subscriptionActive: false, subscriptionPlan: null, subscriptionEndDate: null, freeTrialUsed: false };
  }
}

/** Listing dates spread over the last 60 days, newest listings first in the demo lists. */
function timeline(random: Random, now: Date) {
  return () => new Date(now.getTime() - random.int(1, 60 * 24 * 60) * 60 * 1000);
}

async function productRow(
  p: ProductSeed,
  sellerId: string,
  shopId: string | null,
  status: string,
  createdAt: Date,
  images: ReturnType<typeof createImageWriter>,
): Promise<ListingRow> {
  return {
    id: randomUUID(),
    kind: "product",
    title: p.name,
    description: p.description,
    price: String(p.priceTzs),
    category: p.category,
    condition: p.condition,
    imageUrls: await images.write("product-images", sellerId, p.category, p.imageCount),
    status,
    sellerId,
    shopId,
    // Demo listings are listed free.
    feeWaived: true,
    viewsCount: Math.floor((createdAt.getTime() / 1000) % 180),
    createdAt,
  };
}

/** Draws demo pictures and stores them with their siblings (app/lib/shared/images.ts); returns the full-size URLs. */
function createImageWriter(storage: ObjectStorage) {
  // Drawing is the slow part; each (kind, variant) picture is drawn once and stored per listing.
  const drawn = new Map<string, Promise<Awaited<ReturnType<typeof drawDemoImage>>>>();
  const draw = (kind: string, variant: number) => {
    const key = `${kind}:${variant}`;
    if (!drawn.has(key)) drawn.set(key, drawDemoImage(kind, variant));
    return drawn.get(key)!;
  };
  return {
    async write(bucket: Bucket, ownerId: string, kind: string, count: number, firstVariant = 0): Promise<string[]> {
      const urls: string[] = [];
      for (let i = 0; i < count; i++) {
        const name = randomUUID();
        const image = await draw(kind, (firstVariant + i) % 4);
        await storage.put(ownerId, bucket, `${ownerId}/${name}.card.webp`, image.card, "image/webp");
        for (const rendition of image.renditions)
          await storage.put(
            ownerId,
            bucket,
            `${ownerId}/${name}${rendition.suffix}`,
            rendition.bytes,
            rendition.contentType,
          );
        urls.push(await storage.put(ownerId, bucket, `${ownerId}/${name}.webp`, image.full, "image/webp"));
      }
      return urls;
    },
  };
}
