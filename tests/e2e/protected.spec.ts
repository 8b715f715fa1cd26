import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { expect, SITE, test } from "./fixtures";

/** Pages anyone may open. Every other route of app/routes.ts must refuse a signed-out visitor. */
const PUBLIC = new Set([
  "",
  "products",
  "products/:id",
  "accommodations",
  "accommodations/:id",
  "shops",
  "shops/:id",
  "privacy-policy",
  "terms-of-service",
  "responsive-test",
  "visitor-campus", // remembers a visitor's campus choice in a cookie, nothing more
  "language", // remembers a reader's language in a cookie (and, signed in, on the account)
  "manifest.webmanifest", // the installable app's manifest, in the reader's language
  "sitemap.xml", // the public listings and shops, for search engines (share-previews.spec.ts)
  "robots.txt", // what search engines may crawl
  "storage/signed/*", // the signature in the URL is the permission
  "api/live", // a stream, not a page: a visitor gets 401 (messages.spec.ts)
  "users",
  "user/:userId",
  "auth",
  "auth/check-email", // says where the confirmation link went: the address is in its own URL
  "auth/two-factor", // sends a visitor without a pending sign-in back to /auth
  "sign-out",
  "forgot-password",
  "reset-password",
  "reset-password/sms", // the SMS code's page: resetting needs the code, never a session
  "notices/unsubscribe", // a notice e-mail's link: its signed token is its only authority
  "wallet/freeze", // a withdrawal notice's link: its signed token can only stop money leaving; see withdrawals.spec.ts
  "verify-email", // the confirmation link's page: confirming needs the token, never a session
  "dev/outbox", // this machine only; see auth.spec.ts
  "dev/phone", // this machine only, sandbox gateway only; see payments.spec.ts
  "dev/listing-clock", // this machine only, sandbox gateway only; see listing-expiry.spec.ts
  "*",
]);

/** The mutations each protected page answers, as the forms post them. */
const FORMS: Record<string, Record<string, string>[]> = {
  "products/post": [{ name: "Mallory's phone", price: "1", category: "Other" }],
  "products/:id/edit": [{ name: "Mallory's phone", price: "1", category: "Other" }],
  "accommodations/post": [{ title: "Room", price: "1", location: "Sinza" }],
  "accommodations/:id/edit": [{ title: "Room", price: "1", location: "Sinza" }],
  "my-listings": [{ intent: "delete", kind: "product", id: "00000000-0000-4000-8000-000000000000", confirmed: "yes" }],
  wallet: [{ intent: "check-status", paymentId: "00000000-0000-4000-8000-000000000000" }],
  "wallet/add-balance": [
    { intent: "pay", amount: "10000", name: "Mallory", email: "m@example.com", phone: "0754123456" },
  ],
  "my-listings/:id/pay": [
    { intent: "pay-wallet" },
    { intent: "pay", name: "Mallory", email: "m@example.com", phone: "0754123456" },
  ],
  "payment-success": [{ intent: "check-status", paymentId: "00000000-0000-4000-8000-000000000000" }],
  profile: [
    { intent: "profile", fullName: "Mallory" },
    { intent: "primary", campusId: "00000000-0000-4000-8000-000000000000" },
    { intent: "add-campus", campusId: "00000000-0000-4000-8000-000000000000" },
    { intent: "remove-campus", campusId: "00000000-0000-4000-8000-000000000000" },
    { intent: "change-password", currentPassword: "x", newPassword: "yyyyyy", confirmPassword: "yyyyyy" },
    { intent: "revoke-all" },
    { intent: "remove-avatar" },
  ],
  "profile/two-factor": [
    { intent: "start", password: "x" },
    { intent: "disable", password: "x" },
  ],
  "admin/users": [
    { intent: "ban", userId: "00000000-0000-4000-8000-000000000000" },
    { intent: "delete", userId: "00000000-0000-4000-8000-000000000000", confirmed: "yes" },
    {
      intent: "create",
      fullName: "Mallory",
      email: "m@example.com",
      password: "secret1",
      whatsappNumber: "0712345678",
      role: "admin",
    },
  ],
  "shops/create": [{ name: "Mallory's shop", location: "Sinza" }],
  "shops/:id/edit": [{ name: "Mallory's shop", location: "Sinza", removeLogo: "yes" }],
  "shop-management": [
    { intent: "start-trial", shopId: "00000000-0000-4000-8000-000000000000" },
    { intent: "delete-item", kind: "promotion", id: "00000000-0000-4000-8000-000000000000", confirmed: "yes" },
  ],
  "shop-management/:id/subscribe": [
    { intent: "pay-wallet", shownEndDate: "" },
    { intent: "pay", name: "Mallory", email: "m@example.com", phone: "0754123456" },
  ],
  "promotions/post": [
    {
      shopId: "00000000-0000-4000-8000-000000000000",
      title: "Sale",
      type: "promotion",
      startDate: "2026-12-01",
      endDate: "2026-12-02",
    },
  ],
  "events/post": [{ shopId: "00000000-0000-4000-8000-000000000000", title: "Party", eventDate: "2026-12-01T18:00" }],
  "services/post": [{ shopId: "00000000-0000-4000-8000-000000000000", name: "Repair", price: "1000" }],
  notifications: [
    { intent: "mark-read", id: "00000000-0000-4000-8000-000000000000" },
    { intent: "open", id: "00000000-0000-4000-8000-000000000000" },
    { intent: "mark-all-read" },
    { intent: "delete", id: "00000000-0000-4000-8000-000000000000", confirmed: "yes" },
  ],
  "favorites/toggle": [{ kind: "product", id: "00000000-0000-4000-8000-000000000000" }],
  "messages/new": [{ intent: "send", body: "Hello" }],
  "messages/:id": [{ intent: "send", body: "Hello" }, { intent: "block" }, { intent: "unblock" }],
};

