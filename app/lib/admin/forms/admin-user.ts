import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { signUpSchema } from "../../accounts/forms/sign-up";
import { ROLES, type Role, SUSPENSION_LENGTHS, type SuspensionLength } from "../../moderation/report-rules";
import { formatDate } from "../../shared/dates";
import { plainText, requiredText, tooLong, uuidField } from "../../shared/forms/fields";

/**
 * An admin creating an account: the sign-up fields with one campus, and the role. The account
 * is confirmed at once (the admin vouches for the address).
 */
export const createUserSchema = z.object({
  fullName: signUpSchema.shape.fullName,
  email: signUpSchema.shape.email,
  password: signUpSchema.shape.password,
  whatsappNumber: signUpSchema.shape.whatsappNumber,
  campusId: uuidField(() => m.admin_choose_campus()),
  role: z.enum(["user", "admin"], { error: () => m.admin_choose_role() }),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;

/**
 * Suspending an account: an optional reason the admins keep, and how long (7 days, 30 days or
 * until lifted; a form posted without a length, by a script, means until lifted).
 */
export const banUserSchema = z.object({
  userId: uuidField(() => m.admin_unknown_user()),
  reason: z.string().check(z.trim(), plainText, z.maxLength(200, { error: tooLong(200) })),
  length: z.optional(z.enum(SUSPENSION_LENGTHS, { error: () => m.admin_choose_suspension_length() })),
});

/** Giving an account a role. */
export const setRoleSchema = z.object({
  userId: uuidField(() => m.admin_unknown_user()),
  role: z.enum(ROLES, { error: () => m.admin_choose_role() }),
});

/**
 * Granting or revoking Verified Seller: which account, which way, and the note the moderation log
 * keeps (required: a grant says what was checked, a revoke says why).
 */
export const verifiedSellerSchema = z.object({
  userId: uuidField(() => m.admin_unknown_user()),
  verified: z.enum(["grant", "revoke"], { error: () => m.admin_unknown_user() }),
  note: requiredText(500, () => m.admin_verified_seller_note_required()),
});

/** The suspension lengths as the form offers them, worded when read. */
export const SUSPENSION_LENGTH_LABELS: Record<SuspensionLength, () => string> = {
  "7d": m.admin_suspension_7_days,
  "30d": m.admin_suspension_30_days,
  indefinite: m.admin_suspension_until_lifted,
};

/** The roles as the row's select offers them, worded when read. */
export const ROLE_LABELS: Record<Role, () => string> = {
  user: m.admin_role_option_user,
  moderator: m.admin_role_option_moderator,
  admin: m.admin_role_option_admin,
};

/** Lifting a suspension or deleting an account: which account. */
export const userActionSchema = z.object({ userId: uuidField(() => m.admin_unknown_user()) });

/** The admin's texts, worded when read, in the reader's language. */
export const ADMIN_TEXT = {
  get notAdmin() {
    return { title: m.admin_not_allowed(), description: m.admin_not_admin() };
  },
  get notYourself() {
    return m.admin_not_yourself();
  },
  created: (name: string) => ({
    title: m.admin_user_created_title(),
    description: m.admin_user_created_description({ name }),
  }),
  banned: (name: string, until: Date | null = null) => ({
    title: m.admin_user_suspended_title(),
    description: until
      ? m.admin_user_suspended_until_description({ name, date: formatDate(until) })
      : m.admin_user_suspended_description({ name }),
  }),
  roleChanged: (name: string, role: Role) => ({
    title: m.admin_role_changed_title(),
    description: m.admin_role_changed_description({ name, role: ROLE_LABELS[role]() }),
  }),
  verifiedSeller: (name: string, granted: boolean) =>
    granted
      ? {
          title: m.admin_verified_seller_granted_title(),
          description: m.admin_verified_seller_granted_description({ name }),
        }
      : {
          title: m.admin_verified_seller_revoked_title(),
          description: m.admin_verified_seller_revoked_description({ name }),
        },
  unbanned: (name: string) => ({
    title: m.admin_suspension_lifted_title(),
    description: m.admin_suspension_lifted_description({ name }),
  }),
  deleted: (name: string) => ({
    title: m.admin_user_deleted_title(),
    description: m.admin_user_deleted_description({ name }),
  }),
  confirmDelete: (name: string) => m.admin_confirm_delete({ name }),
} as const;
