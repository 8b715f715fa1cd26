/** Public seller profiles (/user/{id}) and following a seller. The words are in app/lib/error-text/sellers.ts. */
export const SELLER_REASONS = ["seller_not_found", "follow_self"] as const;

export type SellerReason = (typeof SELLER_REASONS)[number];
