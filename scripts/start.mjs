// `npm start`: build when needed, then migrate, seed an empty database and serve on PORT.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildIfNeeded, SERVER_BUILD } from "./build-if-needed.mjs";
import { checkRuntime } from "./check-runtime.mjs";

checkRuntime("Chuo Market starting");

// React and other libraries pick their fast production code from NODE_ENV when first loaded, so it
// is set before the server is imported (an explicit NODE_ENV is kept).
process.env.NODE_ENV ??= "production";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
buildIfNeeded(rootDir);

const server = await import(pathToFileURL(path.join(rootDir, SERVER_BUILD)).href);
let env;
try {
  env = server.loadEnv();
} catch (error) {
  if (!(error instanceof server.EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Ctrl+C in a terminal reaches node twice (from the terminal and forwarded by npm), and a signal
// may come while the database is still opening. Every signal is handled, only the first acts,
// and the process exits only after the database has closed, so PGlite never loses data.
let running;
let stopRequested = false;
const stopOnce = async (signal) => {
  if (stopRequested) return;
  stopRequested = true;
  server.logger.info({ signal }, "shutting down");
  if (!running) return; // boot finishes first, then stops (below)
  try {
    await running.stop();
    process.exit(0);
  } catch (error) {
    server.logger.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stopOnce);

try {
  running = await server.startServer({ rootDir, env });
} catch (error) {
  server.logger.fatal({ err: error }, "could not start");
  process.exit(1);
}
if (stopRequested) {
  stopRequested = false;
  await stopOnce("signal during start");
} else {
  const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${env.pgliteDir}`;
  server.logger.info({ url: running.url, database: where }, `Chuo Market is running at ${running.url}`);
  if (running.outboxUrl)
    console.log(`Mail is not sent for real: read it in the development outbox at ${running.outboxUrl}`);
  if (running.demoAccounts.length > 0) {
    console.log(`Demo accounts (password: ${running.demoPassword}):`);
    for (const account of running.demoAccounts) console.log(`  ${account.label.padEnd(18)} ${account.email}`);
  }
}
