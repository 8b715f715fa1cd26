import { data, redirect } from "react-router";
import { resendConfirmation } from "~/.server/domain/accounts/resend-confirmation";
import { signInWithPassword } from "~/.server/domain/accounts/sign-in-with-password";
import { signUpStudent } from "~/.server/domain/accounts/sign-up-student";
import type { IntentArgs, IntentHandlers } from "~/.server/http/intents";
import type { Toast } from "~/components/toast";
import { isAppError } from "~/lib/app-error";
import { tooManyAttemptsText } from "~/lib/attempt-limits";
import { describeError } from "~/lib/error-text";
import { type FieldErrors, fieldErrors } from "~/lib/forms/form-errors";
import { forgotPasswordSchema } from "~/lib/forms/password";
import { SIGN_IN_TEXT, signInSchema } from "~/lib/forms/sign-in";
import { SIGN_UP_TEXT, signUpFormValues, signUpSchema } from "~/lib/forms/sign-up";
import { safeRedirect } from "~/lib/safe-redirect";

/** What /auth's forms get back. */
export interface AuthActionResult {
  /** Which tab answered. */
  intent: "signin" | "signup";
  /** After 'Email Not Confirmed': the address a new confirmation link can be sent to. */
  unconfirmedEmail?: string;
  toast?: Toast;
  errors?: FieldErrors;
  signedUp?: boolean;
}

type Answer = ReturnType<typeof data<AuthActionResult>>;

async function signIn({ form, request, context }: IntentArgs): Promise<Answer> {
  const parsed = signInSchema.safeParse({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
  if (!parsed.success) return data<AuthActionResult>({ intent: "signin", errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  let result: Awaited<ReturnType<typeof signInWithPassword>>;
  try {
    result = await signInWithPassword(context, request, parsed.data);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<AuthActionResult>({ intent: "signin", toast: { title: SIGN_IN_TEXT.failed, description: describeError(error).description, variant: "destructive" } }, { status: error.status });
  }
  const redirectTo = safeRedirect(form.get("redirectTo"), "/dashboard", context.env.publicUrl);
  if (result.ok && result.body.twoFactorRedirect) {
    // Two-factor is on: the password was right; the code comes next, on its own page.
    const query = redirectTo !== "/dashboard" ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
    throw redirect(`/auth/two-factor${query}`, { headers: result.headers });
  }
  if (result.ok) {
    throw redirect(redirectTo, { headers: result.headers });
  }
  const toast: Toast =
    result.body.code === "EMAIL_NOT_VERIFIED"
      ? { ...SIGN_IN_TEXT.emailNotConfirmed, variant: "destructive" }
      : result.body.code === "INVALID_EMAIL_OR_PASSWORD"
        ? { ...SIGN_IN_TEXT.invalidCredentials, variant: "destructive" }
        : result.status === 429
          ? { title: SIGN_IN_TEXT.failed, description: tooManyAttemptsText(60), variant: "destructive" }
          : { title: SIGN_IN_TEXT.failed, description: result.body.message ?? SIGN_IN_TEXT.exception.description, variant: "destructive" };
  const unconfirmedEmail = result.body.code === "EMAIL_NOT_VERIFIED" ? parsed.data.email : undefined;
  return data<AuthActionResult>({ intent: "signin", toast, unconfirmedEmail }, { status: result.status });
}

/** 'Email Not Confirmed' offers a new link. */
async function resendLink({ form, request, context }: IntentArgs): Promise<Answer> {
  const parsed = forgotPasswordSchema.safeParse({ email: String(form.get("email") ?? "") });
  if (!parsed.success) return data<AuthActionResult>({ intent: "signin", errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  try {
    await resendConfirmation(context, request, parsed.data.email);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<AuthActionResult>({ intent: "signin", toast: { ...describeError(error), variant: "destructive" } }, { status: error.status });
  }
  return data<AuthActionResult>({ intent: "signin", toast: SIGN_IN_TEXT.confirmationResent(parsed.data.email) });
}

async function signUp({ form, request, context }: IntentArgs): Promise<Answer> {
  const parsed = signUpSchema.safeParse(signUpFormValues(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    const toast: Toast | undefined = errors.campusIds
      ? { ...(errors.campusIds === SIGN_UP_TEXT.campusMaximum.description ? SIGN_UP_TEXT.campusMaximum : SIGN_UP_TEXT.campusRequired), variant: "destructive" }
      : errors.password
        ? { ...SIGN_UP_TEXT.weakPassword, variant: "destructive" }
        : undefined;
    return data<AuthActionResult>({ intent: "signup", errors, toast }, { status: 400 });
  }
  let signedUp: Awaited<ReturnType<typeof signUpStudent>>;
  try {
    signedUp = await signUpStudent(context, request, parsed.data);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<AuthActionResult>({ intent: "signup", toast: { ...describeError(error), variant: "destructive" } }, { status: error.status });
  }
  // The cookie marks this browser as the one that signed up: confirming signs in only here.
  return data<AuthActionResult>({ intent: "signup", signedUp: true, toast: SIGN_UP_TEXT.created }, { headers: signedUp.headers });
}

/** /auth's forms, by the intent each posts. */
export const AUTH_INTENTS = {
  signin: signIn,
  signup: signUp,
  resend: resendLink,
} satisfies IntentHandlers<IntentArgs, Answer>;
