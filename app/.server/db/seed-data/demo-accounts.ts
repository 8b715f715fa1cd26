import { SELLERS } from "./sellers";

/**
 * Demo sign-in: every demo seller can sign in with this password, so a newcomer can try the
 * signed-in side at once. Printed by `npm start` and listed in the README; demo data only.
 */
export const DEMO_PASSWORD = "chuo-demo-2026";

/** The administrator of the demo marketplace (not a seller). */
export const DEMO_ADMIN = { fullName: "Chuo Market Admin", email: "admin@demo.chuo.market" } as const;

/** One demo account per seller type, and the admin: what `npm start` prints. */
export function demoAccountList(): { label: string; email: string }[] {
  const first = (type: string) => SELLERS.find((s) => s.userType === type)!;
  return [
    { label: "Individual seller", email: first("individual_seller").email },
    { label: "Shop owner", email: first("shop_owner").email },
    { label: "Verified seller", email: first("verified").email },
    { label: "Admin", email: DEMO_ADMIN.email },
  ];
}
