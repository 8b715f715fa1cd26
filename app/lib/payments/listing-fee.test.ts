import { describe, expect, it } from "vitest";
import {
  endsWaiver,
  type FeeStanding,
  feeAfterEdit,
  feeDue,
  feeOnPosting,
  feeOwed,
  listingFee,
  outgrowsFreeSlot,
} from "./listing-fee";

describe("listing fee", () => {
  it("is 0.1% of a product's price and 1% of an accommodation's monthly price", () => {
    expect(listingFee("product", "1500000")).toBe("1500.00");
    expect(listingFee("product", "250000.00")).toBe("250.00");
    expect(listingFee("accommodation", "350000")).toBe("3500.00");
    expect(listingFee("accommodation", "99.99")).toBe("1.00");
  });
  it("rounds fractions of a cent half up, and never uses floats", () => {
    expect(listingFee("product", "0.01")).toBe("0.00");
    expect(listingFee("product", "5.00")).toBe("0.01"); // 0.005 -> 0.01
    expect(listingFee("product", "4.99")).toBe("0.00"); // 0.00499
    expect(listingFee("product", "999999999999.99")).toBe("1000000000.00");
    expect(listingFee("accommodation", "0.50")).toBe("0.01");
    expect(listingFee("product", "0")).toBe("0.00");
  });
});

describe("feeOwed", () => {
  const listing = (feePaid: boolean, feeAmount: string, feePaidAmount: string) => ({
    feePaid,
    feeAmount,
    feePaidAmount,
  });
  it("is what is left of an unpaid fee", () => {
    expect(feeOwed(listing(false, "850.00", "0.00"))).toBe("850.00");
    expect(feeOwed(listing(false, "80.00", "50.00"))).toBe("30.00");
    expect(feeOwed(listing(false, "0.01", "0.00"))).toBe("0.01");
  });
  it("is nothing once paid, when the fee rounded to zero, or when what was paid covers it", () => {
    expect(feeOwed(listing(true, "850.00", "0.00"))).toBeNull();
    expect(feeOwed(listing(false, "0.00", "0.00"))).toBeNull();
    expect(feeOwed(listing(false, "50.00", "50.00"))).toBeNull();
    expect(feeOwed(listing(false, "40.00", "50.00"))).toBeNull();
  });
});

