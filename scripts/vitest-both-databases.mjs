// Runs the Vitest suite on PGlite, then the database tests again on PostgreSQL when
// TEST_DATABASE_URL names a server (CI sets it). Extra arguments go to Vitest.
import { spawnSync } from "node:child_process";

const vitest = (env, args) =>
  spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args], { stdio: "inherit", env }).status ??
  1;

const extra = process.argv.slice(2);
const { TEST_DATABASE_URL, ...withoutServer } = process.env;

console.log("\n== Vitest: unit tests and database tests on PGlite");
if (vitest(withoutServer, extra) !== 0) process.exit(1);

if (TEST_DATABASE_URL) {
  console.log("\n== Vitest: database tests on PostgreSQL (TEST_DATABASE_URL)");
  if (vitest(process.env, ["app/.server", ...extra]) !== 0) process.exit(1);
} else {
  console.log("\nTEST_DATABASE_URL is not set: the PostgreSQL run of the database tests is skipped.");
}
