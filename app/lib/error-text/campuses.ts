import type { CampusReason } from "~/.server/domain/campuses/reasons";
import { PROFILE_TEXT } from "../forms/profile";
import { SIGN_UP_TEXT } from "../forms/sign-up";
import type { ErrorMessage } from "./placeholders";

/** A user's campuses (profile, sign-up, accounts an admin creates). */
export const CAMPUS_ERROR_TEXT = {
  /** Not one of the user's campuses, or not a campus at all. */
  campus_update_failed: PROFILE_TEXT.campusFailed,
  /** The last campus cannot go; an account needs one. */
  campus_required: SIGN_UP_TEXT.campusRequired,
  campus_limit_reached: SIGN_UP_TEXT.campusMaximum,
  unknown_campus: { title: "Error", description: "One of the chosen campuses does not exist." },
} satisfies Record<CampusReason, ErrorMessage>;
