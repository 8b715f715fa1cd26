import type { AccountReason } from "~/.server/domain/accounts/reasons";
import { m } from "~/paraglide/messages";
import { tooManyAttemptsText } from "../accounts/attempt-limits";
import { CHANGE_PASSWORD_TEXT } from "../accounts/forms/password";
import { SIGN_IN_TEXT } from "../accounts/forms/sign-in";
import { SIGN_UP_TEXT } from "../accounts/forms/sign-up";
import { TWO_FACTOR_TEXT } from "../accounts/forms/two-factor";
import { type ErrorMessage, given, secondsOf, words, wordsOf } from "./placeholders";

/** Account errors: sign-up, confirmation links, two-factor sign-in and settings. */
export const ACCOUNT_ERROR_TEXT = {
  account_exists: wordsOf(() => SIGN_UP_TEXT.accountExists),
  sign_up_unknown_campus: words(() => SIGN_UP_TEXT.failed, m.errors_unknown_campus),
  /** The auth library refused the sign-up: its own words when it gave some, otherwise ours. */
  sign_up_refused: (values) => ({
    title: SIGN_UP_TEXT.failed,
    description: given(values, "message") ?? m.errors_please_try_again(),
  }),
  /** The auth library's own rate limit: the words of app/lib/accounts/attempt-limits.ts (tooManyAttemptsText). */
  sign_up_rate_limited: (values) => ({
    title: SIGN_UP_TEXT.failed,
    description: tooManyAttemptsText(secondsOf(values)),
  }),
  sign_up_campuses_not_saved: words(() => SIGN_UP_TEXT.failed, m.errors_campuses_not_saved),
  confirmation_recently_sent: words(m.errors_please_wait_title, m.errors_confirmation_recently_sent),
  confirmation_link_invalid: words(m.errors_link_invalid_title, m.errors_confirmation_link_invalid),
  /** The library could not answer (its database down): the link may well be good. */
  confirmation_unavailable: words(m.errors_please_try_again_title, m.errors_confirmation_unavailable),
  confirmation_link_expired: words(m.errors_link_expired_title, m.errors_confirmation_link_expired),

  two_factor_wrong_code: words(m.errors_title_wrong_code, () => TWO_FACTOR_TEXT.wrongCode),
  two_factor_wrong_backup_code: words(m.errors_title_wrong_code, () => TWO_FACTOR_TEXT.wrongBackupCode),
  /** The library refused a sign-in code for another reason: its words, or ours. */
  two_factor_code_refused: (values) => ({
    title: m.errors_title_wrong_code(),
    description: given(values, "message") ?? TWO_FACTOR_TEXT.wrongCode,
  }),
  two_factor_sign_in_expired: wordsOf(() => TWO_FACTOR_TEXT.expired),
  two_factor_locked: words(m.errors_title_too_many_attempts, () => TWO_FACTOR_TEXT.locked),
  two_factor_wrong_password: words(m.errors_title_wrong_password, () => TWO_FACTOR_TEXT.wrongPassword),
  two_factor_already_on: words(m.errors_two_factor_already_on_title, m.errors_two_factor_already_on),

  /** Changing the password: the current one typed was not right. */
  current_password_wrong: words(m.errors_title_wrong_password, () => CHANGE_PASSWORD_TEXT.wrongCurrent),

  /** The session ended while the user was changing settings. */
  session_ended: words(m.errors_signed_out_title, m.errors_sign_in_again),
  /** The auth library's own rate limit, a minute long. */
  auth_rate_limited: words(m.errors_title_too_many_attempts, m.errors_wait_a_minute),
  /** The auth library refused for a reason we have no words of our own for: its words, or ours. */
  auth_refused: (values) => ({
    title: SIGN_IN_TEXT.exception.title,
    description: given(values, "message") ?? SIGN_IN_TEXT.exception.description,
  }),
} satisfies Record<AccountReason, ErrorMessage>;
