import type { SessionUser } from "~/.server/auth/get-session-user";
import { banUser } from "~/.server/domain/admin/ban-user";
import { createUser } from "~/.server/domain/admin/create-user";
import { removeUser } from "~/.server/domain/admin/remove-user";
import { setUserRole } from "~/.server/domain/admin/set-user-role";
import { setVerifiedSeller } from "~/.server/domain/admin/set-verified-seller";
import { unbanUser } from "~/.server/domain/admin/unban-user";
import { intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import {
  ADMIN_TEXT,
  banUserSchema,
  type CreateUserInput,
  createUserSchema,
  setRoleSchema,
  userActionSchema,
  verifiedSellerSchema,
} from "~/lib/admin/forms/admin-user";
import type { Role, SuspensionLength } from "~/lib/moderation/report-rules";
import { fieldErrors } from "~/lib/shared/forms/form-errors";
import { m } from "~/paraglide/messages";

/** What /admin/users' forms answer besides field errors. */
export interface AdminUsersResult {
  /** Without JavaScript a delete asks once more on the page before it happens. */
  confirmDelete: { userId: string; name: string };
}

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** The row buttons' hidden fields have no place to show an error: the first one, as a toast. */
const rowRefused = (issues: Issues) =>
  refuse<AdminUsersResult>({ title: m.admin_error_title(), description: issues[0]?.message ?? "" }, 400);

const createAccount = intent<SessionUser, CreateUserInput, AdminUsersResult>({
  schema: createUserSchema,
  input: (form) => ({
    fullName: String(form.get("fullName") ?? ""),
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    whatsappNumber: String(form.get("whatsappNumber") ?? ""),
    campusId: String(form.get("campusId") ?? ""),
    role: String(form.get("role") ?? "user"),
  }),
  // The password typed is not sent back to the page.
  invalid: (issues) => refuse<AdminUsersResult>(undefined, 400, { errors: fieldErrors(issues) }),
  run: async ({ fields, context, actor }) => {
    await createUser(context, actor.id, fields);
    return stay({}, ADMIN_TEXT.created(fields.fullName));
  },
});

const suspend = intent<SessionUser, { userId: string; reason: string; length?: SuspensionLength }, AdminUsersResult>({
  schema: banUserSchema,
  invalid: rowRefused,
  run: async ({ fields, context, actor }) => {
    const { fullName, until } = await banUser(
      context.db,
      actor.id,
      fields.userId,
      fields.reason,
      fields.length ?? "indefinite",
    );
    return stay({}, ADMIN_TEXT.banned(fullName, until));
  },
});

/** Admins only: the domain refuses a moderator or a student (403). */
const changeRole = intent<SessionUser, { userId: string; role: Role }, AdminUsersResult>({
  schema: setRoleSchema,
  invalid: rowRefused,
  run: async ({ fields, context, actor }) => {
    const { fullName } = await setUserRole(context.db, actor.id, fields.userId, fields.role);
    return stay({}, ADMIN_TEXT.roleChanged(fullName, fields.role));
  },
});

/** Admins only, with a note for the moderation log: the domain refuses anyone else (403). */
const verifySeller = intent<
  SessionUser,
  { userId: string; verified: "grant" | "revoke"; note: string },
  AdminUsersResult
>({
  schema: verifiedSellerSchema,
  invalid: rowRefused,
  run: async ({ fields, context, actor }) => {
    const granted = fields.verified === "grant";
    const { fullName } = await setVerifiedSeller(context.db, actor.id, {
      userId: fields.userId,
      verified: granted,
      note: fields.note,
    });
    return stay({}, ADMIN_TEXT.verifiedSeller(fullName, granted));
  },
});

const liftSuspension = intent<SessionUser, { userId: string }, AdminUsersResult>({
  schema: userActionSchema,
  invalid: rowRefused,
  run: async ({ fields, context, actor }) =>
    stay({}, ADMIN_TEXT.unbanned(await unbanUser(context.db, actor.id, fields.userId))),
});

/** Without JavaScript the first post only asks; the page posts again with `confirmed=yes`. */
const deleteAccount = intent<SessionUser, { userId: string }, AdminUsersResult>({
  schema: userActionSchema,
  invalid: rowRefused,
  run: async ({ fields, form, context, actor }) => {
    if (form.get("confirmed") !== "yes")
      return stay<AdminUsersResult>({
        confirmDelete: { userId: fields.userId, name: String(form.get("name") ?? m.admin_this_user()).slice(0, 100) },
      });
    return stay({}, ADMIN_TEXT.deleted(await removeUser(context.db, actor.id, fields.userId)));
  },
});

/** /admin/users' forms, by the intent each posts. */
export const ADMIN_USERS_INTENTS = {
  create: createAccount,
  ban: suspend,
  unban: liftSuspension,
  role: changeRole,
  verify: verifySeller,
  delete: deleteAccount,
};
