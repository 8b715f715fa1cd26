// `npm run db:seed` adds the demo data to an empty database; `npm run db:seed -- --reset` deletes
// every row and uploaded demo file first, then seeds again. Uses DATA_DIR / DATABASE_URL like the app.
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";
import { deleteAllData, seedDemoData } from "~/.server/db/seed";
import { EnvError, loadEnv } from "~/.server/env";
import { createLocalDiskStorage } from "~/.server/storage/local-disk-storage";

const reset = process.argv.includes("--reset");
let env;
try {
  env = loadEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

if (!env.DATABASE_URL) await mkdir(env.pgliteDir, { recursive: true });
const handle = env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
  : await openDatabase({ kind: "pglite", dataDir: env.pgliteDir });
try {
  await migrateDatabase(handle, path.resolve(import.meta.dirname, "../drizzle"));
  if (reset) {
    await deleteAllData(handle.db);
    await rm(env.uploadsDir, { recursive: true, force: true });
    console.log("Deleted all data and uploads.");
  }
  const summary = await seedDemoData(handle.db, { storage: createLocalDiskStorage(env.uploadsDir) });
  console.log(summary ? `Seeded: ${JSON.stringify(summary)}` : "The database already has data; nothing added (use --reset to start over).");
} finally {
  await handle.close();
}
