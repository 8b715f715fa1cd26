import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** Whether an account uses this e-mail (any case): sign-up answers 'Account Exists' when it does. */
export async function emailIsRegistered(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return Boolean(row);
}
