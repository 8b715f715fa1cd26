import { sql } from "drizzle-orm";
import type { NoticeKind } from "~/lib/notifications/notice-kinds";
import { AppError } from "~/lib/shared/app-error";
import { type Database, queryRows } from "../../../db/client";
import { readUnsubscribeToken } from "./unsubscribe-token";

/**
 * The one-click unsubscribe (RFC 8058): turns off the e-mails of the kind the token names, for the
 * student it names. The token is the whole authority (no session: mail providers post it from
 * their own servers); a token that is not ours, or names an account gone, is refused. Doing it
 * twice is the same as once.
 */
export async function unsubscribeNotices(
  db: Database,
  key: string,
  token: string | null | undefined,
): Promise<{ kind: NoticeKind }> {
  const target = readUnsubscribeToken(key, token);
  if (!target) throw new AppError("invalid_input", "notice_link_invalid");
  const saved = await queryRows<{ user_id: string }>(
    db,
    sql`insert into notice_preferences (user_id, kind, email)
      select id, ${target.kind}, false from users where id = ${target.userId}
      on conflict (user_id, kind) do update set email = false, updated_at = now()
      returning user_id`,
  );
  if (saved.length === 0) throw new AppError("not_found", "notice_link_invalid");
  return { kind: target.kind };
}
