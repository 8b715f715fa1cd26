import type * as z from "zod/mini";
import { callAuthEndpoint } from "~/.server/auth/call-auth-endpoint";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { changePassword } from "~/.server/domain/accounts/change-password";
import { removeProfileImage } from "~/.server/domain/accounts/remove-profile-image";
import { revokeSessions } from "~/.server/domain/accounts/revoke-sessions";
import { setProfileImage } from "~/.server/domain/accounts/set-profile-image";
import { updateProfile } from "~/.server/domain/accounts/update-profile";
import { addUserCampus } from "~/.server/domain/campuses/add-user-campus";
import { removeUserCampus } from "~/.server/domain/campuses/remove-user-campus";
import { setPrimaryCampus } from "~/.server/domain/campuses/set-primary-campus";
import { intent } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { copyCookies } from "~/.server/http/forms-and-actions/pass-cookies";
import { CHANGE_PASSWORD_TEXT, changePasswordSchema } from "~/lib/accounts/forms/password";
import {
  campusActionSchema,
  PROFILE_TEXT,
  type ProfileInput,
  profileSchema,
  sessionActionSchema,
} from "~/lib/accounts/forms/profile";
import { describeError } from "~/lib/error-text";
import { SIGNED_OUT_TOAST } from "~/lib/shared/account-text";
import { fieldErrors } from "~/lib/shared/forms/form-errors";
import type { Toast } from "~/lib/shared/toast";
import { UPLOAD_TEXT } from "~/lib/shared/upload-rules";
import { m } from "~/paraglide/messages";

/** Each named field's text, "" when the form lacks it: what the profile's schemas are given. */
const textsOf =
  (...names: string[]) =>
  (form: FormData) =>
    Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));

const changePhoto = intent<SessionUser>({
  run: async ({ form, context, actor }) => {
    const file = form.get("avatar");
    if (!(file instanceof File) || file.size === 0) return refuse(UPLOAD_TEXT.invalidType);
    await setProfileImage(context.db, context.storage, actor.id, new Uint8Array(await file.arrayBuffer()));
    return stay({}, UPLOAD_TEXT.photoUpdated);
  },
});

const removePhoto = intent<SessionUser>({
  run: async ({ context, actor }) => {
    await removeProfileImage(context.db, context.storage, actor.id);
    return stay({}, UPLOAD_TEXT.photoRemoved);
  },
});

const saveDetails = intent<SessionUser, ProfileInput>({
  schema: profileSchema,
  input: textsOf("fullName", "phoneNumber", "whatsappNumber", "university", "contactPreference"),
  run: async ({ fields, context, actor }) => {
    await updateProfile(context.db, actor.id, fields);
    return stay({}, PROFILE_TEXT.updated);
  },
});

/** Making a campus primary, adding or removing one: the campus, checked, then `change`; the toast worded when sent. */
function campusIntent(change: typeof setPrimaryCampus, toast: () => Toast) {
  return intent<SessionUser, z.infer<typeof campusActionSchema>>({
    schema: campusActionSchema,
    input: textsOf("campusId"),
    invalid: () => refuse(PROFILE_TEXT.campusFailed),
    run: async ({ fields, context, actor }) => {
      await change(context.db, actor.id, fields.campusId);
      return stay({}, toast());
    },
  });
}

/** Any refusal, the wait after too many wrong passwords too, shows under the current password. */
const changeOwnPassword = intent<SessionUser, z.infer<typeof changePasswordSchema>>({
  schema: changePasswordSchema,
  input: textsOf("currentPassword", "newPassword", "confirmPassword"),
  // Passwords are never sent back to fill the form in again.
  invalid: (issues) => refuse(undefined, 400, { errors: fieldErrors(issues) }),
  refused: (error) =>
    refuse(undefined, error.status, { errors: { currentPassword: describeError(error).description } }),
  run: async ({ fields, request, context, actor, cookies }) => {
    // The library issues a new session cookie for this browser; pass it on.
    copyCookies(
      await changePassword(context, request, actor, {
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
      }),
      cookies,
    );
    return stay({}, CHANGE_PASSWORD_TEXT.changed);
  },
});

const signOutDevice = intent<SessionUser, z.infer<typeof sessionActionSchema>>({
  schema: sessionActionSchema,
  input: textsOf("sessionId"),
  invalid: (issues) => refuse({ title: m.accounts_error_title(), description: issues[0]?.message }),
  run: async ({ fields, context, actor }) => {
    await revokeSessions(context.db, actor.id, { sessionId: fields.sessionId });
    return stay({}, { title: m.accounts_signed_out_title(), description: m.accounts_device_signed_out() });
  },
});

const signOutOtherDevices = intent<SessionUser>({
  run: async ({ context, actor }) => {
    const count = await revokeSessions(context.db, actor.id, { allExcept: actor.sessionId });
    return stay({}, { title: m.accounts_signed_out_title(), description: m.accounts_other_devices_count({ count }) });
  },
});

const signOutEverywhere = intent<SessionUser>({
  run: async ({ request, context, actor, cookies }) => {
    const signOut = await callAuthEndpoint(context, request, "/sign-out", {});
    await revokeSessions(context.db, actor.id, { all: true });
    copyCookies(signOut.headers, cookies);
    return goTo("/", SIGNED_OUT_TOAST);
  },
});

/**
 * /profile's forms, by the intent each posts. Changing the password and signing out everywhere
 * set this browser's session cookie, through the kit's `cookies`.
 */
export const PROFILE_INTENTS = {
  avatar: changePhoto,
  "remove-avatar": removePhoto,
  profile: saveDetails,
  primary: campusIntent(setPrimaryCampus, () => PROFILE_TEXT.campusUpdated),
  "add-campus": campusIntent(addUserCampus, () => ({
    title: m.accounts_campus_added_title(),
    description: m.accounts_campus_added_description(),
  })),
  "remove-campus": campusIntent(removeUserCampus, () => ({
    title: m.accounts_campus_removed_title(),
    description: m.accounts_campus_removed_description(),
  })),
  "change-password": changeOwnPassword,
  "revoke-session": signOutDevice,
  "revoke-others": signOutOtherDevices,
  "revoke-all": signOutEverywhere,
};
