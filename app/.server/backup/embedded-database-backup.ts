import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { startEmbeddedDatabase } from "../db/embedded/start-embedded-database";

const DUMP_WAIT_MS = 10 * 60 * 1000;

/**
 * A consistent copy of the embedded database as a tarball, taken inside its own process
 * (server/embedded-database/database-process.mjs): the app holds that process's one connection, and
 * Debian's pg_dump refuses PGlite's newer PostgreSQL. While the app runs, its process is asked
 * (a request file and SIGUSR2); otherwise this opens the folder itself for the copy.
 */
export async function dumpEmbeddedDatabase(pgliteDir: string, file: string): Promise<void> {
  const target = path.resolve(file);
  await rm(target, { force: true });
  const holder = await processHolding(pgliteDir);
  if (holder) return askForDump(holder, pgliteDir, target);
  const embedded = await startEmbeddedDatabase({ dataDir: pgliteDir });
  try {
    await askForDump(embedded.pid()!, pgliteDir, target);
  } finally {
    await embedded.stop();
  }
}

/**
 * Puts a tarball from dumpEmbeddedDatabase in place of the data folder, which nothing may have
 * open (stop the app first). The folder it replaces is kept beside it, renamed; its name is returned.
 */
export async function restoreEmbeddedDatabase(pgliteDir: string, file: string): Promise<string | null> {
  const holder = await processHolding(pgliteDir);
  if (holder)
    throw new Error(
      `The embedded database in ${pgliteDir} is open in process ${holder}: stop the app before restoring.`,
    );
  const aside = existsSync(pgliteDir)
    ? `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`
    : null;
  if (aside) await rename(pgliteDir, aside);
  await mkdir(pgliteDir, { recursive: true });
  try {
    const embedded = await startEmbeddedDatabase({ dataDir: pgliteDir, initialData: path.resolve(file) });
    await embedded.stop();
  } catch (error) {
    // Nothing half-restored stays in its place: the previous folder comes back.
    await rm(pgliteDir, { recursive: true, force: true });
    if (aside) await rename(aside, pgliteDir);
    throw error;
  }
  return aside;
}

/**
 * The live process holding the data folder's lock (decision 0008), if any. A lock left by a dead
 * process may name a pid since reused by another program, which a signal would end: only an
 * embedded database process counts (its command line, where the system shows it).
 */
async function processHolding(pgliteDir: string): Promise<number | null> {
  const pid = Number.parseInt(await readFile(`${pgliteDir}.lock`, "utf8").catch(() => ""), 10);
  if (!pid || !isAlive(pid)) return null;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
  return commandLine === null || commandLine.includes("database-process.mjs") ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function askForDump(pid: number, pgliteDir: string, target: string): Promise<void> {
  await rm(`${target}.failed`, { force: true });
  const request = `${pgliteDir}.backup-${randomUUID()}.request`;
  await writeFile(request, JSON.stringify({ file: target }));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + DUMP_WAIT_MS;
  try {
    for (;;) {
      if (await stat(target).catch(() => null)) return;
      const failed = await readFile(`${target}.failed`, "utf8").catch(() => null);
      if (failed !== null) throw new Error(`The embedded database could not be copied: ${failed}`);
      if (!isAlive(pid)) throw new Error(`The embedded database process (${pid}) stopped before it wrote the copy.`);
      if (Date.now() > deadline)
        throw new Error(
          `The embedded database process (${pid}) wrote no copy within ${DUMP_WAIT_MS / 60_000} minutes.`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await rm(request, { force: true });
    await rm(`${target}.failed`, { force: true });
  }
}