function paths(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [e.index ? "" : (e.path ?? ""), ...paths(e.children ?? [])]);
}

const concrete = (path: string) => `/${path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000")}`;

test("a signed-out request to every protected page and every mutation is refused", async ({ request }) => {
  const protectedPaths = paths(await routes).filter((p) => !PUBLIC.has(p));
  expect(protectedPaths.length).toBeGreaterThan(15);
  for (const path of protectedPaths) {
    const url = concrete(path);
    // Followed to the end: the visitor lands on the sign-in page.
    const page = await request.get(url);
    expect(new URL(page.url()).pathname, `GET ${url}`).toBe("/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo"), `GET ${url}`).toBeTruthy();
    for (const form of FORMS[path] ?? [{ anything: "1" }]) {
      const post = await request.post(url, { form, maxRedirects: 0, headers: { origin: SITE } });
      // Pages with forms send the visitor to sign in; pages without any answer 405.
      expect([302, 405], `POST ${url} ${JSON.stringify(form)}`).toContain(post.status());
      if (post.status() === 302) expect(post.headers().location).toMatch(/^\/auth\?redirectTo=/);
    }
  }
});

test("the auth library's endpoints are closed to direct calls: only our pages reach them", async ({ request }) => {
  const calls: [string, object][] = [
    // A direct sign-up skipped our form's rules (a 3,000-character name, no campus, a script URL as photo).
    [
      "/api/auth/sign-up/email",
      {
        name: "x".repeat(3000),
        email: `direct.${Date.now()}@example.com`,
        password: "secret-pass",
        whatsappNumber: "1".repeat(5000),
        image: "javascript:alert(1)",
      },
    ],
    ["/api/auth/sign-in/email", { email: "amina.juma@demo.chuo.market", password: "wrong" }],
    ["/api/auth/request-password-reset", { email: "amina.juma@demo.chuo.market" }],
    ["/api/auth/change-password", { currentPassword: "x", newPassword: "yyyyyy" }],
    ["/api/auth/update-user", { name: "Mallory" }],
    ["/api/auth/revoke-sessions", {}],
    ["/api/auth/two-factor/enable", { password: "x" }],
    ["/api/auth/two-factor/disable", { password: "x" }],
    ["/api/auth/admin/ban-user", { userId: "00000000-0000-4000-8000-000000000000" }],
    ["/api/auth/admin/remove-user", { userId: "00000000-0000-4000-8000-000000000000" }],
    ["/api/auth/admin/create-user", { email: "m@example.com", password: "secret1", name: "M" }],
  ];
  for (const [path, body] of calls) {
    const response = await request.post(path, {
      data: body,
      headers: { origin: SITE, "x-forwarded-for": "198.51.100.200" },
    });
    expect(response.status(), path).toBe(404);
  }
  expect(
    (await request.get("/api/auth/admin/list-users", { headers: { "x-forwarded-for": "198.51.100.200" } })).status(),
  ).toBe(404);
  expect((await request.get("/api/auth/get-session")).status()).toBe(404);
  // A path Express cannot decode was a 500 whose log line quoted it (a reset link's token with it).
  for (const path of ["/api/auth/%zz", "/api/auth/reset-password/%zz", "/api/auth/reset-password/abcdef%zz"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBeLessThan(500);
  }
  // What browsers open themselves stays open: the public keys (and the links in our e-mails).
  expect((await request.get("/api/auth/jwks")).status()).toBe(200);
});
