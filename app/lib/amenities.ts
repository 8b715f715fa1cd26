/** Which icon an amenity gets, by keyword (spec: wifi/internet, parking/car, security/safe). */
export type AmenityIcon = "wifi" | "parking" | "security" | "check";

export function amenityIcon(amenity: string): AmenityIcon {
  const text = amenity.toLowerCase();
  if (text.includes("wifi") || text.includes("wi-fi") || text.includes("internet")) return "wifi";
  if (text.includes("parking") || text.includes("car")) return "parking";
  if (text.includes("security") || text.includes("safe")) return "security";
  return "check";
}
