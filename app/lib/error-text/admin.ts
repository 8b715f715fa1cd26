import type { AdminReason } from "~/.server/domain/admin/reasons";
import { ADMIN_TEXT } from "../forms/admin-user";
import { SIGN_UP_TEXT } from "../forms/sign-up";
import type { ErrorMessage } from "./placeholders";

/** User management (/admin/users). */
export const ADMIN_ERROR_TEXT = {
  not_admin: ADMIN_TEXT.notAdmin,
  admin_not_yourself: { title: "Not allowed", description: ADMIN_TEXT.notYourself },
  user_not_found: { title: "Not found", description: "That user no longer exists." },
  admin_account_exists: { title: SIGN_UP_TEXT.accountExists.title, description: "An account with this email already exists." },
  admin_campus_not_saved: { title: "Error", description: "We could not save the campus. Please try again." },
} satisfies Record<AdminReason, ErrorMessage>;
