import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether two secrets are equal, in time that depends on neither. timingSafeEqual needs buffers
 * of one length and returns early (by throwing) when they differ, which would tell an attacker the
 * secret's length; hashing both sides first gives two 32-byte digests, so nothing leaks.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = createHash("sha256").update(a, "utf8").digest();
  const right = createHash("sha256").update(b, "utf8").digest();
  return timingSafeEqual(left, right);
}
