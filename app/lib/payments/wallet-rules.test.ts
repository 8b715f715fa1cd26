import { describe, expect, it } from "vitest";
import { mobileAmountForFee, parseTopUpAmount } from "./wallet-rules";

describe("wallet amounts", () => {
  it("takes whole shillings within the bounds as a top-up", () => {
    expect(parseTopUpAmount("10000")).toBe(10_000);
    expect(parseTopUpAmount("10,000")).toBe(10_000);
    expect(parseTopUpAmount("999")).toBeNull();
    expect(parseTopUpAmount("3000001")).toBeNull();
    expect(parseTopUpAmount("1500.50")).toBeNull();
    expect(parseTopUpAmount("-5000")).toBeNull();
    expect(parseTopUpAmount("")).toBeNull();
    expect(parseTopUpAmount(null)).toBeNull();
  });

  it("asks a gateway for whole shillings, rounded up, at least the minimum", () => {
    expect(mobileAmountForFee(15_000n)).toBe(150);
    expect(mobileAmountForFee(123_450n)).toBe(1235);
    expect(mobileAmountForFee(1_250n)).toBe(100);
  });
});
