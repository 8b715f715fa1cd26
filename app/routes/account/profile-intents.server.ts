import { data, redirect } from "react-router";
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
import type { IntentArgs, IntentHandlers } from "~/.server/http/intents";
import type { Toast } from "~/components/toast";
import { isAppError } from "~/lib/app-error";
import { describeError } from "~/lib/error-text";
import { type FieldErrors, fieldErrors } from "~/lib/forms/form-errors";
import { CHANGE_PASSWORD_TEXT, changePasswordSchema } from "~/lib/forms/password";
import { campusActionSchema, PROFILE_TEXT, profileSchema, sessionActionSchema } from "~/lib/forms/profile";
import { UPLOAD_TEXT } from "~/lib/upload-rules";

/** What /profile's forms get back. */
export interface ProfileActionResult {
  toast?: Toast;
  errors?: FieldErrors;
}

type Args = IntentArgs & { user: SessionUser };
type Answer = ReturnType<typeof data<ProfileActionResult>>;

const answer = (result: ProfileActionResult, init?: number | ResponseInit) => data<ProfileActionResult>(result, init);
const campusRefused = () => answer({ toast: { ...PROFILE_TEXT.campusFailed, variant: "destructive" } }, { status: 400 });

async function changePhoto({ form, context, user }: Args): Promise<Answer> {
  const file = form.get("avatar");
  if (!(file instanceof File) || file.size === 0) return answer({ toast: { ...UPLOAD_TEXT.invalidType, variant: "destructive" } }, { status: 400 });
  await setProfileImage(context.db, context.storage, user.id, new Uint8Array(await file.arrayBuffer()));
  return answer({ toast: UPLOAD_TEXT.photoUpdated });
}

async function removePhoto({ context, user }: Args): Promise<Answer> {
  await removeProfileImage(context.db, context.storage, user.id);
  return answer({ toast: UPLOAD_TEXT.photoRemoved });
}

async function saveDetails({ form, context, user }: Args): Promise<Answer> {
  const parsed = profileSchema.safeParse({
    fullName: String(form.get("fullName") ?? ""),
    phoneNumber: String(form.get("phoneNumber") ?? ""),
    whatsappNumber: String(form.get("whatsappNumber") ?? ""),
    university: String(form.get("university") ?? ""),
  });
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  await updateProfile(context.db, user.id, parsed.data);
  return answer({ toast: PROFILE_TEXT.updated });
}

async function makeCampusPrimary({ form, context, user }: Args): Promise<Answer> {
  const parsed = campusActionSchema.safeParse({ campusId: String(form.get("campusId") ?? "") });
  if (!parsed.success) return campusRefused();
  await setPrimaryCampus(context.db, user.id, parsed.data.campusId);
  return answer({ toast: PROFILE_TEXT.campusUpdated });
}

async function addCampus({ form, context, user }: Args): Promise<Answer> {
  const parsed = campusActionSchema.safeParse({ campusId: String(form.get("campusId") ?? "") });
  if (!parsed.success) return campusRefused();
  await addUserCampus(context.db, user.id, parsed.data.campusId);
  return answer({ toast: { title: "Campus added", description: "It now counts as one of your campuses." } });
}

async function removeCampus({ form, context, user }: Args): Promise<Answer> {
  const parsed = campusActionSchema.safeParse({ campusId: String(form.get("campusId") ?? "") });
  if (!parsed.success) return campusRefused();
  await removeUserCampus(context.db, user.id, parsed.data.campusId);
  return answer({ toast: { title: "Campus removed", description: "It is no longer one of your campuses." } });
}

/** Any refusal, the wait after too many wrong passwords too, shows under the current password. */
async function changeOwnPassword({ form, request, context, user }: Args): Promise<Answer> {
  const parsed = changePasswordSchema.safeParse({
    currentPassword: String(form.get("currentPassword") ?? ""),
    newPassword: String(form.get("newPassword") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  });
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  const { currentPassword, newPassword } = parsed.data;
  try {
    // The library issues a new session cookie for this browser; pass it on.
    const headers = await changePassword(context, request, user, { currentPassword, newPassword });
    return answer({ toast: CHANGE_PASSWORD_TEXT.changed }, { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return answer({ errors: { currentPassword: describeError(error).description } }, { status: error.status });
  }
}

async function signOutDevice({ form, context, user }: Args): Promise<Answer> {
  const parsed = sessionActionSchema.safeParse({ sessionId: String(form.get("sessionId") ?? "") });
  if (!parsed.success) return answer({ toast: { title: "Error", description: parsed.error.issues[0]!.message, variant: "destructive" } }, { status: 400 });
  await revokeSessions(context.db, user.id, { sessionId: parsed.data.sessionId });
  return answer({ toast: { title: "Signed out", description: "That device has been signed out." } });
}

async function signOutOtherDevices({ context, user }: Args): Promise<Answer> {
  const count = await revokeSessions(context.db, user.id, { allExcept: user.sessionId });
  return answer({ toast: { title: "Signed out", description: `${count} other ${count === 1 ? "device has" : "devices have"} been signed out.` } });
}

async function signOutEverywhere({ request, context, user }: Args): Promise<Answer> {
  const signOut = await callAuthEndpoint(context, request, "/sign-out", {});
  await revokeSessions(context.db, user.id, { all: true });
  throw redirect("/?signedOut=1", { headers: signOut.headers });
}

/** /profile's forms, by the intent each posts. */
export const PROFILE_INTENTS = {
  avatar: changePhoto,
  "remove-avatar": removePhoto,
  profile: saveDetails,
  primary: makeCampusPrimary,
  "add-campus": addCampus,
  "remove-campus": removeCampus,
  "change-password": changeOwnPassword,
  "revoke-session": signOutDevice,
  "revoke-others": signOutOtherDevices,
  "revoke-all": signOutEverywhere,
} satisfies IntentHandlers<Args, Answer>;
