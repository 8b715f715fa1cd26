/** Pure rules about people shown on seller cards and profiles (docs/product.md#sellers). */
import { m } from "~/paraglide/messages";

/** 'Member for' : days under 30 days, months under a year, else years. */
export function memberFor(joined: Date | string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(joined).getTime()) / 86_400_000));
  if (days < 30) return m.accounts_member_days({ count: days });
  if (days < 365) return m.accounts_member_months({ count: Math.floor(days / 30) });
  return m.accounts_member_years({ count: Math.floor(days / 365) });
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
  if (userType === "verified") return m.accounts_badge_verified();
  if (userType === "shop_owner") return m.accounts_shop_owner();
  return m.accounts_student();
}

/** The seller profile's badge: 'Verified Seller' or 'Student'. */
export function profileBadge(userType: string): string {
  return userType === "verified" ? m.accounts_verified_seller() : m.accounts_student();
}

/** The directory's type filter: the labels for the three user types, worded when read. */
export const SELLER_TYPE_FILTERS = [
  {
    value: "individual_seller",
    get label() {
      return m.accounts_individual_seller();
    },
  },
  {
    value: "shop_owner",
    get label() {
      return m.accounts_shop_owner();
    },
  },
  {
    value: "verified",
    get label() {
      return m.accounts_verified_user();
    },
  },
] as const;

export const SELLERS_PAGE_SIZE = 20;
