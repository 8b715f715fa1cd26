import { SELLERS } from "./sellers";

/**
 * Demo sign-in: every demo seller can sign in with this password, so a newcomer can try the
 * signed-in side at once. Printed by `npm start` and listed in the README; demo data only.
 */
export const DEMO_PASSWORD = "chuo-demo-2026";

/** The administrator of the demo marketplace (not a seller). */
export const DEMO_ADMIN = { fullName: "Chuo Market Admin", email: "admin@demo.chuo.market" } as const;

/**
 * A student who only buys (no listings), with money in the wallet to withdraw: a top-up the
 * network approved after we had given up waiting, returned to the wallet as a refund
 * (docs/payments.md#payouts). Their number was confirmed long ago, so withdrawing needs no wait.
 */
export const DEMO_STUDENT = {
  fullName: "Neema Mollel",
  email: "neema.mollel@demo.chuo.market",
  whatsappNumber: "0700000131",
  refundTzs: 20_000,
} as const;

/** One demo account per seller type, and the admin: what `npm start` prints. */
export function demoAccountList(): { label: string; email: string }[] {
  const first = (type: string) => SELLERS.find((s) => s.userType === type)!;
  return [
    { label: "Individual seller", email: first("individual_seller").email },
    { label: "Shop owner", email: first("shop_owner").email },
    { label: "Verified seller", email: first("verified").email },
    { label: "Student with a refund to withdraw", email: DEMO_STUDENT.email },
    { label: "Admin", email: DEMO_ADMIN.email },
  ];
}
