// Runs the Vitest suite on PGlite, then the database tests again on PostgreSQL when
// TEST_DATABASE_URL names a server (CI sets it). Extra arguments go to Vitest.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

const vitest = (env, args) =>
  spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args], { stdio: "inherit", env }).status ??
  1;

/** Where a test gets the database TEST_DATABASE_URL chooses (docs/testing.md). */
const TEST_DATABASE = path.resolve("tests/fixtures/test-database.ts");
/**
 * The folders whose database tests run again on PostgreSQL: the app (domain, routes) and the
 * server. (scripts/make-admin.test.ts opens an embedded database in a folder of its own on either run.)
 */
const TEST_ROOTS = ["app", "server"];

/** The relative and `#tests/` imports of a file, resolved (a helper in tests/ may itself import the test database). */
function relativeImports(file) {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/from\s+"((?:\.{1,2}|#tests)\/[^"]+)"/g)].map((m) => {
    const target = m[1].startsWith("#tests/")
      ? path.resolve("tests", m[1].slice("#tests/".length))
      : path.resolve(path.dirname(file), m[1]);
    return target.endsWith(".ts") ? target : `${target}.ts`;
  });
}

/** Whether the file opens the test database, itself or through the helpers it imports. */
function usesTestDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  return relativeImports(file).some((target) => {
    if (target === TEST_DATABASE) return true;
    try {
      return usesTestDatabase(target, seen);
    } catch {
      return false;
    }
  });
}

/**
 * The test files that open the test database: the others (pure functions, the embedded database's
 * own process) run the same on either database, and the PGlite run has them.
 */
function databaseTestFiles() {
  return TEST_ROOTS.flatMap((root) => readdirSync(root, { recursive: true }).map((name) => path.join(root, name)))
    .filter((file) => /\.test\.tsx?$/.test(file) && usesTestDatabase(path.resolve(file)))
    .sort();
}

/**
 * On PostgreSQL a test file's database work runs in the server's own processes, and the slowest
 * files (the job runners', the backup's) mostly wait on timers and on the server: two workers a
 * core keep the cores busy (measured: 201 s against 255 s with one a core; docs/testing.md).
 * A --maxWorkers among the arguments is taken instead.
 */
const extra = process.argv.slice(2);
const postgresWorkers = extra.some((arg) => arg.startsWith("--maxWorkers"))
  ? []
  : [`--maxWorkers=${2 * availableParallelism()}`];
const { TEST_DATABASE_URL, ...withoutServer } = process.env;

console.log("\n== Vitest: unit tests and database tests on PGlite");
if (vitest(withoutServer, extra) !== 0) process.exit(1);

if (TEST_DATABASE_URL) {
  const files = databaseTestFiles();
  console.log(
    `\n== Vitest: the ${files.length} database test files of ${TEST_ROOTS.join(" and ")} on PostgreSQL (TEST_DATABASE_URL)`,
  );
  if (vitest(process.env, [...files, ...postgresWorkers, ...extra]) !== 0) process.exit(1);
} else {
  console.log("\nTEST_DATABASE_URL is not set: the PostgreSQL run of the database tests is skipped.");
}
