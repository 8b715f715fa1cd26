import { tooManyAttemptsText } from "../attempt-limits";
import type { ErrorValues } from "../error-values";
import { CHANGE_PASSWORD_TEXT } from "../forms/password";
import { SIGN_IN_TEXT } from "../forms/sign-in";
import { SIGN_UP_TEXT } from "../forms/sign-up";
import { TWO_FACTOR_TEXT } from "../forms/two-factor";
import type { ErrorTextEntry } from ".";

/** The auth library's own words (`{ message }`) when it gave some, otherwise ours. */
function libraryMessage(values: ErrorValues, fallback: string): string {
  return typeof values.message === "string" && values.message !== "" ? values.message : fallback;
}

/** Account errors: sign-up, confirmation links, two-factor sign-in and settings. */
export const ACCOUNT_ERROR_TEXT = {
  account_exists: SIGN_UP_TEXT.accountExists,
  sign_up_unknown_campus: { title: SIGN_UP_TEXT.failed, description: "One of the chosen campuses does not exist." },
  /** The auth library refused the sign-up. Values: `{ message? }`, the library's words. */
  sign_up_refused: (values) => ({ title: SIGN_UP_TEXT.failed, description: libraryMessage(values, "Please try again.") }),
  /** The auth library's own rate limit. Values: `{ seconds }`. */
  sign_up_rate_limited: ({ seconds }) => ({ title: SIGN_UP_TEXT.failed, description: tooManyAttemptsText(Number(seconds)) }),
  sign_up_campuses_not_saved: { title: SIGN_UP_TEXT.failed, description: "We could not save your campuses. Please try again." },
  confirmation_recently_sent: { title: "Please wait", description: "A link was sent just now. Please wait a few minutes before asking again." },
  confirmation_link_invalid: { title: "Link not valid", description: "This confirmation link is not valid. Sign in to have a new one sent to you." },
  /** The library could not answer (its database down): the link may well be good. */
  confirmation_unavailable: { title: "Please try again", description: "We could not confirm your e-mail just now. Please try the link again in a moment." },
  confirmation_link_expired: { title: "Link expired", description: "This confirmation link has expired. Sign in to have a new one sent to you." },

  two_factor_wrong_code: { title: "Wrong code", description: TWO_FACTOR_TEXT.wrongCode },
  two_factor_wrong_backup_code: { title: "Wrong code", description: TWO_FACTOR_TEXT.wrongBackupCode },
  /** The library refused a sign-in code for another reason. Values: `{ message? }`. */
  two_factor_code_refused: (values) => ({ title: "Wrong code", description: libraryMessage(values, TWO_FACTOR_TEXT.wrongCode) }),
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
  /** The auth library refused for a reason we have no words of our own for. Values: `{ message? }`. */
  auth_refused: (values) => ({ title: SIGN_IN_TEXT.exception.title, description: libraryMessage(values, SIGN_IN_TEXT.exception.description) }),
} satisfies Record<string, ErrorTextEntry>;
