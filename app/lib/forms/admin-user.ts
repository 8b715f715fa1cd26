import * as z from "zod/mini";
import { plainText, uuidField } from "./fields";
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
  campusId: uuidField("Please choose a campus."),
  role: z.enum(["user", "admin"], { error: "Choose a role." }),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Suspending an account: an optional reason the admins keep. */
export const banUserSchema = z.object({
  userId: uuidField("Unknown user."),
  reason: z.string().check(z.trim(), plainText, z.maxLength(200, { error: "Please use at most 200 characters." })),
});

/** Lifting a suspension or deleting an account: which account. */
export const userActionSchema = z.object({ userId: uuidField("Unknown user.") });

export const ADMIN_TEXT = {
  notAdmin: { title: "Not allowed", description: "Only administrators can manage users." },
  notYourself: "You cannot do this to your own account.",
  created: (name: string) => ({ title: "User created", description: `${name} can sign in now.` }),
  banned: (name: string) => ({ title: "User suspended", description: `${name} has been signed out and cannot sign in.` }),
  unbanned: (name: string) => ({ title: "Suspension lifted", description: `${name} can sign in again.` }),
  deleted: (name: string) => ({ title: "User deleted", description: `${name} and their listings have been removed.` }),
  confirmDelete: (name: string) => `Delete ${name}'s account and all their listings? This cannot be undone.`,
} as const;
