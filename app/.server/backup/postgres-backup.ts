import { spawn } from "node:child_process";

/**
 * PostgreSQL's own tools, in their custom format (compressed, restorable table by table). The
 * password travels in PGPASSWORD, never on a command line other users can read.
 */
export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  return run("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`], databaseUrl);
}

/** Replaces every object the dump holds, in one transaction: a failure leaves the database as it was. */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  return run(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error"],
    databaseUrl,
    file,
  );
}

function run(tool: string, args: string[], databaseUrl: string, file?: string): Promise<void> {
  const url = new URL(databaseUrl);
  // However the URL carries it (user:password@, or ?password=).
  const password = decodeURIComponent(url.password) || url.searchParams.get("password") || "";
  url.password = "";
  url.searchParams.delete("password");
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`, ...(file ? [file] : [])], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.once("error", (error) =>
      reject(new Error(`${tool} could not run (${error.message}): install PostgreSQL's client tools`)),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim().slice(-2000)}`)),
    );
  });
}
