import type { SessionUser } from "~/.server/auth/get-session-user";
import { resendConfirmation } from "~/.server/domain/accounts/resend-confirmation";
import { settleAccountLanguage } from "~/.server/domain/accounts/settle-account-language";
import { signInWithPassword } from "~/.server/domain/accounts/sign-in-with-password";
import { signUpStudent } from "~/.server/domain/accounts/sign-up-student";
import { intent } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, goToWholePage, refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { finishPendingAction } from "~/.server/http/forms-and-actions/finish-pending-action";
import { copyCookies } from "~/.server/http/forms-and-actions/pass-cookies";
import { tooManyAttemptsText } from "~/lib/accounts/attempt-limits";
import { forgotPasswordSchema } from "~/lib/accounts/forms/password";
import { SIGN_IN_TEXT, type SignInInput, signInSchema } from "~/lib/accounts/forms/sign-in";
import { SIGN_UP_TEXT, type SignUpInput, signUpFormValues, signUpSchema } from "~/lib/accounts/forms/sign-up";
import { PENDING_ACTION_FIELD } from "~/lib/accounts/pending-action";
import { describeError } from "~/lib/error-text";
import { fieldErrors } from "~/lib/shared/forms/form-errors";
import { languageCookie } from "~/lib/shared/i18n/locales";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { safeRedirect } from "~/lib/shared/safe-redirect";
import type { Toast } from "~/lib/shared/toast";

/** What /auth's forms (and /auth/check-email's) answer besides field errors. */
export interface AuthResult {
  /** After 'Email Not Confirmed': the address a new confirmation link can be sent to. */
  unconfirmedEmail: string;
  /** Why signing in was refused: it stays on the form until the next send, after the toast has gone. */
  signInError: string;
  /** A new confirmation link was asked for, or why it was refused (a limit). */
  resent: boolean;
  resendError: string;
}

/** Where a new account is told to read its e-mail: a page of its own, so a reload shows it again and sends nothing. */
export function checkEmailPath(email: string): string {
  return `/auth/check-email?email=${encodeURIComponent(email)}`;
}

type Visitor = SessionUser | null;
type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** Field errors only: what was typed (a password among it) is not sent back to the page. */
const fieldsRefused = (issues: Issues) => refuse<AuthResult>(undefined, 400, { errors: fieldErrors(issues) });

const signIn = intent<Visitor, SignInInput, AuthResult>({
  schema: signInSchema,
  invalid: fieldsRefused,
  refused: (error) => {
    const description = describeError(error).description;
    return refuse<AuthResult>({ title: SIGN_IN_TEXT.failed, description }, error.status, { signInError: description });
  },
  run: async ({ fields, form, request, context, cookies }) => {
    const result = await signInWithPassword(context, request, fields);
    const redirectTo = safeRedirect(form.get("redirectTo"), "/dashboard", context.env.publicUrl);
    if (result.ok) {
      copyCookies(result.headers, cookies);
      // The language chosen on another phone follows the student here (decision 0015).
      const language = await settleAccountLanguage(context.db, fields.email, currentLocale());
      cookies.append("Set-Cookie", languageCookie(language, context.env.publicUrl.startsWith("https:")));
      // Two-factor on: the password was right; the code comes next, on its own page. A pending action
      // is not carried there: the student taps the heart again once signed in.
      if (result.body.twoFactorRedirect) {
        return goTo(
          `/auth/two-factor${redirectTo !== "/dashboard" ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
        );
      }
      // What the student tried while signed out (saving a favourite) is finished now.
      const userId = result.body.user?.id;
      const toast = userId ? await finishPendingAction(context, userId, form.get(PENDING_ACTION_FIELD)) : undefined;
      // A saved choice in the other language: the next page loads whole, in it, with its toast (decision 0016).
      return language === currentLocale() ? goTo(redirectTo, toast) : goToWholePage(redirectTo, toast);
    }
    const toast: Toast =
      result.body.code === "EMAIL_NOT_VERIFIED"
        ? SIGN_IN_TEXT.emailNotConfirmed
        : result.body.code === "INVALID_EMAIL_OR_PASSWORD"
          ? SIGN_IN_TEXT.invalidCredentials
          : result.status === 429
            ? { title: SIGN_IN_TEXT.failed, description: tooManyAttemptsText(60) }
            : { title: SIGN_IN_TEXT.failed, description: result.body.message ?? SIGN_IN_TEXT.exception.description };
    const signInError = toast.description ?? toast.title;
    return refuse<AuthResult>(
      toast,
      result.status,
      result.body.code === "EMAIL_NOT_VERIFIED" ? { unconfirmedEmail: fields.email, signInError } : { signInError },
    );
  },
});

/** 'Email Not Confirmed', and the check-your-e-mail page, offer a new link (within resendConfirmation's limits). */
export const resendLink = intent<Visitor, { email: string }, AuthResult>({
  schema: forgotPasswordSchema,
  refused: (error) => {
    const { title, description } = describeError(error);
    return refuse<AuthResult>({ title, description }, error.status, { resendError: description ?? title });
  },
  run: async ({ fields, request, context }) => {
    await resendConfirmation(context, request, fields.email);
    return stay<AuthResult>({ resent: true }, SIGN_IN_TEXT.confirmationResent(fields.email));
  },
});

/** A refused sign-up says by toast what most needs fixing: the campuses, else the password. */
function signUpRefused(issues: Issues) {
  const errors = fieldErrors(issues);
  const toast = errors.campusIds
    ? errors.campusIds === SIGN_UP_TEXT.campusMaximum.description
      ? SIGN_UP_TEXT.campusMaximum
      : SIGN_UP_TEXT.campusRequired
    : errors.password
      ? SIGN_UP_TEXT.weakPassword
      : undefined;
  return refuse<AuthResult>(toast, 400, { errors });
}

const signUp = intent<Visitor, SignUpInput, AuthResult>({
  schema: signUpSchema,
  input: signUpFormValues,
  invalid: signUpRefused,
  run: async ({ fields, request, context, cookies }) => {
    const signedUp = await signUpStudent(context, request, fields);
    // The cookie marks this browser as the one that signed up: confirming signs in only here.
    copyCookies(signedUp.headers, cookies);
    // On to a page that stays (and a reload there sends nothing again), saying where the link went.
    return goTo(checkEmailPath(fields.email), SIGN_UP_TEXT.created);
  },
});

/**
 * /auth's forms, by the intent each posts. Signing in and signing up set this browser's cookies
 * (a session, or the mark of the browser that signed up) through the kit's `cookies`.
 */
export const AUTH_INTENTS = { signin: signIn, signup: signUp, resend: resendLink };
