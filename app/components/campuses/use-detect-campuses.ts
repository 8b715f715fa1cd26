import { useState } from "react";
import { detectNearbyCampuses, locationErrorMessage } from "~/lib/campuses/campus-detection";
import type { CampusPoint } from "~/lib/campuses/geo";
import { m } from "~/paraglide/messages";
import { useToast } from "../shared/toast";

/** Geolocation settings (docs/product.md#campuses): high accuracy, 10 s timeout, 5 minute cache. */
const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 5 * 60_000 };

/**
 * Asks the browser where the user is and hands the nearby campuses (up to 3 within twice their
 * radius, nearest first) to `onFound`. Failures and "nothing near" get the texts of docs/product.md#campuses.
 * The position never leaves the browser.
 */
export function useDetectCampuses<T extends CampusPoint>(
  campuses: readonly T[],
  onFound: (found: (T & { distanceKm: number })[]) => void,
) {
  const toast = useToast();
  const [detecting, setDetecting] = useState(false);
  const detect = () => {
    if (!("geolocation" in navigator)) {
      toast({
        title: m.listings_location_error(),
        description: locationErrorMessage("unsupported"),
        variant: "destructive",
      });
      return;
    }
    setDetecting(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setDetecting(false);
        const found = detectNearbyCampuses(position.coords, campuses);
        if (found.length === 0) {
          toast({ title: m.listings_no_nearby_campus(), description: m.listings_no_nearby_campus_hint() });
          return;
        }
        onFound(found);
      },
      (error) => {
        setDetecting(false);
        toast({
          title: m.listings_location_error(),
          description: locationErrorMessage(error.code),
          variant: "destructive",
        });
      },
      GEO_OPTIONS,
    );
  };
  return { detect, detecting };
}
