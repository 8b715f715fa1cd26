import { describe, expect, it } from "vitest";
import { retryPath } from "./payment-retry";

const id = "5b0f3c5e-0000-4000-8000-000000000001";

describe("Try again", () => {
  it("goes back to the pay page of what the payment was for, naming the payment, never the number", () => {
    expect(retryPath({ id, type: "listing_fee", amount: "320.00", listingId: "l1", shopId: null })).toBe(
      `/my-listings/l1/pay?retry=${id}`,
    );
    expect(retryPath({ id, type: "shop_subscription", amount: "50000.00", listingId: null, shopId: "s1" })).toBe(
      `/shop-management/s1/subscribe?retry=${id}`,
    );
    expect(retryPath({ id, type: "wallet_topup", amount: "10000.00", listingId: null, shopId: null })).toBe(
      `/wallet/add-balance?amount=10000&retry=${id}`,
    );
  });
  it("offers nothing for what can no longer be paid from here", () => {
    expect(retryPath({ id, type: "listing_fee", amount: "320.00", listingId: null, shopId: null })).toBeNull();
    expect(retryPath({ id, type: "product_purchase", amount: "320.00", listingId: "l1", shopId: null })).toBeNull();
  });
});
