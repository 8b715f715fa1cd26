import { cp, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DeleteObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "#tests/fixtures/s3-server";
import { MIGRATIONS_FOLDER, testDatabaseKind } from "#tests/fixtures/test-database";
import { type Database, type DatabaseHandle, openDatabase, queryRows } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";
import { conversations, listings, messages, payments, users } from "~/.server/db/schema";
import { seedDatabase } from "~/.server/db/seed-database";
import { loadEnv } from "~/.server/runtime/env";
import { createObjectStorage, s3SettingsOf } from "~/.server/storage/create-object-storage";
import { s3ClientFor } from "~/.server/storage/s3-storage";
import { backupSite, restoreSite } from "./backup-site";
import { filesUnder } from "./uploads-backup";

// The embedded database with photos on disk in the PGlite run; PostgreSQL with photos in an
// S3-compatible bucket in the PostgreSQL run (TEST_DATABASE_URL): both modes of the site.
const onPostgres = testDatabaseKind === "postgres";
let root: string;
let bucket: Awaited<ReturnType<typeof startS3Server>> | null = null;
let env: ReturnType<typeof loadEnv>;
let scratchDatabase: string | null = null;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "chuo-backup-"));
  if (onPostgres) {
    bucket = await startS3Server("chuo-backup");
    scratchDatabase = `chuo_backup_${process.pid}`;
    await adminQuery(`drop database if exists ${scratchDatabase} with (force)`);
    await adminQuery(`create database ${scratchDatabase}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${scratchDatabase}`;
    env = loadEnv({
      DATA_DIR: root,
      DATABASE_URL: url.toString(),
      STORAGE_DRIVER: "s3",
      S3_BUCKET: bucket.config.bucket,
      S3_ENDPOINT: bucket.config.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: bucket.config.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.config.credentials!.secretAccessKey,
    });
  } else {
    env = loadEnv({ DATA_DIR: root });
  }
}, 60_000);

afterAll(async () => {
  await bucket?.close();
  if (scratchDatabase) await adminQuery(`drop database if exists ${scratchDatabase} with (force)`);
  await rm(root, { recursive: true, force: true });
});

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const open = () =>
  env.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : openDatabase({ kind: "pglite", dataDir: env.pgliteDir });

/** Every table's row count and a digest of its rows, in one order. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number; digest: string }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} t`,
      ),
    );
    prints[name] = `${row!.n}:${row!.digest}`;
  }
  return prints;
}

/** Every stored photo's bytes, by path. */
async function photosOf(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (env.STORAGE_DRIVER === "disk") {
    for (const file of await filesUnder(env.uploadsDir))
      found.set(file, (await readFile(path.join(env.uploadsDir, file))).toString("base64"));
    return found;
  }
  const storage = createObjectStorage(env);
  for (const key of await bucketKeys()) {
    const [, kind, ...rest] = key.split("/");
    found.set(
      `${kind}/${rest.join("/")}`,
      Buffer.from((await storage.read(kind as never, rest.join("/")))!).toString("base64"),
    );
  }
  return found;
}

/** Every photo gone: the uploads folder, or every object in the bucket. */
async function wipePhotos() {
  if (env.STORAGE_DRIVER === "disk") return rm(env.uploadsDir, { recursive: true, force: true });
  const client = s3ClientFor(s3SettingsOf(env));
  for (const Key of await bucketKeys()) await client.send(new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key }));
}

/** Every key in the bucket, page after page. */
async function bucketKeys(): Promise<string[]> {
  const client = s3ClientFor(s3SettingsOf(env));
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: env.S3_BUCKET, Prefix: "uploads/", ContinuationToken }),
    );
    keys.push(...(page.Contents ?? []).map((entry) => entry.Key!));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

async function wipeDatabase(handle: DatabaseHandle) {
  if (env.DATABASE_URL) {
    await handle.db.execute(sql`drop schema public cascade`);
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`create schema public`);
    await handle.close();
    return;
  }
  await handle.close();
  await rm(env.pgliteDir, { recursive: true, force: true });
}

