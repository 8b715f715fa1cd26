import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { shopCategoryLabel } from "../shops/shop-category-labels";
import {
  ACCOMMODATION_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  ROOM_TYPES,
  SHOP_CATEGORIES,
} from "./categories";
import { accommodationCategoryLabel } from "./labels/accommodation-category-labels";
import { productCategoryLabel, productConditionLabel } from "./labels/product-labels";
import { roomTypeLabel } from "./labels/room-type-labels";
import { listingStatusLabel } from "./labels/status-labels";
import { LISTING_STATUSES } from "./listing-status";

describe("the vocabularies' labels", () => {
  it("show the stored English value itself to an English reader", () => {
    for (const value of PRODUCT_CATEGORIES) expect(productCategoryLabel(value)).toBe(value);
    for (const value of PRODUCT_CONDITIONS) expect(productConditionLabel(value)).toBe(value);
    for (const value of ROOM_TYPES) expect(roomTypeLabel(value)).toBe(value);
    for (const value of ACCOMMODATION_CATEGORIES) expect(accommodationCategoryLabel(value)).toBe(value);
    for (const value of SHOP_CATEGORIES) expect(shopCategoryLabel(value)).toBe(value);
    // A status reads as words: "pending_fee" is "pending", "under_review" "under review".
    for (const value of LISTING_STATUSES)
      expect(listingStatusLabel(value)).toBe(value === "pending_fee" ? "pending" : value.replace("_", " "));
  });

  it("translate what a Kiswahili reader sees, not the value", () => {
    inLocale("sw", () => {
      expect(productCategoryLabel("Electronics")).toBe("Vifaa vya kielektroniki");
      expect(productCategoryLabel("Other")).toBe("Mengineyo");
      expect(productConditionLabel("Brand New")).toBe("Mpya kabisa");
      expect(roomTypeLabel("Single Room")).toBe("Chumba kimoja");
      expect(accommodationCategoryLabel("Student Housing")).toBe("Hosteli");
      expect(shopCategoryLabel("Restaurant")).toBe("Mgahawa");
      expect(listingStatusLabel("sold")).toBe("Imeuzwa");
    });
  });

  it("show a value outside the vocabulary as it is", () => {
    expect(productCategoryLabel("Vintage")).toBe("Vintage");
    expect(roomTypeLabel("toString")).toBe("toString");
  });
});
