import { describe, expect, it } from "vitest";
import { PAYMENT_STATUS_LABELS, paymentPurposeLabel } from "./payment-text";
import { isPaymentStatus, isPaymentType, PAYMENT_STATUSES } from "./payments";

describe("payment statuses and types", () => {
  it("know only their own values", () => {
    expect(isPaymentStatus("cancelled")).toBe(true);
    expect(isPaymentStatus("refunded")).toBe(false);
    expect(isPaymentType("listing_fee")).toBe(true);
    expect(isPaymentType("gift")).toBe(false);
    expect(isPaymentType("toString")).toBe(false);
  });

  it("each have words, and an unknown type reads as itself", () => {
    expect(Object.keys(PAYMENT_STATUS_LABELS)).toEqual([...PAYMENT_STATUSES]);
    expect(paymentPurposeLabel("wallet_topup")).toBe("Wallet top-up");
    expect(paymentPurposeLabel("gift")).toBe("gift");
  });
});
