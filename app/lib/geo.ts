import { m } from "~/paraglide/messages";

/** Distances and campus detection (docs/product.md#campuses: Earth radius 6371 km). */
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface CampusPoint extends LatLng {
  id: string;
  radiusKm: number;
}

/**
 * Campuses near a position, nearest first. Auto-detect looks within twice each campus's radius
 * and keeps up to 3; single-campus detect uses the plain radius and keeps 1.
 */
export function detectNearbyCampuses<T extends CampusPoint>(position: LatLng, campuses: readonly T[], options: { radiusFactor?: number; limit?: number } = {}): (T & { distanceKm: number })[] {
  const { radiusFactor = 2, limit = 3 } = options;
  return campuses
    .map((campus) => ({ ...campus, distanceKm: distanceKm(position, campus) }))
    .filter((campus) => campus.distanceKm <= campus.radiusKm * radiusFactor)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

/** Distance with one decimal, as shown on seller cards: '2.4 km'. */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}

/** The browser's GeolocationPositionError codes mapped to the texts of docs/product.md#campuses, in the reader's language. */
export function locationErrorMessage(code: number | "unsupported"): string {
  if (code === "unsupported") return m.listings_location_unsupported();
  if (code === 1) return m.listings_location_denied();
  if (code === 2) return m.listings_location_unavailable();
  return m.listings_location_timeout();
}
