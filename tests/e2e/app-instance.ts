import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";
import pg from "pg";

/** `npm start` as a user runs it: the real script, its own port and data folder. */
export function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = async () => {
    for (let i = 0; i < 600 && !output.includes("Chuo Market is running at"); i++) {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(output).toContain("Chuo Market is running at");
  };
  // A failed test must not leave its instance holding the port (and its deleted data folder) for the retry.
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  };
  return { child, exited, ready, dispose, output: () => output };
}

export async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill("SIGTERM");
  return exited;
}

/**
 * A fresh database on TEST_DATABASE_URL's server, for instances started here; `drop` removes it.
 * Its name starts with TEST_DATABASE_URL's own database's, so two checkouts testing on one server
 * never drop each other's (as tests/setup/test-database.ts names its template).
 */
export async function scratchPostgresDatabase(purpose: string) {
  const owner = new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1).replace(/\W/g, "_") || "chuo";
  const name = `${owner}_${purpose}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
