import { existsSync } from "node:fs";
import { chmod, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Env } from "../runtime/env";
import { dumpEmbeddedDatabase, restoreEmbeddedDatabase } from "./embedded-database-backup";
import { dumpPostgres, restorePostgres } from "./postgres-backup";
import { copyUploadsIn, copyUploadsOut, filesUnder } from "./uploads-backup";

/** What a backup folder holds; written last, so a folder without it is an unfinished backup. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Which database it came from: it restores only into the same kind. */
  database: "embedded" | "postgres";
  photos: number;
}

const MANIFEST = "manifest.json";
const databaseFile = (kind: BackupManifest["database"]) => (kind === "embedded" ? "database.tar.gz" : "database.dump");

type SiteSettings = Pick<
  Env,
  | "DATABASE_URL"
  | "pgliteDir"
  | "STORAGE_DRIVER"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_FORCE_PATH_STYLE"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "uploadsDir"
>;

/**
 * `npm run backup`: the database and every photo into a new folder, readable by this user alone,
 * while the site runs (docs/operations.md#backups). Photos are copied before and after the
 * database, so a photo a row of the copy names is in the first pass or the second, unless it was
 * deleted while the backup ran.
 */
export async function backupSite(env: SiteSettings, folder: string): Promise<BackupManifest> {
  if (existsSync(folder) && (await readdir(folder)).length > 0)
    throw new Error(`${folder} is not empty: a backup goes into a new folder.`);
  if (!env.DATABASE_URL && !existsSync(env.pgliteDir))
    throw new Error(`There is no embedded database in ${env.pgliteDir} to back up (is DATA_DIR the app's?).`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  const database = env.DATABASE_URL ? "postgres" : "embedded";
  const uploads = path.join(folder, "uploads");
  await copyUploadsOut(env, uploads);
  if (env.DATABASE_URL) await dumpPostgres(env.DATABASE_URL, path.join(folder, databaseFile(database)));
  else await dumpEmbeddedDatabase(env.pgliteDir, path.join(folder, databaseFile(database)));
  const photos = await copyUploadsOut(env, uploads);
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, photos };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/**
 * `npm run restore`: the database and the photos of a backup folder, with the app stopped. The
 * backup is checked whole before anything changes. An embedded database's folder and a disk's
 * uploads are kept beside the restored ones, renamed; photos go into a bucket before the database,
 * since adding them harms nothing if the database then fails.
 */
export async function restoreSite(env: SiteSettings, folder: string): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  const target = env.DATABASE_URL ? "postgres" : "embedded";
  if (manifest.database !== target) {
    throw new Error(
      `This backup is of ${manifest.database === "embedded" ? "the embedded database" : "a PostgreSQL database"}; the configuration names ${target === "embedded" ? "the embedded one" : "PostgreSQL (DATABASE_URL)"}.`,
    );
  }
  const databaseCopy = path.join(folder, databaseFile(target));
  if (!existsSync(databaseCopy)) throw new Error(`${databaseCopy} is missing: the backup is incomplete.`);
  const photos = (await filesUnder(path.join(folder, "uploads"))).length;
  if (photos !== manifest.photos)
    throw new Error(
      `The backup's manifest counts ${manifest.photos} photo files, its uploads folder holds ${photos}: it is incomplete.`,
    );
  if (env.DATABASE_URL) await assertNobodyConnected(env.DATABASE_URL);
  if (env.STORAGE_DRIVER === "s3") await copyUploadsIn(env, path.join(folder, "uploads"));
  if (env.DATABASE_URL) await restorePostgres(env.DATABASE_URL, databaseCopy);
  else await restoreEmbeddedDatabase(env.pgliteDir, databaseCopy);
  if (env.STORAGE_DRIVER === "disk") await copyUploadsIn(env, path.join(folder, "uploads"));
  return manifest;
}

/** A restore replaces every table: no app instance may be using the database meanwhile. */
async function assertNobodyConnected(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    if (rows[0]!.n > 0)
      throw new Error(`${rows[0]!.n} other connection(s) use the database: stop every app instance before restoring.`);
  } finally {
    await client.end();
  }
}

async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, MANIFEST), "utf8").catch(() => null);
  if (text === null) throw new Error(`${folder} holds no ${MANIFEST}: it is no backup, or one that did not finish.`);
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1 || (manifest.database !== "embedded" && manifest.database !== "postgres"))
    throw new Error(`${folder}/${MANIFEST} is not a backup this version can read.`);
  return manifest;
}
