import { eq } from "drizzle-orm";
import type { ProfileInput } from "~/lib/accounts/forms/profile";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** Changes the acting user's own personal details; the id comes from the session only. */
export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<void> {
  await db
    .update(users)
    .set({
      fullName: input.fullName,
      phoneNumber: input.phoneNumber || null,
      whatsappNumber: input.whatsappNumber || null,
      university: input.university || null,
      ...(input.contactPreference ? { contactPreference: input.contactPreference } : {}),
    })
    .where(eq(users.id, userId));
}
