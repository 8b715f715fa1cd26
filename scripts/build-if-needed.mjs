import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Inputs of the build: when any is newer than the build, `npm start` rebuilds first. */
const SOURCES = [
  "app",
  "server",
  "drizzle",
  "public",
  "messages",
  "project.inlang",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
];
export const SERVER_BUILD = "build/server/index.js";

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIfNeeded(rootDir) {
  const output = path.join(rootDir, SERVER_BUILD);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(rootDir, s))));
  if (builtAt > changedAt) return;
  console.log(builtAt ? "Sources changed since the last build: building..." : "No build yet: building...");
  const result = spawnSync(process.execPath, [path.join(rootDir, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: rootDir,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}