describe(`backup and restore (${onPostgres ? "PostgreSQL and an S3 bucket" : "the embedded database and the uploads folder"})`, () => {
  it("backs up a site with listings, photos, payments and messages while it runs, and after a wipe restores every row and photo", async () => {
    let handle = await open();
    await migrateDatabase(handle, MIGRATIONS_FOLDER);
    await seedDatabase(handle.db, { storage: createObjectStorage(env), demoData: true });
    const [buyer, seller] = await handle.db.select({ id: users.id }).from(users).limit(2);
    const [listing] = await handle.db.select({ id: listings.id, sellerId: listings.sellerId }).from(listings).limit(1);
    await handle.db.insert(payments).values({
      userId: buyer!.id,
      orderId: `backup-${Date.now()}`,
      paymentType: "wallet_topup",
      paymentStatus: "completed",
      amount: "5000",
      completedAt: new Date(),
    });
    const [conversation] = await handle.db
      .insert(conversations)
      .values({
        listingId: listing!.id,
        buyerId: buyer!.id === listing!.sellerId ? seller!.id : buyer!.id,
        sellerId: listing!.sellerId,
        messageCount: 1,
      })
      .returning({ id: conversations.id, buyerId: conversations.buyerId });
    await handle.db.insert(messages).values({
      conversationId: conversation!.id,
      number: 1,
      senderId: conversation!.buyerId,
      body: "Is the desk still available?",
    });

    const before = await fingerprint(handle.db);
    const photosBefore = await photosOf();
    expect(Number(before["public.payments"]!.split(":")[0])).toBeGreaterThan(0);
    expect(Number(before["public.messages"]!.split(":")[0])).toBeGreaterThan(0);
    expect(Number(before["public.listings"]!.split(":")[0])).toBeGreaterThan(100);
    expect(photosBefore.size).toBeGreaterThan(100);

    // The site is running: the database is open (for the embedded one, its process holds the
    // folder and its one connection), and a student goes on writing while the backup is taken:
    // each message is one transaction that also counts it on its conversation.
    let acknowledged = 1;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const next = acknowledged + 1;
        await handle.db.transaction(async (tx) => {
          await tx.insert(messages).values({
            conversationId: conversation!.id,
            number: next,
            senderId: conversation!.buyerId,
            body: `Message ${next}`,
          });
          await tx.update(conversations).set({ messageCount: next }).where(eq(conversations.id, conversation!.id));
        });
        acknowledged = next;
      }
    })();
    const acknowledgedBefore = acknowledged;
    const folder = path.join(root, "backup");
    const manifest = await backupSite(env, folder).finally(async () => {
      writing = false;
      await writer;
    });
    const acknowledgedAfter = acknowledged;
    expect(acknowledgedAfter).toBeGreaterThan(acknowledgedBefore);
    const written = await fingerprint(handle.db);
    const untouched = (prints: Record<string, string>) =>
      Object.fromEntries(Object.entries(prints).filter(([table]) => written[table] === before[table]));
    expect(manifest).toMatchObject({
      format: 1,
      database: onPostgres ? "postgres" : "embedded",
      photos: photosBefore.size,
    });
    expect(await handle.db.select({ id: users.id }).from(users).limit(1)).toHaveLength(1);
    // It holds every account: readable by this user alone.
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    // A second backup into the same folder is refused, never mixed in.
    await expect(backupSite(env, folder)).rejects.toThrow(/not empty/);
    if (!onPostgres)
      await expect(
        backupSite({ ...env, pgliteDir: path.join(root, "none") }, path.join(root, "other")),
      ).rejects.toThrow(/no embedded database/);

    await wipeDatabase(handle);
    await wipePhotos();
    expect(await photosOf()).toEqual(new Map());

    await restoreSite(env, folder);
    handle = await open();
    try {
      const restored = await fingerprint(handle.db);
      // Every table the writer left alone comes back as it was.
      expect(untouched(restored)).toEqual(untouched(before));
      expect(Object.keys(untouched(before)).length).toBeGreaterThan(Object.keys(before).length - 5);
      // The writer's tables come back as of one moment during the backup: its messages without a
      // gap, as many as their conversation counts, every one acknowledged before the backup
      // began among them, none it had not yet written.
      const numbers = (
        await handle.db
          .select({ number: messages.number })
          .from(messages)
          .where(eq(messages.conversationId, conversation!.id))
          .orderBy(messages.number)
      ).map((m) => m.number);
      const [counted] = await handle.db
        .select({ count: conversations.messageCount })
        .from(conversations)
        .where(eq(conversations.id, conversation!.id));
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      expect(counted!.count).toBe(numbers.length);
      expect(numbers.length).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(numbers.length).toBeLessThanOrEqual(acknowledgedAfter);
      expect(await photosOf()).toEqual(photosBefore);
    } finally {
      await handle.close();
    }
  }, 240_000);

  it("refuses a folder that is no finished backup, and a backup of the other kind of database", async () => {
    const notBackup = path.join(root, "not-a-backup");
    await expect(restoreSite(env, notBackup)).rejects.toThrow(/no manifest.json/);
    const other = onPostgres
      ? { ...env, DATABASE_URL: undefined }
      : { ...env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" };
    await expect(restoreSite(other, path.join(root, "backup"))).rejects.toThrow(
      onPostgres
        ? /of a PostgreSQL database; the configuration names the embedded one/
        : /of the embedded database; the configuration names PostgreSQL/,
    );
    // A backup missing a photo is refused before anything changes.
    const partial = path.join(root, "partial");
    await cp(path.join(root, "backup"), partial, { recursive: true });
    const [first] = await filesUnder(path.join(partial, "uploads"));
    await rm(path.join(partial, "uploads", first!));
    await expect(restoreSite(env, partial)).rejects.toThrow(
      /manifest counts \d+ photo files, its uploads folder holds \d+: it is incomplete/,
    );
  });
});
