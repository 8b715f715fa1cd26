import type { ServerContext } from "~/.server/runtime/context";
import { logger } from "~/.server/runtime/logger";
import type { CreateUserInput } from "~/lib/admin/forms/admin-user";
import { AppError } from "~/lib/shared/app-error";
import { deleteAccount } from "../accounts/delete-account";
import { emailIsRegistered } from "../accounts/email-is-registered";
import { freeQuotaOf, setUpNewAccount } from "../accounts/set-up-new-account";
import { assertAdmin } from "./assert-admin";

/**
 * An admin creates an account, already confirmed, with its campus. The auth library hashes the
 * password; as with sign-up, an account whose campus row fails is deleted again.
 */
export async function createUser(
  context: Pick<ServerContext, "db" | "auth" | "env">,
  actorId: string,
  input: CreateUserInput,
): Promise<{ userId: string }> {
  await assertAdmin(context.db, actorId);
  if (await emailIsRegistered(context.db, input.email)) {
    throw new AppError("conflict", "admin_account_exists");
  }
  // A server call without a session: the library trusts it, so the admin check above is what guards it.
  const { user } = await context.auth.api.createUser({
    body: {
      email: input.email,
      password: input.password,
      name: input.fullName,
      role: input.role,
      data: { emailVerified: true, whatsappNumber: input.whatsappNumber, campusId: input.campusId },
    },
  });
  try {
    await setUpNewAccount(context.db, {
      userId: user.id,
      campusIds: [input.campusId],
      whatsappNumber: input.whatsappNumber,
      freeQuota: freeQuotaOf(context.env),
    });
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "admin-created account without campus; removed");
    await deleteAccount(context.db, user.id);
    throw error instanceof AppError ? error : new AppError("unavailable", "admin_campus_not_saved");
  }
  return { userId: user.id };
}
