// `npm run restore -- <folder>`: puts a backup from `npm run backup` back, with the app stopped.
// Uses DATA_DIR / DATABASE_URL / STORAGE_DRIVER like the app (docs/operations.md#backups).
import path from "node:path";
import { restoreSite } from "~/.server/backup/backup-site";
import { loadEnv } from "~/.server/runtime/env";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: npm run restore -- <backup folder>");
  process.exit(2);
}
try {
  const manifest = await restoreSite(loadEnv(), path.resolve(folder));
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.photos} photo files).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
