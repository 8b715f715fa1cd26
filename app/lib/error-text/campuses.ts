import type { CampusReason } from "~/.server/domain/campuses/reasons";
import { m } from "~/paraglide/messages";
import { PROFILE_TEXT } from "../accounts/forms/profile";
import { SIGN_UP_TEXT } from "../accounts/forms/sign-up";
import { type ErrorMessage, words, wordsOf } from "./placeholders";

/** A user's campuses (profile, sign-up, accounts an admin creates). */
export const CAMPUS_ERROR_TEXT = {
  /** Not one of the user's campuses, or not a campus at all. */
  campus_update_failed: wordsOf(() => PROFILE_TEXT.campusFailed),
  /** The last campus cannot go; an account needs one. */
  campus_required: wordsOf(() => SIGN_UP_TEXT.campusRequired),
  campus_limit_reached: wordsOf(() => SIGN_UP_TEXT.campusMaximum),
  unknown_campus: words(m.errors_title_error, m.errors_unknown_campus),
} satisfies Record<CampusReason, ErrorMessage>;
