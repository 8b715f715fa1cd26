import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Database } from "~/.server/db/client";
import { accounts, campuses, users } from "~/.server/db/schema";

/**
 * The soak's students: confirmed accounts made straight in the database (as the demo data's are),
 * so sign-up's e-mail round trip is not what the soak measures. Each may post up to 1,000 products
 * free, so the listing fee never stops a soak. Their phone numbers sit in the demo data's
 * placeholder block (0700 ...), which no operator hands out. Their campus row comes from the
 * users table's own trigger.
 */
export async function makeSoakStudents(
  db: Database,
  count: number,
): Promise<{ email: string; password: string; id: string }[]> {
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  const [campus] = await db.select({ id: campuses.id }).from(campuses).limit(1);
  if (!campus) throw new Error("the database has no campus: the first instance seeds them");
  const run = randomBytes(3).toString("hex");
  const rows = Array.from({ length: count }, (_, n) => ({
    id: randomUUID(),
    fullName: `Soak Student ${n + 1}`,
    email: `soak.${run}.${n + 1}@example.co.tz`,
    emailVerified: true,
    phoneNumber: `0700${String(300_000 + n).padStart(6, "0")}`,
    whatsappNumber: `0700${String(300_000 + n).padStart(6, "0")}`,
    university: "University of Dar es Salaam",
    campusId: campus.id,
    freeProductsLimit: 1000,
  }));
  await db.insert(users).values(rows);
  await db
    .insert(accounts)
    .values(rows.map((u) => ({ userId: u.id, accountId: u.id, providerId: "credential", password: passwordHash })));
  return rows.map((u) => ({ email: u.email, password, id: u.id }));
}
