// `npm run images:backfill` draws the srcset widths and the share preview (app/lib/shared/images.ts) of
// every stored photo that has none yet: run it once after upgrading. It is safe to stop and run
// again. Uses DATA_DIR / DATABASE_URL like the app; with the embedded database, stop the app first:
// only one process may open its data folder.
import { backfillImageRenditions } from "~/.server/images/backfill-image-renditions";
import { createObjectStorage } from "~/.server/storage/create-object-storage";
import { openAppDatabase } from "./open-app-database";

const { env, handle } = await openAppDatabase();
try {
  const summary = await backfillImageRenditions(handle.db, createObjectStorage(env));
  console.log(
    `Looked at ${summary.photos} photos: drew the missing sizes of ${summary.drawn}, ${summary.failed} failed.`,
  );
  if (summary.failed > 0) process.exitCode = 1;
} finally {
  await handle.close();
}
