import { hkdfSync, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "~/.server/runtime/env";

/**
 * The secret that signs sessions. AUTH_SECRET when set (production, several instances); else one
 * generated on first start and kept in DATA_DIR, so a laptop install needs no setup and sessions
 * survive restarts. Never in the repository.
 */
export async function loadAuthSecret(env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, "auth-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not created yet.
  }
  const secret = randomBytes(32).toString("base64url");
  await mkdir(env.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** A key for another purpose (signing storage URLs, ...) derived from the auth secret with HKDF. */
export function deriveKey(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync("sha256", secret, "chuo-market", purpose, 32)).toString("hex");
}
