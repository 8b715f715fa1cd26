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
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface CampusPoint extends LatLng {
  id: string;
  radiusKm: number;
}

/** Distance with one decimal, as shown on seller cards: '2.4 km'. */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}

/** How far a seller is from the reader's campus: under 0.1 km it would read "0.0 km", so it says "On your campus". */
export function formatSellerDistance(km: number): string {
  return km < 0.1 ? m.listings_distance_on_your_campus() : formatDistance(km);
}
