// `npm run db:seed` adds the demo data to an empty database; `npm run db:seed -- --reset` deletes
// every row and uploaded demo file first, then seeds again. Uses DATA_DIR / DATABASE_URL like the app.
import { rm } from "node:fs/promises";
import { deleteAllData, seedDemoData } from "~/.server/db/seed";
import { createObjectStorage } from "~/.server/storage/create-object-storage";
import { openAppDatabase } from "./open-app-database";

const reset = process.argv.includes("--reset");
const { env, handle } = await openAppDatabase();
try {
  if (reset) {
    await deleteAllData(handle.db);
    await rm(env.uploadsDir, { recursive: true, force: true });
    // Photos in a bucket stay (no row names them any more); an operator empties a bucket with its own tools.
    console.log(env.STORAGE_DRIVER === "disk" ? "Deleted all data and uploads." : "Deleted all data; the photos in the bucket were left as they are.");
  }
  const summary = await seedDemoData(handle.db, { storage: createObjectStorage(env) });
  console.log(summary ? `Seeded: ${JSON.stringify(summary)}` : "The database already has data; nothing added (use --reset to start over).");
} finally {
  await handle.close();
}
