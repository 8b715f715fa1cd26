// Starts the built app for the e2e suite with a fresh scratch DATA_DIR (fresh demo data each run:
// the specs sign in as the demo accounts, so DEMO_DATA is asked for rather than left to its default).

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-e2e-"));
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.E2E_DATABASE_URL ?? "", DEMO_DATA: "1" },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
