// `npm run backup [-- <folder>]`: the database and every photo into a new folder (default
// backups/<date-time>), while the app runs or not. Uses DATA_DIR / DATABASE_URL / STORAGE_DRIVER
// like the app (docs/operations.md#backups).
import path from "node:path";
import { backupSite } from "~/.server/backup/backup-site";
import { EnvError, loadEnv } from "~/.server/runtime/env";

// What the backup writes (pg_dump's file too) is readable by this user alone: it holds every account.
process.umask(0o077);
try {
  const env = loadEnv();
  const folder = path.resolve(process.argv[2] ?? path.join("backups", new Date().toISOString().replace(/[:.]/g, "-")));
  const manifest = await backupSite(env, folder);
  console.log(
    `Backed up the ${manifest.database === "embedded" ? "embedded database" : "PostgreSQL database"} and ${manifest.photos} photo files into ${folder}`,
  );
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
}
