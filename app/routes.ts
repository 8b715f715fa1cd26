import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The spec's route table. Pages that need a signed-in user and are built by later issues answer
 * with a server-side redirect to /auth until then (routes/require-sign-in.tsx).
 */
const SIGNED_IN_PATHS = ["notifications"];

/** Promotions, events and services share one form page (routes/shop-items/item-form.tsx). */
const SHOP_ITEM_PATHS = ["promotions", "events", "services"];

export default [
  index("routes/home.tsx"),
  route("products", "routes/listings/list.tsx", { id: "product-list" }),
  route("products/post", "routes/listings/listing-form.tsx", { id: "product-post" }),
  route("products/:id/edit", "routes/listings/listing-form.tsx", { id: "product-edit" }),
  route("products/:id", "routes/listings/detail.tsx", { id: "product-detail" }),
  route("accommodations", "routes/listings/list.tsx", { id: "accommodation-list" }),
  route("accommodations/post", "routes/listings/listing-form.tsx", { id: "accommodation-post" }),
  route("accommodations/:id/edit", "routes/listings/listing-form.tsx", { id: "accommodation-edit" }),
  route("accommodations/:id", "routes/listings/detail.tsx", { id: "accommodation-detail" }),
  route("shops", "routes/shops/list.tsx"),
  route("shops/create", "routes/shops/shop-form.tsx", { id: "shop-create" }),
  route("shops/:id/edit", "routes/shops/shop-form.tsx", { id: "shop-edit" }),
  route("shops/:id", "routes/shops/detail.tsx"),
  route("create-shop", "routes/shops/create-shop-redirect.ts"),
  route("shop-management", "routes/shops/management.tsx"),
  route("shop-management/:id/subscribe", "routes/shops/subscribe.tsx"),
  ...SHOP_ITEM_PATHS.flatMap((path) => [
    route(`${path}/post`, "routes/shop-items/item-form.tsx", { id: `${path}-post` }),
    route(`${path}/:id/edit`, "routes/shop-items/item-form.tsx", { id: `${path}-edit` }),
  ]),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-of-service", "routes/legal/terms-of-service.tsx"),
  route("responsive-test", "routes/responsive-test.tsx"),
  route("visitor-campus", "routes/api/visitor-campus.ts"),
  route("storage/signed/*", "routes/api/signed-object.ts"),
  route("users", "routes/sellers/directory.tsx"),
  route("user/:userId", "routes/sellers/profile.tsx"),
  route("auth", "routes/auth/auth-page.tsx"),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("profile/two-factor", "routes/account/two-factor-settings.tsx"),
  route("dashboard", "routes/account/dashboard.tsx"),
  route("favorites", "routes/account/favorites.tsx"),
  route("my-listings", "routes/account/my-listings.tsx"),
  route("profile", "routes/account/profile.tsx"),
  route("favorites/toggle", "routes/account/favorite-toggle.ts"),
  route("sign-out", "routes/auth/sign-out.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("dev/outbox", "routes/dev/outbox.tsx"),
  route("dev/phone", "routes/dev/phone.tsx"),
  route("wallet", "routes/payments/wallet.tsx"),
  route("wallet/add-balance", "routes/payments/add-balance.tsx"),
  route("my-listings/:id/pay", "routes/payments/pay-fee.tsx"),
  route("payment-success", "routes/payments/payment-result.tsx"),
  route("payment-success/receipt", "routes/payments/receipt.ts"),
  route("admin/users", "routes/admin/users.tsx"),
  ...SIGNED_IN_PATHS.map((path) => route(path, "routes/require-sign-in.tsx", { id: `signed-in:${path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
