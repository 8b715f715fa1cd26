import type { SellerReason } from "~/.server/domain/sellers/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, words } from "./placeholders";

/** Public seller profiles (/user/{id}). */
export const SELLER_ERROR_TEXT = {
  seller_not_found: words(m.errors_seller_not_found_title, m.errors_seller_not_found),
  follow_self: words(m.errors_title_error, m.errors_follow_self),
} satisfies Record<SellerReason, ErrorMessage>;