describe("feeAfterEdit", () => {
  const standing = (over: Partial<FeeStanding>): FeeStanding => ({
    feeAmount: "0.00",
    feePaid: true,
    feeWaived: false,
    status: "active",
    ...over,
  });
  it("never charges a listing a premium shop listed free", () => {
    expect(
      feeAfterEdit("product", standing({ feeWaived: true }), "900000", { sameThing: false, premiumShop: false }),
    ).toEqual({});
  });
  it("keeps a free slot's waiver while the listing is the same thing at up to 1.5 times its free price", () => {
    const slot = standing({ feeWaived: true, freeSlotPrice: "40000.00" });
    expect(feeAfterEdit("product", slot, "60000", { sameThing: true, premiumShop: false })).toEqual({});
    expect(feeAfterEdit("product", slot, "10", { sameThing: true, premiumShop: false })).toEqual({});
    // Posting it anew would be free too.
    expect(feeAfterEdit("product", slot, "900000", { sameThing: false, premiumShop: true })).toEqual({});
  });
  it("ends a free slot's waiver on another category or a price past half again: the usual fee of the new price, pending", () => {
    const slot = standing({ feeWaived: true, freeSlotPrice: "40000.00" });
    const ended = { feeWaived: false, freeSlotPrice: null, feePaid: false, status: "pending_fee" };
    expect(feeAfterEdit("product", slot, "60000.01", { sameThing: true, premiumShop: false })).toEqual({
      ...ended,
      feeAmount: "60.00",
    });
    expect(feeAfterEdit("product", slot, "30000", { sameThing: false, premiumShop: false })).toEqual({
      ...ended,
      feeAmount: "30.00",
    });
    expect(
      feeAfterEdit("accommodation", { ...slot, status: "expired" }, "90000", { sameThing: false, premiumShop: false }),
    ).toEqual({
      feeWaived: false,
      freeSlotPrice: null,
      feePaid: false,
      feeAmount: "900.00",
    });
    expect(endsWaiver(feeAfterEdit("product", slot, "900000", { sameThing: true, premiumShop: false }))).toBe(true);
    expect(endsWaiver(feeAfterEdit("product", standing({ feeAmount: "0.00" }), "1000000"))).toBe(false);
  });
  it("measures a free slot's price rise exactly, in cents", () => {
    expect(outgrowsFreeSlot("1000.01", "1500.01")).toBe(false);
    expect(outgrowsFreeSlot("1000.01", "1500.02")).toBe(true);
    expect(outgrowsFreeSlot("100", "150")).toBe(false);
    expect(outgrowsFreeSlot("100", "150.01")).toBe(true);
  });
  it("makes an owed fee follow the new price; a pending listing whose fee drops to zero goes live", () => {
    expect(
      feeAfterEdit("product", standing({ feePaid: false, feeAmount: "100.00", status: "pending_fee" }), "250000"),
    ).toEqual({ feeAmount: "250.00" });
    expect(
      feeAfterEdit("accommodation", standing({ feePaid: false, feeAmount: "10.00", status: "pending_fee" }), "150000"),
    ).toEqual({ feeAmount: "1500.00" });
    expect(
      feeAfterEdit("product", standing({ feePaid: false, feeAmount: "100.00", status: "pending_fee" }), "4"),
    ).toEqual({ feeAmount: "0.00", feePaid: true, status: "active" });
    expect(feeAfterEdit("product", standing({ feePaid: false, feeAmount: "100.00", status: "expired" }), "4")).toEqual({
      feeAmount: "0.00",
      feePaid: true,
    });
  });
  it("charges the higher fee of a raised price, and refunds nothing for a lower one", () => {
    expect(feeAfterEdit("product", standing({ feeAmount: "0.00" }), "1000000")).toEqual({
      feeAmount: "1000.00",
      feePaid: false,
      status: "pending_fee",
    });
    expect(feeAfterEdit("product", standing({ feeAmount: "50.00" }), "40000")).toEqual({});
    expect(feeAfterEdit("product", standing({ feeAmount: "50.00" }), "50000")).toEqual({});
    expect(feeAfterEdit("product", standing({ feeAmount: "50.00", status: "sold" }), "60000")).toEqual({
      feeAmount: "60.00",
      feePaid: false,
    });
  });
});

describe("feeOnPosting", () => {
  it("lists free at once, or owes the fee and waits as pending", () => {
    expect(feeOnPosting("product", "free_slot", "850000")).toEqual({
      feeAmount: "0.00",
      feePaid: true,
      feeWaived: true,
      freeSlotPrice: "850000",
      status: "active",
    });
    expect(feeOnPosting("product", "premium_shop", "850000")).toEqual({
      feeAmount: "0.00",
      feePaid: true,
      feeWaived: true,
      freeSlotPrice: null,
      status: "active",
    });
    expect(feeOnPosting("product", null, "850000")).toEqual({
      feeAmount: "850.00",
      feePaid: false,
      feeWaived: false,
      freeSlotPrice: null,
      status: "pending_fee",
    });
    expect(feeOnPosting("accommodation", null, "0.40")).toEqual({
      feeAmount: "0.00",
      feePaid: true,
      feeWaived: false,
      freeSlotPrice: null,
      status: "active",
    });
  });
});

describe("a raised price after the fee was paid", () => {
  const paid = (feeAmount: string, feePaidAmount: string): FeeStanding => ({
    feeAmount,
    feePaidAmount,
    feePaid: true,
    feeWaived: false,
    status: "active",
  });

  it("owes only the difference, and never what was already paid", () => {
    expect(feeAfterEdit("product", paid("50.00", "50.00"), "80000")).toEqual({
      feeAmount: "80.00",
      feePaid: false,
      status: "pending_fee",
    });
    expect(feeDue("80.00", "50.00")).toBe("30.00");
    expect(feeDue("40.00", "50.00")).toBe("0.00");
  });

  it("is paid again when a lowered price falls within what was paid", () => {
    const owing: FeeStanding = {
      feeAmount: "80.00",
      feePaidAmount: "50.00",
      feePaid: false,
      feeWaived: false,
      status: "pending_fee",
    };
    expect(feeAfterEdit("product", owing, "45000")).toEqual({ feeAmount: "45.00", feePaid: true, status: "active" });
    // Lowered below what was paid, then raised back within it: nothing more is owed.
    expect(feeAfterEdit("product", paid("45.00", "50.00"), "50000")).toEqual({});
  });
});
