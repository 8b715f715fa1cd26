import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import {
  isListingKind,
  kindFromMyListingsTab,
  kindFromPath,
  LISTING_KIND_RULES,
  LISTING_KINDS,
  listingKindOf,
  listingPath,
} from "./.";
import { LISTING_KIND_TEXT } from "./texts";

describe("listing kinds", () => {
  it("find the kind a path is under, whatever its case, and none for other paths", () => {
    expect(kindFromPath("/products")).toBe("product");
    expect(kindFromPath("/products/3f2c/edit")).toBe("product");
    expect(kindFromPath("/accommodations/post")).toBe("accommodation");
    expect(kindFromPath("/Products/abc")).toBe("product");
    expect(kindFromPath("/ACCOMMODATIONS")).toBe("accommodation");
    expect(kindFromPath("/shops")).toBeNull();
    expect(kindFromPath("/")).toBeNull();
  });

  it("give each kind its own page paths and My Listings tab", () => {
    expect(listingPath("accommodation", "abc")).toBe("/accommodations/abc");
    expect(kindFromMyListingsTab("accommodations")).toBe("accommodation");
    expect(kindFromMyListingsTab(null)).toBe("product");
    expect(kindFromMyListingsTab("nonsense")).toBe("product");
  });

  it("keep their limits: 5 product photos, 10 accommodation photos, sold and rented", () => {
    expect(LISTING_KIND_RULES.product.maxPhotos).toBe(5);
    expect(LISTING_KIND_RULES.accommodation.maxPhotos).toBe(10);
    expect(LISTING_KIND_RULES.product.statuses).toContain("sold");
    expect(LISTING_KIND_RULES.accommodation.statuses).toContain("rented");
  });

  it("know only their own kinds", () => {
    expect(LISTING_KINDS).toEqual(["product", "accommodation"]);
    expect(isListingKind("accommodation")).toBe(true);
    expect(isListingKind("shop")).toBe(false);
    expect(isListingKind("toString")).toBe(false);
  });

  it("read a stored listing's kind, products when there is none or it is unknown", () => {
    expect(listingKindOf("accommodation")).toBe("accommodation");
    expect(listingKindOf("product")).toBe("product");
    expect(listingKindOf(undefined)).toBe("product");
    expect(listingKindOf("toString")).toBe("product");
  });

  it("word their texts in the reader's language, each time they are read", () => {
    expect(LISTING_KIND_TEXT.product.postTitle).toBe("Post a Product");
    expect(LISTING_KIND_TEXT.accommodation.empty.title).toBe("No accommodations found");
    inLocale("sw", () => {
      expect(LISTING_KIND_TEXT.product.postTitle).toBe("Weka bidhaa");
      expect(LISTING_KIND_TEXT.product.notFoundTitle).toBe("Bidhaa haipatikani");
      // Under each kind's title, agreeing with its noun: bidhaa (N), malazi (MA).
      expect(LISTING_KIND_TEXT.product.notFoundMessage).toBe("Huenda imeuzwa au imeondolewa.");
      expect(LISTING_KIND_TEXT.accommodation.notFoundMessage).toBe("Huenda yamepangishwa au yameondolewa.");
      expect(LISTING_KIND_TEXT.accommodation.mine.listLabel).toBe("Malazi yangu");
      expect(LISTING_KIND_TEXT.accommodation.deleted).toBe("Malazi yamefutwa.");
    });
    expect(LISTING_KIND_TEXT.product.notFoundTitle).toBe("Product not found");
  });

  it("say when an edit leaves a listing the same thing: its category, and an accommodation's room type too", () => {
    const product = LISTING_KIND_RULES.product.sameThing;
    expect(product({ category: "Books" }, { category: "Books" })).toBe(true);
    expect(product({ category: "Books" }, { category: "Electronics" })).toBe(false);
    const place = LISTING_KIND_RULES.accommodation.sameThing;
    const room = (category: string, roomType: string | null) => ({ category, roomType });
    expect(place(room("Private Room", "Single Room"), room("Private Room", " single  room "))).toBe(true);
    expect(place(room("Private Room", null), room("Private Room", "Studio"))).toBe(true);
    expect(place(room("Private Room", "Single Room"), room("Private Room", null))).toBe(false);
    expect(place(room("Private Room", "Single Room"), room("Private Room", "Two Bedroom"))).toBe(false);
    expect(place(room("Private Room", "Single Room"), room("Studio", "Single Room"))).toBe(false);
  });
});
