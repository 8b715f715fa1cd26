import { describe, expect, it } from "vitest";
import { userTypeLabel } from "../accounts/user-type";
import { cardImageUrl } from "../shared/images";
import { amenityIcon, parseAmenities } from "./amenities";

describe("amenityIcon", () => {
  it("picks the icon by keyword, case-insensitively", () => {
    expect(amenityIcon("Free WiFi")).toBe("wifi");
    expect(amenityIcon("Maegesho ya gari")).toBe("parking");
    expect(amenityIcon("Ulinzi saa 24")).toBe("security");
    expect(amenityIcon("Fast internet")).toBe("wifi");
    expect(amenityIcon("Parking")).toBe("parking");
    expect(amenityIcon("Car wash bay")).toBe("parking");
    expect(amenityIcon("Security guard")).toBe("security");
    expect(amenityIcon("Safe")).toBe("security");
    expect(amenityIcon("Water tank")).toBe("check");
  });
});

describe("cardImageUrl", () => {
  it("points at the card-size sibling of a stored WebP", () => {
    expect(cardImageUrl("/uploads/product-images/u/a.webp")).toBe("/uploads/product-images/u/a.card.webp");
    expect(cardImageUrl("/uploads/product-images/u/a.card.webp")).toBe("/uploads/product-images/u/a.card.webp");
    expect(cardImageUrl(null)).toBeNull();
  });
});

describe("userTypeLabel", () => {
  it("labels every user type, the legacy 'individual' included", () => {
    expect(userTypeLabel("shop_owner")).toBe("Shop Owner");
    expect(userTypeLabel("verified")).toBe("Verified Seller");
    expect(userTypeLabel("individual_seller")).toBe("Individual Seller");
    expect(userTypeLabel("individual")).toBe("Individual Seller");
  });
});

describe("parseAmenities", () => {
  it("splits on commas, trims, and drops empty parts and repeats", () => {
    expect(parseAmenities(" WiFi,  Water , ,Security guard,wifi,")).toEqual(["WiFi", "Water", "Security guard"]);
    expect(parseAmenities("")).toEqual([]);
  });
});
