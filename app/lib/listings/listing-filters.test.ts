import { describe, expect, it } from "vitest";
import { withPage } from "../shared/query-params";
import {
  countActiveFilters,
  hasActiveFilters,
  parseAccommodationFilters,
  parseProductFilters,
  parseShopFilters,
} from "./listing-filters";

const params = (query: string) => new URLSearchParams(query);
const SHOP = "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11";

describe("parseProductFilters", () => {
  it("reads every filter from the query", () => {
    expect(
      parseProductFilters(
        params(`q=laptop&category=Electronics&condition=Like+New&min=1000&max=50000&shop=${SHOP}&page=2`),
      ),
    ).toEqual({
      q: "laptop",
      category: "Electronics",
      condition: "Like New",
      minPrice: 1000,
      maxPrice: 50000,
      shopId: SHOP,
      page: 2,
    });
  });
  it("has no filters and page 1 for an empty query", () => {
    const filters = parseProductFilters(params(""));
    expect(filters).toEqual({ page: 1 });
    expect(hasActiveFilters(filters)).toBe(false);
  });
  it("trims and collapses whitespace in the search and ignores a blank one", () => {
    expect(parseProductFilters(params("q=%20%20hp%20%20%20laptop%20")).q).toBe("hp laptop");
    expect(parseProductFilters(params("q=%20%20")).q).toBeUndefined();
  });
  it("caps the search at 100 characters", () => {
    expect(parseProductFilters(params(`q=${"a".repeat(300)}`)).q).toHaveLength(100);
  });
  it("drops values that make no sense instead of failing", () => {
    expect(parseProductFilters(params("category=Cars&condition=Broken&min=-5&max=abc&shop=42&page=0"))).toEqual({
      page: 1,
    });
    expect(parseProductFilters(params("page=2.5")).page).toBe(1);
  });
  it("treats blank price bounds as no bound, and a zero minimum as none", () => {
    const filters = parseProductFilters(params("min=&max=&category=Books"));
    expect(filters.minPrice).toBeUndefined();
    expect(filters.maxPrice).toBeUndefined();
    expect(parseProductFilters(params("min=0")).minPrice).toBeUndefined();
  });
  it("swaps a minimum above the maximum", () => {
    const filters = parseProductFilters(params("min=9000&max=1000"));
    expect([filters.minPrice, filters.maxPrice]).toEqual([1000, 9000]);
  });
  it("counts any filter as active but not the page number", () => {
    expect(hasActiveFilters(parseProductFilters(params("page=3")))).toBe(false);
    expect(hasActiveFilters(parseProductFilters(params("condition=Good")))).toBe(true);
  });
});

describe("the list's sort", () => {
  it("reads every sort and drops any other value, which means the default order", () => {
    for (const sort of ["newest", "price_asc", "price_desc", "nearest"] as const) {
      expect(parseProductFilters(params(`sort=${sort}`)).sort).toBe(sort);
      expect(parseAccommodationFilters(params(`sort=${sort}`)).sort).toBe(sort);
    }
    for (const bad of ["cheapest", "PRICE_ASC", "", "price_asc%00"])
      expect(parseProductFilters(params(`sort=${bad}`)).sort).toBeUndefined();
  });
  it("does not count as narrowing the list, and page links keep it", () => {
    expect(hasActiveFilters(parseProductFilters(params("sort=price_asc")))).toBe(false);
    expect(withPage(params("sort=price_desc&q=laptop"), 2)).toBe("?sort=price_desc&q=laptop&page=2");
  });
});

describe("parseAccommodationFilters", () => {
  it("reads category, room type and rent", () => {
    expect(parseAccommodationFilters(params("category=Studio&roomType=Single+Room&min=50000&max=90000"))).toEqual({
      category: "Studio",
      roomType: "Single Room",
      minPrice: 50000,
      maxPrice: 90000,
      page: 1,
    });
  });
  it("treats a maximum rent of 100,000 or more as no upper bound (the slider at its top)", () => {
    expect(parseAccommodationFilters(params("max=100000")).maxPrice).toBeUndefined();
    expect(parseAccommodationFilters(params("max=99999")).maxPrice).toBe(99999);
  });
  it("ignores unknown room types", () => {
    expect(parseAccommodationFilters(params("roomType=Penthouse")).roomType).toBeUndefined();
  });
});

describe("parseShopFilters", () => {
  it("reads search, category and campus", () => {
    expect(parseShopFilters(params(`q=print&category=Services&campus=${SHOP}`))).toEqual({
      q: "print",
      category: "Services",
      campusId: SHOP,
      page: 1,
    });
  });
});

describe("withPage", () => {
  it("keeps the filters and sets or removes the page", () => {
    expect(withPage(params("q=desk&page=2"), 3)).toBe("?q=desk&page=3");
    expect(withPage(params("q=desk&page=2"), 1)).toBe("?q=desk");
  });
});

describe("bad input in list filters", () => {
  // A NUL in ?q= reached PostgreSQL, which cannot hold one: every list page answered 500.
  it("refuses search text with a NUL byte or control characters with a 400", () => {
    for (const parse of [parseProductFilters, parseAccommodationFilters, parseShopFilters]) {
      expect(() => parse(params("q=a%00b"))).toThrow(expect.objectContaining({ code: "invalid_input", status: 400 }));
      expect(() => parse(params("q=%1B"))).toThrow(expect.objectContaining({ code: "invalid_input" }));
    }
  });
  it("treats a page that is not a small positive integer as page 1", () => {
    for (const page of ["99999999999999999999", "1e400", "-1", "1e3"]) {
      expect(parseProductFilters(params(`page=${page}`)).page, page).toBe(1);
    }
  });
});

describe("the Filters control's count", () => {
  it("counts each filter once, a price range as one, and never the search, the sort or the page", () => {
    expect(countActiveFilters(parseProductFilters(params("q=desk&sort=price_asc&page=3")))).toBe(0);
    expect(countActiveFilters(parseProductFilters(params("category=Books&min=1000&max=5000")))).toBe(2);
    expect(countActiveFilters(parseProductFilters(params("max=5000&condition=Good")))).toBe(2);
    expect(
      countActiveFilters(parseShopFilters(params("category=Restaurant&campus=0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11"))),
    ).toBe(2);
  });
});
