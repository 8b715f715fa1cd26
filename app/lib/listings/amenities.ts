/**
 * Which icon an amenity gets, by keyword (docs/product.md#listing-pages: wifi/internet, parking/car,
 * security/safe), in either language: landlords write "Maegesho" or "Ulinzi" as often as "Parking".
 */
export type AmenityIcon = "wifi" | "parking" | "security" | "check";

export function amenityIcon(amenity: string): AmenityIcon {
  const text = amenity.toLowerCase();
  if (text.includes("wifi") || text.includes("wi-fi") || text.includes("internet") || text.includes("intaneti"))
    return "wifi";
  if (text.includes("parking") || text.includes("car") || text.includes("maegesho") || text.includes("gari"))
    return "parking";
  if (
    text.includes("security") ||
    text.includes("safe") ||
    text.includes("ulinzi") ||
    text.includes("usalama") ||
    text.includes("mlinzi")
  )
    return "security";
  return "check";
}

export const MAX_AMENITIES = 20;
export const MAX_AMENITY_LENGTH = 60;

/** The form's comma-separated amenities as a list: split on commas, trimmed, empty parts and repeats dropped. */
export function parseAmenities(text: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of text.split(",")) {
    const amenity = part.trim().replace(/\s+/g, " ");
    const key = amenity.toLowerCase();
    if (amenity === "" || seen.has(key)) continue;
    seen.add(key);
    list.push(amenity);
  }
  return list;
}
