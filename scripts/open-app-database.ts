// The commands open the same database as the app: DATA_DIR's embedded one, or DATABASE_URL.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";
import { type Env, EnvError, loadEnv } from "../app/.server/runtime/env";

/** Reads the settings (one-line error and exit on a bad one), opens and migrates the database. */
export async function openAppDatabase(): Promise<{ env: Env; handle: DatabaseHandle }> {
  let env: Env;
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
  await migrateDatabase(handle, path.resolve(import.meta.dirname, "../drizzle"));
  return { env, handle };
}
