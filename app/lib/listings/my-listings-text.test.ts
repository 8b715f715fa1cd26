import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { listingLabel, MY_LISTINGS_TEXT, statusTone } from "./my-listings-text";

describe("My Listings texts", () => {
  it("label a card with its category or room type, in the reader's language, and free text as typed", () => {
    expect(listingLabel("product", "Books")).toBe("Books");
    expect(listingLabel("accommodation", "Single Room")).toBe("Single Room");
    expect(listingLabel("accommodation", "Bedsitter")).toBe("Bedsitter");
    inLocale("sw", () => {
      expect(listingLabel("product", "Books")).toBe("Vitabu");
      expect(listingLabel("accommodation", "Student Housing")).toBe("Hosteli");
      expect(listingLabel("accommodation", "Bedsitter")).toBe("Bedsitter");
      expect(MY_LISTINGS_TEXT.loadFailed).toBe("Imeshindikana kupakia matangazo.");
    });
    expect(MY_LISTINGS_TEXT.loadFailed).toBe("Failed to load listings.");
  });

  it("colour the status badges", () => {
    expect([statusTone("active"), statusTone("pending_fee"), statusTone("sold")]).toEqual([
      "emerald",
      "amber",
      "slate",
    ]);
  });
});
