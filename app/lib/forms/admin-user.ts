import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { plainText, tooLong, uuidField } from "./fields";
import { signUpSchema } from "./sign-up";

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

/** Suspending an account: an optional reason the admins keep. */
export const banUserSchema = z.object({
  userId: uuidField(() => m.admin_unknown_user()),
  reason: z.string().check(z.trim(), plainText, z.maxLength(200, { error: tooLong(200) })),
});

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
  created: (name: string) => ({ title: m.admin_user_created_title(), description: m.admin_user_created_description({ name }) }),
  banned: (name: string) => ({ title: m.admin_user_suspended_title(), description: m.admin_user_suspended_description({ name }) }),
  unbanned: (name: string) => ({ title: m.admin_suspension_lifted_title(), description: m.admin_suspension_lifted_description({ name }) }),
  deleted: (name: string) => ({ title: m.admin_user_deleted_title(), description: m.admin_user_deleted_description({ name }) }),
  confirmDelete: (name: string) => m.admin_confirm_delete({ name }),
} as const;
