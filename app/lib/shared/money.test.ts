import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { formatCompact, formatFee, formatPrice, formatRent, fromCents, toAmount, toCents } from "./money";

describe("cents", () => {
  it("reads and writes TZS amounts exactly", () => {
    expect(toCents("12.5")).toBe(1250n);
    expect(toCents("12")).toBe(1200n);
    expect(fromCents(5n)).toBe("0.05");
    expect(() => toCents("-1")).toThrow();
    expect(() => toCents("1e3")).toThrow();
  });
});

describe("formatPrice", () => {
  it("prefixes TShs and groups thousands without decimals", () => {
    expect(formatPrice(1_500_000)).toBe("TShs 1,500,000");
    expect(formatPrice("850000.00")).toBe("TShs 850,000");
    expect(formatPrice(0)).toBe("TShs 0");
  });
  it("rounds cents away instead of showing decimals", () => {
    expect(formatPrice("1999.50")).toBe("TShs 2,000");
  });
  it("treats missing or garbage amounts as zero rather than printing NaN", () => {
    expect(formatPrice(null)).toBe("TShs 0");
    expect(formatPrice("abc")).toBe("TShs 0");
    expect(toAmount(undefined)).toBe(0);
  });
});

describe("formatRent", () => {
  it("adds /month to rents", () => {
    expect(formatRent(120000)).toBe("TShs 120,000/month");
    expect(inLocale("sw", () => formatRent(120000))).toBe("TShs 120,000/mwezi");
  });
});

describe("formatCompact", () => {
  it("keeps numbers under a thousand as they are", () => {
    expect(formatCompact(999)).toBe("999");
  });
  it("uses K from 1,000 and M from 1,000,000 with one decimal", () => {
    expect(formatCompact(1_000)).toBe("1.0K");
    expect(formatCompact(1_500)).toBe("1.5K");
    expect(formatCompact(999_999)).toBe("1.0M");
    expect(formatCompact(999_949)).toBe("999.9K");
    expect(formatCompact(1_000_000)).toBe("1.0M");
    expect(formatCompact(2_340_000)).toBe("2.3M");
  });
});

describe("formatFee", () => {
  it("keeps the cents a fee is charged to", () => {
    expect(formatFee("1234.57")).toBe("TShs 1,234.57");
    expect(formatFee("850.00")).toBe("TShs 850");
    expect(formatFee("0.50")).toBe("TShs 0.50");
  });
});
