import { eq, sql } from "drizzle-orm";
import { unfreezeMoneyFormSchema } from "~/lib/payments/forms/unfreeze-money";
import { AppError } from "~/lib/shared/app-error";
import { callAuthEndpoint } from "../../../auth/call-auth-endpoint";
import type { SessionUser } from "../../../auth/get-session-user";
import { users } from "../../../db/schema";
import type { ServerContext } from "../../../runtime/context";
import { checkPasswordAttempt } from "../../accounts/limits/check-password-attempt";

/**
 * The signed-in owner unfreezes their money with their password (counted with every other check
 * of it). Withdrawals then wait a day (find-withdrawal-hold.ts): a thief who knows the password
 * could undo a freeze, but could not take the money before the owner hears of it again.
 */
export async function unfreezeMoney(
  context: Pick<ServerContext, "db" | "auth" | "env" | "mailer" | "deviceKey">,
  request: Request,
  actor: Pick<SessionUser, "id" | "email">,
  input: { password: string },
): Promise<void> {
  const form = unfreezeMoneyFormSchema.safeParse(input);
  if (!form.success) throw new AppError("invalid_input", "payout_password_wrong");
  const { password } = form.data;
  const checked = await checkPasswordAttempt(context, request, actor.email, () =>
    callAuthEndpoint(context, request, "/verify-password", { password }),
  );
  if (!checked.ok) {
    if (checked.status === 401) throw new AppError("unauthenticated", "session_ended");
    if (checked.status === 429) throw new AppError("rate_limited", "auth_rate_limited");
    throw new AppError("invalid_input", "payout_password_wrong");
  }
  await context.db
    .update(users)
    .set({ moneyFrozenAt: null, moneyUnfrozenAt: sql`now()` })
    .where(sql`${eq(users.id, actor.id)} and ${users.moneyFrozenAt} is not null`);
}
