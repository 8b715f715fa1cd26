// `npm run db:seed` writes what a start writes: the campuses and their universities' e-mail domains
// where missing, and the demo data into a database without accounts when DEMO_DATA is on (its
// default on this machine's own PUBLIC_URL, refused on any other). `npm run db:seed -- --reset`
// deletes every row and uploaded demo file first, then seeds again. Uses DATA_DIR / DATABASE_URL
// like the app.
import { rm } from "node:fs/promises";
import { deleteAllData } from "~/.server/db/seed";
import { seedDatabase } from "~/.server/db/seed-database";
import { createObjectStorage } from "~/.server/storage/create-object-storage";
import { openAppDatabase } from "./open-app-database";

const reset = process.argv.includes("--reset");
const { env, handle } = await openAppDatabase();
try {
  if (reset) {
    await deleteAllData(handle.db);
    await rm(env.uploadsDir, { recursive: true, force: true });
    // Photos in a bucket stay (no row names them any more); an operator empties a bucket with its own tools.
    console.log(
      env.STORAGE_DRIVER === "disk"
        ? "Deleted all data and uploads."
        : "Deleted all data; the photos in the bucket were left as they are.",
    );
  }
  const { reference, demo } = await seedDatabase(handle.db, {
    storage: createObjectStorage(env),
    demoData: env.demoData,
  });
  console.log(
    reference
      ? `Seeded the reference data: ${JSON.stringify(reference)}`
      : "The database already has its campuses; none added.",
  );
  if (!env.demoData)
    console.log(
      "Demo data is off (DEMO_DATA, or PUBLIC_URL is not this machine's): no account, listing or shop added.",
    );
  else
    console.log(
      demo
        ? `Seeded the demo data: ${JSON.stringify(demo)}`
        : "The database already has accounts; no demo data added (use --reset to start over).",
    );
} finally {
  await handle.close();
}
