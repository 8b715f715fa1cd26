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
    console.log("Deleted all data and uploads.");
  }
  const summary = await seedDemoData(handle.db, { storage: createObjectStorage(env) });
  console.log(summary ? `Seeded: ${JSON.stringify(summary)}` : "The database already has data; nothing added (use --reset to start over).");
} finally {
  await handle.close();
}
