import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { formatPrice, formatTzs, formatTzsExact, formatTzsRent } from "./money";

describe("the wallet's word on payment pages", () => {
  it("writes prices in TZS, grouped, without decimals, as formatPrice does in TShs", () => {
    expect(formatTzs(320_000)).toBe("TZS 320,000");
    expect(formatTzs("1999.50")).toBe("TZS 2,000");
    expect(formatTzs(null)).toBe("TZS 0");
    expect(formatPrice(320_000)).toBe("TShs 320,000");
  });
  it("writes monthly rents in TZS in the reader's language", () => {
    expect(formatTzsRent(120_000)).toBe("TZS 120,000/month");
    expect(inLocale("sw", () => formatTzsRent(120_000))).toBe("TZS 120,000/mwezi");
  });
  it("keeps fees to the cent", () => {
    expect(formatTzsExact("320.00")).toBe("TZS 320");
    expect(formatTzsExact("1234.57")).toBe("TZS 1,234.57");
  });
});
