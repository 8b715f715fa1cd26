import * as z from "zod/mini";
import { noBidiControl, personName, plainText, uuidField } from "./fields";
import { cleanLocalMobile } from "./sign-up";

/** The profile texts (docs/product.md#profile, docs/product.md#campuses). */
export const PROFILE_TEXT = {
  updated: { title: "Profile updated", description: "Your profile has been successfully updated." },
  updateFailed: "Error updating profile",
  campusUpdated: { title: "Campus updated", description: "Your primary campus has been updated." },
  campusFailed: { title: "Error", description: "Failed to update campus" },
} as const;

/** A Tanzanian mobile number typed as 06XXXXXXXX or 07XXXXXXXX, or nothing (""). */
export const optionalMobile = z
  .pipe(
    z.string(),
    z.transform((raw) => cleanLocalMobile(raw.trim())),
  )
  .check(z.refine((v) => v === "" || /^0[67]\d{8}$/.test(v), { error: "Enter the number as 06XXXXXXXX or 07XXXXXXXX, or leave it empty." }));

export const profileSchema = z.object({
  fullName: personName,
  phoneNumber: optionalMobile,
  whatsappNumber: optionalMobile,
  university: z.string().check(z.trim(), plainText, noBidiControl, z.maxLength(150, { error: "Please use at most 150 characters." })),
});

export type ProfileInput = z.infer<typeof profileSchema>;

/** Making a campus primary, adding one or removing one: which campus. */
export const campusActionSchema = z.object({ campusId: uuidField(PROFILE_TEXT.campusFailed.description) });

/** Signing out one device: which session. */
export const sessionActionSchema = z.object({ sessionId: uuidField("That device is no longer signed in.") });
