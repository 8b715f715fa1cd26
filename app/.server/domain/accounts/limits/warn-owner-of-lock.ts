import { sql } from "drizzle-orm";
import type { ServerContext } from "~/.server/runtime/context";
import { isLocale } from "~/lib/shared/i18n/locales";
import { users } from "../../../db/schema";
import { passwordLockEmail } from "../../../mail/templates/password-lock-email";
import { logger } from "../../../runtime/logger";

/**
 * Tells an account's owner by e-mail that wrong passwords made the account wait. Failures are
 * counted for any e-mail typed, so an address without an account gets nothing. A mail that
 * cannot be sent is logged, never turned into a failed answer: the wait holds either way.
 */
export async function warnOwnerOfLock(
  context: Pick<ServerContext, "db" | "mailer" | "env">,
  email: string,
): Promise<void> {
  const [owner] = await context.db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  if (!owner) return;
  const message = passwordLockEmail({
    to: owner.email,
    at: new Date(),
    profileUrl: `${context.env.publicUrl}/profile`,
    resetUrl: `${context.env.publicUrl}/forgot-password`,
    // The owner's own language, never this request's: this request is whoever typed the wrong passwords.
    language: isLocale(owner.language) ? owner.language : null,
  });
  await context.mailer
    .send(message)
    .catch((error: unknown) => logger.warn({ err: error }, "the wrong-password warning could not be mailed"));
}
