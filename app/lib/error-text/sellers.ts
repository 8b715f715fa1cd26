import type { SellerReason } from "~/.server/domain/sellers/reasons";
import type { ErrorMessage } from "./placeholders";

/** Public seller profiles (/user/{id}). */
export const SELLER_ERROR_TEXT = {
  seller_not_found: { title: "Seller not found", description: "The seller you're looking for doesn't exist or has been removed." },
  follow_self: { title: "Error", description: "You cannot follow yourself." },
} satisfies Record<SellerReason, ErrorMessage>;
