import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { noBidiControl, personName, plainText, tooLong, uuidField } from "../../shared/forms/fields";
import { cleanLocalMobile } from "./sign-up";

/** The profile texts (docs/product.md#profile, docs/product.md#campuses), worded when read. */
export const PROFILE_TEXT = {
  get updated() {
    return { title: m.accounts_profile_updated_title(), description: m.accounts_profile_updated_description() };
  },
  get updateFailed() {
    return m.accounts_profile_update_failed();
  },
  get campusUpdated() {
    return { title: m.accounts_campus_updated_title(), description: m.accounts_campus_updated_description() };
  },
  get campusFailed() {
    return { title: m.accounts_error_title(), description: m.accounts_campus_update_failed() };
  },
} as const;

/** A Tanzanian mobile number typed as 06XXXXXXXX or 07XXXXXXXX, or nothing (""). */
export const optionalMobile = z
  .pipe(
    z.string(),
    z.transform((raw) => cleanLocalMobile(raw.trim())),
  )
  .check(z.refine((v) => v === "" || /^0[67]\d{8}$/.test(v), { error: () => m.accounts_mobile_invalid() }));

/** How buyers reach a seller (users.contact_preference): WhatsApp on request, or messages on the site only. */
export const CONTACT_PREFERENCES = ["whatsapp", "messages_only"] as const;

export const profileSchema = z.object({
  fullName: personName,
  phoneNumber: optionalMobile,
  whatsappNumber: optionalMobile,
  university: z.string().check(z.trim(), plainText, noBidiControl, z.maxLength(150, { error: tooLong(150) })),
  /** Left out or blank, the choice stays as it was. */
  contactPreference: z.optional(z.union([z.literal(""), z.enum(CONTACT_PREFERENCES)])),
});

export type ProfileInput = z.infer<typeof profileSchema>;

/** Making a campus primary, adding one or removing one: which campus. */
export const campusActionSchema = z.object({ campusId: uuidField(() => m.accounts_campus_update_failed()) });

/** Signing out one device: which session. */
export const sessionActionSchema = z.object({ sessionId: uuidField(() => m.accounts_session_gone()) });
