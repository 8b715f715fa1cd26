import { eq } from "drizzle-orm";
import { isLocale } from "~/lib/shared/i18n/locales";
import { payouts, users } from "../../../db/schema";
import { payoutAnnouncement } from "../../../mail/templates/payout-announcement";
import type { ServerContext } from "../../../runtime/context";
import { logger } from "../../../runtime/logger";
import { payoutFreezeToken, payoutFreezeUrl } from "./freeze-token";

/**
 * Tells the owner, by e-mail and by SMS to the number the money goes to, that a withdrawal was
 * asked for, with the link that freezes their money (its in-app notification is written with the
 * payout). Always sent, whatever the notice switches say: it is what an account thief least wants
 * seen. Sent after the payout commits; a send that fails is logged (by payout id only) and never
 * undoes the withdrawal or fails its answer, and the in-app notification stays either way.
 */
export async function announceWithdrawal(
  context: Pick<ServerContext, "db" | "mailer" | "sms" | "env" | "noticeKey">,
  payoutId: string,
): Promise<void> {
  await sendAnnouncement(context, payoutId).catch((error: unknown) =>
    logger.warn({ err: error, payoutId }, "the withdrawal notice could not be sent"),
  );
}

async function sendAnnouncement(
  context: Pick<ServerContext, "db" | "mailer" | "sms" | "env" | "noticeKey">,
  payoutId: string,
): Promise<void> {
  const [row] = await context.db
    .select({
      email: users.email,
      language: users.language,
      msisdn: payouts.msisdn,
      amount: payouts.amount,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(eq(payouts.id, payoutId));
  if (!row) return;
  const { mail, sms } = payoutAnnouncement({
    email: row.email,
    msisdn: row.msisdn,
    amountTzs: row.amount,
    at: row.createdAt,
    freezeUrl: payoutFreezeUrl(context.env.publicUrl, payoutFreezeToken(context.noticeKey, payoutId)),
    language: isLocale(row.language) ? row.language : null,
  });
  await Promise.all([
    context.mailer
      .send(mail)
      .catch((error: unknown) => logger.warn({ err: error, payoutId }, "the withdrawal notice could not be mailed")),
    context.sms
      .send(sms)
      .catch((error: unknown) => logger.warn({ err: error, payoutId }, "the withdrawal notice could not be texted")),
  ]);
}
