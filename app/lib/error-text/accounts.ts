import type { AccountReason } from "~/.server/domain/accounts/reasons";
import { CHANGE_PASSWORD_TEXT } from "../forms/password";
import { SIGN_IN_TEXT } from "../forms/sign-in";
import { SIGN_UP_TEXT } from "../forms/sign-up";
import { TWO_FACTOR_TEXT } from "../forms/two-factor";
import type { ErrorMessage } from "./placeholders";

/** Account errors: sign-up, confirmation links, two-factor sign-in and settings. */
export const ACCOUNT_ERROR_TEXT = {
  account_exists: SIGN_UP_TEXT.accountExists,
  sign_up_unknown_campus: { title: SIGN_UP_TEXT.failed, description: "One of the chosen campuses does not exist." },
  /** The auth library refused the sign-up: its own words when it gave some, otherwise ours. */
  sign_up_refused: { title: SIGN_UP_TEXT.failed, description: "{message}", defaults: { message: "Please try again." } },
  /** The auth library's own rate limit: the words of app/lib/attempt-limits.ts (tooManyAttemptsText). */
  sign_up_rate_limited: { title: SIGN_UP_TEXT.failed, description: "Too many attempts. Please wait {seconds:wait} and try again." },
  sign_up_campuses_not_saved: { title: SIGN_UP_TEXT.failed, description: "We could not save your campuses. Please try again." },
  confirmation_recently_sent: { title: "Please wait", description: "A link was sent just now. Please wait a few minutes before asking again." },
  confirmation_link_invalid: { title: "Link not valid", description: "This confirmation link is not valid. Sign in to have a new one sent to you." },
  /** The library could not answer (its database down): the link may well be good. */
  confirmation_unavailable: { title: "Please try again", description: "We could not confirm your e-mail just now. Please try the link again in a moment." },
  confirmation_link_expired: { title: "Link expired", description: "This confirmation link has expired. Sign in to have a new one sent to you." },

  two_factor_wrong_code: { title: "Wrong code", description: TWO_FACTOR_TEXT.wrongCode },
  two_factor_wrong_backup_code: { title: "Wrong code", description: TWO_FACTOR_TEXT.wrongBackupCode },
  /** The library refused a sign-in code for another reason: its words, or ours. */
  two_factor_code_refused: { title: "Wrong code", description: "{message}", defaults: { message: TWO_FACTOR_TEXT.wrongCode } },
  two_factor_sign_in_expired: TWO_FACTOR_TEXT.expired,
  two_factor_locked: { title: "Too many attempts", description: TWO_FACTOR_TEXT.locked },
  two_factor_wrong_password: { title: "Wrong password", description: TWO_FACTOR_TEXT.wrongPassword },
  two_factor_already_on: { title: "Already on", description: "Two-factor authentication is already on for this account." },

  /** Changing the password: the current one typed was not right. */
  current_password_wrong: { title: "Wrong password", description: CHANGE_PASSWORD_TEXT.wrongCurrent },

  /** The session ended while the user was changing settings. */
  session_ended: { title: "Signed out", description: "Please sign in again." },
  /** The auth library's own rate limit, a minute long. */
  auth_rate_limited: { title: "Too many attempts", description: "Please wait a minute and try again." },
  /** The auth library refused for a reason we have no words of our own for: its words, or ours. */
  auth_refused: { title: SIGN_IN_TEXT.exception.title, description: "{message}", defaults: { message: SIGN_IN_TEXT.exception.description } },
} satisfies Record<AccountReason, ErrorMessage>;
