import { useEffect, useState } from "react";
import { Form, useLocation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDistance } from "~/lib/campuses/geo";
import { VISITOR_CAMPUS_KEY, visitorCampusCookie } from "~/lib/campuses/visitor-campus";
import { m } from "~/paraglide/messages";
import { CrosshairIcon, MapPinIcon, XIcon } from "../shared/icons";
import { useToast } from "../shared/toast";
import { useDetectCampuses } from "./use-detect-campuses";

export interface PickerCampus {
  id: string;
  name: string;
  shortName: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

function remember(campusId: string | null) {
  try {
    if (campusId) window.localStorage.setItem(VISITOR_CAMPUS_KEY, campusId);
    else window.localStorage.removeItem(VISITOR_CAMPUS_KEY);
  } catch {
    // Private browsing may refuse storage; the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the server renders from this cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = visitorCampusCookie(campusId);
}

/**
 * A signed-out visitor picks a campus, or lets the browser find the nearest ones. The choice is
 * kept in local storage and a cookie; the server reads the cookie and renders filtered lists.
 * Without JavaScript the form posts to /visitor-campus, which sets the cookie.
 */
export function CampusPicker({ campuses, selectedId }: { campuses: PickerCampus[]; selectedId: string | null }) {
  const toast = useToast();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [hydrated, setHydrated] = useState(false);
  const [nearby, setNearby] = useState<(PickerCampus & { distanceKm: number })[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on first render; later changes go through choose().
  useEffect(() => {
    setHydrated(true);
    // Local storage is where the choice is remembered (docs/product.md#campuses); bring the cookie in line with it.
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(VISITOR_CAMPUS_KEY);
    } catch {
      stored = null;
    }
    if (stored && stored !== selectedId && campuses.some((c) => c.id === stored)) {
      remember(stored);
      void revalidator.revalidate();
    } else if (!stored && selectedId) {
      remember(selectedId);
    }
  }, []);

  const choose = (campusId: string | null) => {
    remember(campusId);
    void revalidator.revalidate();
  };

  const { detect, detecting } = useDetectCampuses(campuses, (found) => {
    setNearby(found);
    choose(found[0]!.id);
    toast({
      title: m.listings_campus_detected(),
      description: m.listings_campus_showing_near({ campus: found[0]!.shortName }),
    });
  });

  const selected = campuses.find((c) => c.id === selectedId) ?? null;
  return (
    <Card as="section" aria-label={m.listings_campus_filter()} padding="sm">
      <Form method="post" action="/visitor-campus" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <div className="flex-1">
          <label htmlFor="visitor-campus" className="flex items-center gap-1 text-sm font-medium text-slate-700">
            <MapPinIcon width={16} height={16} /> {m.listings_campus_yours()}
          </label>
          <select
            id="visitor-campus"
            name="campusId"
            value={selectedId ?? ""}
            onChange={(event) => (hydrated ? choose(event.target.value || null) : undefined)}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">{m.listings_campus_all()}</option>
            {campuses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.shortName} - {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          {!hydrated ? (
            <Button type="submit">{m.listings_campus_use_this()}</Button>
          ) : (
            <Button
              variant="secondary"
              onClick={detect}
              disabled={detecting}
              className="inline-flex items-center gap-2"
            >
              <CrosshairIcon width={16} height={16} />{" "}
              {detecting ? m.listings_campus_detecting() : m.listings_campus_detect_mine()}
            </Button>
          )}
          {selected ? (
            <Button
              type="submit"
              variant="secondary"
              name="clear"
              value="1"
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                setNearby([]);
                choose(null);
              }}
              className="inline-flex items-center gap-1"
            >
              <XIcon width={16} height={16} /> {m.listings_campus_clear()}
            </Button>
          ) : null}
        </div>
      </Form>
      {nearby.length > 1 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{m.listings_campus_nearby()}</span>
          {nearby.map((c) => (
            <Button key={c.id} variant="chip" size="sm" onClick={() => choose(c.id)} aria-pressed={c.id === selectedId}>
              {c.shortName} ({formatDistance(c.distanceKm)})
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
