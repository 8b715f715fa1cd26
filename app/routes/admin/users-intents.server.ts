import { data } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { banUser } from "~/.server/domain/admin/ban-user";
import { createUser } from "~/.server/domain/admin/create-user";
import { removeUser } from "~/.server/domain/admin/remove-user";
import { unbanUser } from "~/.server/domain/admin/unban-user";
import type { IntentArgs, IntentHandlers } from "~/.server/http/intents";
import type { Toast } from "~/components/toast";
import { ADMIN_TEXT, banUserSchema, createUserSchema, userActionSchema } from "~/lib/forms/admin-user";
import { type FieldErrors, fieldErrors } from "~/lib/forms/form-errors";

/** What /admin/users' forms get back. */
export interface AdminUsersActionResult {
  toast?: Toast;
  errors?: FieldErrors;
  /** Without JavaScript a delete asks once more on the page before it happens. */
  confirmDelete?: { userId: string; name: string };
}

type Args = IntentArgs & { actor: SessionUser };
type Answer = ReturnType<typeof data<AdminUsersActionResult>>;

const answer = (result: AdminUsersActionResult, init?: number | ResponseInit) => data<AdminUsersActionResult>(result, init);
const refused = (message: string) => answer({ toast: { title: "Error", description: message, variant: "destructive" } }, { status: 400 });

async function createAccount({ form, context, actor }: Args): Promise<Answer> {
  const parsed = createUserSchema.safeParse({
    fullName: String(form.get("fullName") ?? ""),
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    whatsappNumber: String(form.get("whatsappNumber") ?? ""),
    campusId: String(form.get("campusId") ?? ""),
    role: String(form.get("role") ?? "user"),
  });
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  await createUser(context, actor.id, parsed.data);
  return answer({ toast: ADMIN_TEXT.created(parsed.data.fullName) });
}

async function suspend({ form, context, actor }: Args): Promise<Answer> {
  const parsed = banUserSchema.safeParse({ userId: String(form.get("userId") ?? ""), reason: String(form.get("reason") ?? "") });
  if (!parsed.success) return refused(parsed.error.issues[0]!.message);
  return answer({ toast: ADMIN_TEXT.banned(await banUser(context.db, actor.id, parsed.data.userId, parsed.data.reason)) });
}

async function liftSuspension({ form, context, actor }: Args): Promise<Answer> {
  const parsed = userActionSchema.safeParse({ userId: String(form.get("userId") ?? "") });
  if (!parsed.success) return refused(parsed.error.issues[0]!.message);
  return answer({ toast: ADMIN_TEXT.unbanned(await unbanUser(context.db, actor.id, parsed.data.userId)) });
}

/** Without JavaScript the first post only asks; the page posts again with `confirmed=yes`. */
async function deleteAccount({ form, context, actor }: Args): Promise<Answer> {
  const parsed = userActionSchema.safeParse({ userId: String(form.get("userId") ?? "") });
  if (!parsed.success) return refused(parsed.error.issues[0]!.message);
  const { userId } = parsed.data;
  if (form.get("confirmed") !== "yes") return answer({ confirmDelete: { userId, name: String(form.get("name") ?? "this user").slice(0, 100) } });
  return answer({ toast: ADMIN_TEXT.deleted(await removeUser(context.db, actor.id, userId)) });
}

/** /admin/users' forms, by the intent each posts. */
export const ADMIN_USERS_INTENTS = {
  create: createAccount,
  ban: suspend,
  unban: liftSuspension,
  delete: deleteAccount,
} satisfies IntentHandlers<Args, Answer>;
