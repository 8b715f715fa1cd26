import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";

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
  return { child, exited, ready, output: () => output };
}

export async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill("SIGTERM");
  return exited;
}
