import { m } from "~/paraglide/messages";

/** How a user_type reads on badges (docs/product.md#people); the legacy 'individual' reads as an individual seller. */
export function userTypeLabel(userType: string | null | undefined): string {
  switch (userType) {
    case "shop_owner":
      return m.accounts_shop_owner();
    case "verified":
      return m.accounts_verified_seller();
    default:
      return m.accounts_individual_seller();
  }
}
