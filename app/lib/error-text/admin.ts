import type { AdminReason } from "~/.server/domain/admin/reasons";
import { m } from "~/paraglide/messages";
import { SIGN_UP_TEXT } from "../accounts/forms/sign-up";
import { ADMIN_TEXT } from "../admin/forms/admin-user";
import { type ErrorMessage, words, wordsOf } from "./placeholders";

/** User management (/admin/users). */
export const ADMIN_ERROR_TEXT = {
  not_admin: wordsOf(() => ADMIN_TEXT.notAdmin),
  admin_not_yourself: words(m.errors_title_not_allowed, () => ADMIN_TEXT.notYourself),
  user_not_found: words(m.errors_title_not_found, m.errors_user_not_found),
  admin_account_exists: words(() => SIGN_UP_TEXT.accountExists.title, m.errors_admin_account_exists),
  admin_campus_not_saved: words(m.errors_title_error, m.errors_admin_campus_not_saved),
} satisfies Record<AdminReason, ErrorMessage>;
