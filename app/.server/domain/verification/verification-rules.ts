import { createHash, randomBytes } from "node:crypto";

/** A confirmation lasts a year: students graduate (docs/product.md#verified-students). */
export const VERIFICATION_DAYS = 365;
/** A confirmation link works this long after it was sent. */
export const VERIFICATION_LINK_HOURS = 48;

const DAY_MS = 86_400_000;

/** When a confirmation made at `now` lapses. */
export function verificationExpiry(now: Date): Date {
  return new Date(now.getTime() + VERIFICATION_DAYS * DAY_MS);
}

/** A link's token: 32 random bytes, base64url (43 characters). Only its hash is kept. */
export function newVerificationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its sha256, so a copy of the table confirms nothing. */
export function hashVerificationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as we make them, or null: anything else never reaches the database. */
export function verificationToken(raw: unknown): string | null {
  return typeof raw === "string" && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null;
}

/** The domain of an address, lower case: what is matched, exactly, against campus_email_domains. */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}
