import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { openTestDatabase } from "#tests/fixtures/test-database";
import { openDatabase } from "~/.server/db/client";
import { users } from "~/.server/db/schema";

/**
 * `npm run user:make-admin -- <e-mail>` run as the operator runs it, against a scratch DATA_DIR:
 * afterwards exactly that account has the admin role.
 */
const run = promisify(execFile);
let dataDir: string;

async function roles(): Promise<Record<string, string | null>> {
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    const rows = await handle.db.select({ email: users.email, role: users.role }).from(users);
    return Object.fromEntries(rows.map((row) => [row.email, row.role]));
  } finally {
    await handle.close();
  }
}

function makeAdmin(email: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  return run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/make-admin.ts", email], {
    env,
    cwd: path.resolve(import.meta.dirname, ".."),
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "chuo-make-admin-"));
  const handle = await openTestDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    const { id: campusId } = await fixtures(handle.db).campus();
    await handle.db.insert(users).values([
      { fullName: "Zawadi Operator", email: "zawadi@example.co.tz", whatsappNumber: "0754123456", campusId },
      { fullName: "Zawadi Namesake", email: "zawadi@example.co.tz.other.test", whatsappNumber: "0754123456", campusId },
      { fullName: "Juma Bystander", email: "juma@example.co.tz", whatsappNumber: "0754123456", campusId },
    ]);
  } finally {
    await handle.close();
  }
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("npm run user:make-admin", () => {
  it("gives exactly the named account the admin role", async () => {
    expect(await roles()).toEqual({
      "zawadi@example.co.tz": "user",
      "zawadi@example.co.tz.other.test": "user",
      "juma@example.co.tz": "user",
    });
    const result = await makeAdmin("Zawadi@Example.co.tz");
    expect(result).toMatchObject({ code: 0, stdout: "Zawadi@Example.co.tz is now an admin.\n" });
    expect(await roles()).toEqual({
      "zawadi@example.co.tz": "admin",
      "zawadi@example.co.tz.other.test": "user",
      "juma@example.co.tz": "user",
    });
  });

  it("fails, changing nobody, for an e-mail no account uses", async () => {
    const before = await roles();
    const result = await makeAdmin("nobody@example.co.tz");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No account uses nobody@example.co.tz.");
    expect(await roles()).toEqual(before);
  });
});
