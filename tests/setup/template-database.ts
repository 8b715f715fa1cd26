import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openDatabase } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";

// The template every test file's database is copied from (tests/fixtures/test-database.ts hands
// the copies out), built once per run by Vitest's global setup (tests/setup/global-setup.ts).

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../drizzle");

/** Which database the tests run on: PGlite unless TEST_DATABASE_URL names a server. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/** Named after TEST_DATABASE_URL's database, so two checkouts testing on one server never share it. */
export const TEMPLATE_DATABASE = process.env.TEST_DATABASE_URL
  ? `${new URL(process.env.TEST_DATABASE_URL).pathname.slice(1).replace(/\W/g, "_") || "chuo"}_template`
  : "chuo_test_template";

/** TEST_DATABASE_URL with another database of the same server in it. */
export function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated embedded database as a tarball (global setup), that each test's starts from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Vitest global setup: (re)build the template database from the committed migrations. Returns
 * the embedded template's tarball, and how to remove it.
 */
export async function setupTemplateDatabase(): Promise<{
  pgliteTemplate: string | null;
  teardown: () => Promise<void>;
}> {
  if (testDatabaseKind === "pglite") return setupEmbeddedTemplate();
  await setupServerTemplate();
  return { pgliteTemplate: null, teardown: async () => undefined };
}

/**
 * Migrated in this process with drizzle's PGlite migrator (the same migrator and migrations table
 * as the app's), then written out as PGlite's own data-folder tarball.
 */
async function setupEmbeddedTemplate() {
  const folder = await mkdtemp(path.join(tmpdir(), "chuo-test-template-"));
  const template = await PGlite.create("memory://", { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(template), { migrationsFolder: MIGRATIONS_FOLDER });
    const tarball = await template.dumpDataDir("none");
    const file = path.join(folder, "template.tar");
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return { pgliteTemplate: file, teardown: () => rm(folder, { recursive: true, force: true }) };
  } finally {
    await template.close();
  }
}

async function setupServerTemplate(): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: "postgres", url: serverUrl(TEMPLATE_DATABASE), maxConnections: 1 });
  try {
    await migrateDatabase(handle, MIGRATIONS_FOLDER);
  } finally {
    await handle.close();
  }
}
