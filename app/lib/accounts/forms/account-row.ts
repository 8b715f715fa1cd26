import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { isUuid } from "../../shared/uuid";
import { profileSchema } from "./profile";
import { signUpSchema } from "./sign-up";

/**
 * What may reach the users table through the auth library, on any path (sign-up, the admin's new
 * account, verification, the library's own update): the same field rules as our forms. A photo
 * never comes this way (only our profile action stores one, under the user's own folder), and a
 * new account always names its campus.
 */
const accountFields = {
  name: signUpSchema.shape.fullName,
  email: signUpSchema.shape.email,
  whatsappNumber: signUpSchema.shape.whatsappNumber,
  phoneNumber: z.nullish(profileSchema.shape.phoneNumber),
  university: z.nullish(profileSchema.shape.university),
  image: z.nullish(z.never({ error: () => m.accounts_photo_from_profile_only() })),
  campusId: z.string().check(z.refine(isUuid, { error: () => m.accounts_campus_required_description() })),
};

export const newAccountRowSchema = z.looseObject(accountFields);

export const accountRowChangeSchema = z.looseObject({
  name: z.optional(accountFields.name),
  email: z.optional(accountFields.email),
  whatsappNumber: z.optional(accountFields.whatsappNumber),
  phoneNumber: z.optional(accountFields.phoneNumber),
  university: z.optional(accountFields.university),
  image: z.optional(accountFields.image),
  campusId: z.optional(accountFields.campusId),
});
