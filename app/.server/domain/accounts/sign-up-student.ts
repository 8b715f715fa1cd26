import { inArray } from "drizzle-orm";
import { requestAddress } from "~/.server/http/request-facts/request-address";
import type { ServerContext } from "~/.server/runtime/context";
import { logger } from "~/.server/runtime/logger";
import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import type { SignUpInput } from "~/lib/accounts/forms/sign-up";
import { resolvePrimary } from "~/lib/campuses/campus-rules";
import { AppError } from "~/lib/shared/app-error";
import { authMessage, callAuthEndpoint } from "../../auth/call-auth-endpoint";
import { campuses } from "../../db/schema";
import { deleteAccount } from "./delete-account";
import { emailIsRegistered } from "./email-is-registered";
import { takeAttempt } from "./limits/take-attempt";
import { takeMailAttempt } from "./limits/take-mail-attempt";
import { freeQuotaOf, setUpNewAccount } from "./set-up-new-account";

/**
 * Creates a student's account, within the per-address ceiling and the per-mailbox and per-domain limits: refuses an e-mail already registered ('Account
 * Exists'), has the auth library create the user and send the confirmation e-mail, then writes
 * the campuses. The library cannot share its transaction with us, so if the campus rows fail the
 * account is deleted again: no account exists without its campuses. The answer's cookie marks
 * this browser as the one that signed up: only there does confirming the address sign in
 * (confirm-email.ts).
 */
export async function signUpStudent(
  context: Pick<ServerContext, "db" | "auth" | "env">,
  request: Request,
  input: SignUpInput,
): Promise<{ userId: string; headers: Headers }> {
  // Limits come first, so 'Account Exists' can be asked no more often than anything else.
  await takeAttempt(context.db, ATTEMPT_RULES.signUpPerAddress, requestAddress(request));
  await takeMailAttempt(context.db, ATTEMPT_RULES.signUpPerMailbox, input.email);
  if (await emailIsRegistered(context.db, input.email)) {
    throw new AppError("conflict", "account_exists");
  }
  const known = await context.db
    .select({ id: campuses.id })
    .from(campuses)
    .where(inArray(campuses.id, input.campusIds));
  if (known.length !== new Set(input.campusIds).size) throw new AppError("invalid_input", "sign_up_unknown_campus");
  const result = await callAuthEndpoint<{ user?: { id: string } }>(context, request, "/sign-up/email", {
    name: input.fullName,
    email: input.email,
    password: input.password,
    whatsappNumber: input.whatsappNumber,
    campusId: resolvePrimary(input.campusIds, input.primaryCampusId),
  });
  const userId = result.body.user?.id;
  if (!result.ok || !userId) {
    if (result.status === 429) throw new AppError("rate_limited", "sign_up_rate_limited", { seconds: 60 });
    throw new AppError("invalid_input", "sign_up_refused", authMessage(result.body.message));
  }
  try {
    await setUpNewAccount(context.db, {
      userId,
      campusIds: input.campusIds,
      primaryCampusId: input.primaryCampusId,
      whatsappNumber: input.whatsappNumber,
      freeQuota: freeQuotaOf(context.env),
    });
  } catch (error) {
    logger.error({ err: error, userId }, "sign-up campus rows failed; account removed");
    await deleteAccount(context.db, userId);
    throw new AppError("unavailable", "sign_up_campuses_not_saved");
  }
  const marked = await context.auth.api.markSignUpBrowser({ body: { userId }, returnHeaders: true });
  const headers = new Headers();
  for (const cookie of marked.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return { userId, headers };
}
