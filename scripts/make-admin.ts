// `npm run user:make-admin -- someone@example.com` gives that account the admin role, so it can
// open /admin/users. Uses DATA_DIR / DATABASE_URL like the app. With the embedded database, stop
// the app first: only one process may open its data folder.
import { makeAdmin } from "~/.server/domain/admin/make-admin";
import { openAppDatabase } from "./open-app-database";

const email = process.argv[2];
if (!email?.includes("@")) {
  console.error("Usage: npm run user:make-admin -- someone@example.com");
  process.exit(2);
}
const { handle } = await openAppDatabase();
try {
  if (await makeAdmin(handle.db, email)) {
    console.log(`${email} is now an admin.`);
  } else {
    console.error(`No account uses ${email}.`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
