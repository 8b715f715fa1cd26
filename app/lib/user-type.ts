/** How a user_type reads on badges (docs/product.md#people); the legacy 'individual' reads as an individual seller. */
export function userTypeLabel(userType: string | null | undefined): string {
  switch (userType) {
    case "shop_owner":
      return "Shop Owner";
    case "verified":
      return "Verified Seller";
    default:
      return "Individual Seller";
  }
}
