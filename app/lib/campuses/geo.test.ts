import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { detectNearbyCampuses, locationErrorMessage } from "./campus-detection";
import { distanceKm, formatDistance, formatSellerDistance } from "./geo";

const udsm = { id: "udsm", latitude: -6.78, longitude: 39.204, radiusKm: 3 };
const aru = { id: "aru", latitude: -6.7653, longitude: 39.2143, radiusKm: 1.5 };
const muhas = { id: "muhas", latitude: -6.8048, longitude: 39.2731, radiusKm: 1.5 };
const udom = { id: "udom", latitude: -6.214, longitude: 35.81, radiusKm: 5 };
const ifm = { id: "ifm", latitude: -6.8163, longitude: 39.2893, radiusKm: 1 };

describe("distanceKm", () => {
  it("is zero for the same point", () => {
    expect(distanceKm(udsm, udsm)).toBe(0);
  });
  it("matches the known Dar es Salaam to Dodoma distance (about 380 km as the crow flies)", () => {
    expect(distanceKm(udsm, udom)).toBeGreaterThan(370);
    expect(distanceKm(udsm, udom)).toBeLessThan(395);
  });
  it("is symmetric", () => {
    expect(distanceKm(udsm, aru)).toBeCloseTo(distanceKm(aru, udsm), 10);
  });
  it("uses an Earth radius of 6371 km (one degree of latitude is about 111.19 km)", () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 2);
  });
});

describe("detectNearbyCampuses", () => {
  it("returns campuses within twice their radius, nearest first", () => {
    const here = { latitude: -6.772, longitude: 39.209 }; // between UDSM and Ardhi
    const found = detectNearbyCampuses(here, [udom, udsm, aru, muhas]);
    expect(found.map((c) => c.id)).toEqual(["aru", "udsm"]);
    expect(found[0]!.distanceKm).toBeLessThan(found[1]!.distanceKm);
  });
  it("keeps at most 3", () => {
    const crowded = Array.from({ length: 6 }, (_, i) => ({
      ...udsm,
      id: `c${i}`,
      latitude: udsm.latitude + i * 0.001,
    }));
    expect(detectNearbyCampuses(udsm, crowded)).toHaveLength(3);
  });
  it("finds nothing far from every campus", () => {
    expect(detectNearbyCampuses({ latitude: -3.37, longitude: 36.68 }, [udsm, udom, ifm])).toEqual([]);
  });
  it("includes a campus just inside twice its radius and excludes one just outside", () => {
    const campus = { id: "x", latitude: 0, longitude: 0, radiusKm: 1 };
    const inside = { latitude: 1.99 / 111.195, longitude: 0 };
    const outside = { latitude: 2.01 / 111.195, longitude: 0 };
    expect(detectNearbyCampuses(inside, [campus])).toHaveLength(1);
    expect(detectNearbyCampuses(outside, [campus])).toHaveLength(0);
  });
});

describe("texts", () => {
  it("formats distances with one decimal", () => {
    expect(formatDistance(2.345)).toBe("2.3 km");
  });
  it("says a seller under 0.1 km away is on the reader's campus, not '0.0 km'", () => {
    expect(formatSellerDistance(0)).toBe("On your campus");
    expect(formatSellerDistance(0.049)).toBe("On your campus");
    expect(formatSellerDistance(0.099)).toBe("On your campus");
    expect(formatSellerDistance(0.1)).toBe("0.1 km");
    expect(formatSellerDistance(2.345)).toBe("2.3 km");
  });
  it("maps geolocation errors to their messages", () => {
    expect(locationErrorMessage("unsupported")).toBe("Location not supported");
    expect(locationErrorMessage(1)).toBe("Location access denied. Please enable location services.");
    expect(locationErrorMessage(2)).toBe("Location unavailable. Please try again.");
    expect(locationErrorMessage(3)).toBe("Location request timed out. Please try again.");
  });
  it("words them in Kiswahili for a Kiswahili reader", () => {
    inLocale("sw", () => {
      expect(locationErrorMessage(1)).toBe("Ruhusa ya mahali imekataliwa. Tafadhali washa huduma za mahali.");
      expect(locationErrorMessage(3)).toBe("Muda wa kutafuta mahali umeisha. Tafadhali jaribu tena.");
      expect(formatDistance(2.345)).toBe("2.3 km");
      expect(formatSellerDistance(0.02)).toBe("Kwenye kampasi yako");
    });
  });
});
