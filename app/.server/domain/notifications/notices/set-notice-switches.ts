import { eq, sql } from "drizzle-orm";
import { NOTICE_KINDS, type NoticeKind, type NoticeSwitch } from "~/lib/notifications/notice-kinds";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../../db/client";
import { noticePreferences, users } from "../../../db/schema";

/**
 * Saves the student's own switches, every kind at once (the /profile form). SMS can be on only
 * while their phone number is confirmed: asked for without one, nothing is saved.
 */
export async function setNoticeSwitches(
  db: Database,
  userId: string,
  switches: Record<NoticeKind, NoticeSwitch>,
): Promise<void> {
  const wantsSms = NOTICE_KINDS.some((kind) => switches[kind].sms);
  await db.transaction(async (tx) => {
    // Locked, so a number changed meanwhile (which clears the mark) is seen before SMS is turned on.
    const [person] = await tx
      .select({ phoneVerifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!person) throw new AppError("not_found", "notice_link_invalid");
    if (wantsSms && !person.phoneVerifiedAt) throw new AppError("conflict", "notice_sms_needs_phone");
    await tx
      .insert(noticePreferences)
      .values(NOTICE_KINDS.map((kind) => ({ userId, kind, email: switches[kind].email, sms: switches[kind].sms })))
      .onConflictDoUpdate({
        target: [noticePreferences.userId, noticePreferences.kind],
        set: { email: sql`excluded.email`, sms: sql`excluded.sms`, updatedAt: sql`now()` },
      });
  });
}
