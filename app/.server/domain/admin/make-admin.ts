import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/**
 * Gives an account the admin role. Only for the operator's command (`npm run user:make-admin`):
 * whoever can run it already holds the database, so there is no acting user to check.
 * Returns false when no account has that e-mail.
 */
export async function makeAdmin(db: Database, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: "admin" })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
