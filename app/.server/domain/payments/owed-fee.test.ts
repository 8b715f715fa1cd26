import { describe, expect, it } from "vitest";
import { owedFee } from "./owed-fee";

const SELLER = "seller";
const listing = (
  over: Partial<{ kind: string; feePaid: boolean; feeAmount: string; feePaidAmount: string; status: string }> = {},
) => ({
  kind: "accommodation",
  sellerId: SELLER,
  feePaid: false,
  feeAmount: "3500.00",
  feePaidAmount: "0.00",
  status: "pending_fee",
  ...over,
});

describe("owedFee", () => {
  it("gives the seller's listing and what is left of its fee", () => {
    const row = listing({ feeAmount: "80.00", feePaidAmount: "50.00" });
    expect(owedFee(row, SELLER)).toEqual({ listing: row, due: "30.00" });
  });

  it("finds no listing that is not the seller's, in the words of its kind", () => {
    expect(() => owedFee(listing(), "someone else")).toThrow(
      expect.objectContaining({ reason: "listing_not_yours", values: { kind: "accommodation" } }),
    );
    expect(() => owedFee(undefined, SELLER)).toThrow(
      expect.objectContaining({ reason: "listing_not_yours", values: { kind: "product" } }),
    );
  });

  it("refuses a payment when nothing is owed", () => {
    expect(() => owedFee(listing({ feePaid: true }), SELLER)).toThrow(
      expect.objectContaining({ code: "conflict", reason: "listing_fee_not_due" }),
    );
    expect(() => owedFee(listing({ feeAmount: "0.00" }), SELLER)).toThrow(
      expect.objectContaining({ reason: "listing_fee_not_due" }),
    );
  });

  it("takes no fee for a listing the reports or a moderator took down", () => {
    for (const status of ["under_review", "hidden", "removed"]) {
      expect(() => owedFee(listing({ status }), SELLER), status).toThrow(
        expect.objectContaining({ code: "conflict", reason: "listing_fee_not_payable" }),
      );
    }
    expect(owedFee(listing({ status: "active", feeAmount: "80.00", feePaidAmount: "50.00" }), SELLER).due).toBe(
      "30.00",
    );
  });
});
