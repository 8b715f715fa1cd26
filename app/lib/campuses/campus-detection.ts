import { m } from "~/paraglide/messages";
import { type CampusPoint, distanceKm, type LatLng } from "./geo";

// Finding the campuses near the student (the "Detect" buttons), apart from geo.ts's distances,
// which the seller cards use.

/**
 * Campuses near a position, nearest first. Auto-detect looks within twice each campus's radius
 * and keeps up to 3; single-campus detect uses the plain radius and keeps 1.
 */
export function detectNearbyCampuses<T extends CampusPoint>(
  position: LatLng,
  campuses: readonly T[],
  options: { radiusFactor?: number; limit?: number } = {},
): (T & { distanceKm: number })[] {
  const { radiusFactor = 2, limit = 3 } = options;
  return campuses
    .map((campus) => ({ ...campus, distanceKm: distanceKm(position, campus) }))
    .filter((campus) => campus.distanceKm <= campus.radiusKm * radiusFactor)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

/** The browser's GeolocationPositionError codes mapped to the texts of docs/product.md#campuses, in the reader's language. */
export function locationErrorMessage(code: number | "unsupported"): string {
  if (code === "unsupported") return m.listings_location_unsupported();
  if (code === 1) return m.listings_location_denied();
  if (code === 2) return m.listings_location_unavailable();
  return m.listings_location_timeout();
}
