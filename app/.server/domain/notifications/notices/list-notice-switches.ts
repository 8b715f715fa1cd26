import { eq } from "drizzle-orm";
import {
  DEFAULT_NOTICE_SWITCH,
  isNoticeKind,
  NOTICE_KINDS,
  type NoticeKind,
  type NoticeSwitch,
} from "~/lib/notifications/notice-kinds";
import type { Database } from "../../../db/client";
import { noticePreferences, users } from "../../../db/schema";

export interface NoticeSwitches {
  switches: Record<NoticeKind, NoticeSwitch>;
  /** SMS goes only to a confirmed phone number: without one the SMS switches cannot be turned on. */
  phoneVerified: boolean;
}

/** The student's own switches, every kind (a kind without a row has the default: e-mail on, SMS off). */
export async function listNoticeSwitches(db: Database, userId: string): Promise<NoticeSwitches> {
  const [rows, [person]] = await Promise.all([
    db
      .select({ kind: noticePreferences.kind, email: noticePreferences.email, sms: noticePreferences.sms })
      .from(noticePreferences)
      .where(eq(noticePreferences.userId, userId)),
    db.select({ phoneVerifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const switches = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, { ...DEFAULT_NOTICE_SWITCH }])) as Record<
    NoticeKind,
    NoticeSwitch
  >;
  for (const row of rows) if (isNoticeKind(row.kind)) switches[row.kind] = { email: row.email, sms: row.sms };
  return { switches, phoneVerified: Boolean(person?.phoneVerifiedAt) };
}
