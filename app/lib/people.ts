/** Pure rules about people shown on seller cards and profiles (docs/product.md#sellers). */

/** 'Member for' : days under 30 days, months under a year, else years. */
export function memberFor(joined: Date | string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(joined).getTime()) / 86_400_000));
  if (days < 30) return `${days} ${days === 1 ? "day" : "days"}`;
  if (days < 365) {
    const months = Math.floor(days / 30);
    return `${months} ${months === 1 ? "month" : "months"}`;
  }
  const years = Math.floor(days / 365);
  return `${years} ${years === 1 ? "year" : "years"}`;
}

export type ActivityTier = "high" | "medium" | "low";

/** Activity by total active listings: 10 or more high, 5 to 9 medium, else low. */
export function activityTier(listings: number): ActivityTier {
  if (listings >= 10) return "high";
  if (listings >= 5) return "medium";
  return "low";
}

/** The directory's type badge: 'Verified', 'Shop Owner', else 'Student'. */
export function directoryBadge(userType: string): string {
  if (userType === "verified") return "Verified";
  if (userType === "shop_owner") return "Shop Owner";
  return "Student";
}

/** The seller profile's badge: 'Verified Seller' or 'Student'. */
export function profileBadge(userType: string): string {
  return userType === "verified" ? "Verified Seller" : "Student";
}

/** The directory's type filter: the labels for the three user types. */
export const SELLER_TYPE_FILTERS = [
  { value: "individual_seller", label: "Individual Seller" },
  { value: "shop_owner", label: "Shop Owner" },
  { value: "verified", label: "Verified User" },
] as const;

export const SELLERS_PAGE_SIZE = 20;
