import { describe, expect, it } from "vitest";
import { SW_MONTHS } from "#tests/fixtures/kiswahili-months";
import { inLocale } from "#tests/setup/in-locale";
import { formatDate, formatDateTime, relativeTime } from "./dates";

const now = new Date("2026-11-22T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe("relativeTime", () => {
  it("says 'Just now', 'Nh ago', 'Yesterday', then the date", () => {
    expect(relativeTime(hoursAgo(0.5), now)).toBe("Just now");
    expect(relativeTime(hoursAgo(1), now)).toBe("1h ago");
    expect(relativeTime(hoursAgo(23.9), now)).toBe("23h ago");
    expect(relativeTime(hoursAgo(24), now)).toBe("Yesterday");
    expect(relativeTime(hoursAgo(47), now)).toBe("Yesterday");
    expect(relativeTime(hoursAgo(48), now)).toBe(formatDate(hoursAgo(48)));
  });
  it("words it in Kiswahili for a Kiswahili reader", () => {
    inLocale("sw", () => {
      expect(relativeTime(hoursAgo(0.5), now)).toBe("Sasa hivi");
      expect(relativeTime(hoursAgo(1), now)).toBe("Saa 1 iliyopita");
      expect(relativeTime(hoursAgo(1.9), now)).toBe("Saa 1 iliyopita");
      expect(relativeTime(hoursAgo(3), now)).toBe("Saa 3 zilizopita");
      expect(relativeTime(hoursAgo(30), now)).toBe("Jana");
      expect(formatDate("2026-01-05T10:00:00Z")).toBe("5 Januari 2026");
    });
    expect(relativeTime(hoursAgo(3), now)).toBe("3h ago");
  });
  it("shows dates in Tanzanian time", () => {
    expect(formatDate("2026-11-21T22:30:00Z")).toBe("22 Nov 2026");
  });
  it("spells every month out in Kiswahili, and writes the time of day in 24-hour digits", () => {
    const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15, 9)));
    inLocale("sw", () => {
      expect(months.map((d) => formatDate(d).split(" ")[1])).toEqual(SW_MONTHS);
      // 20:05 in Dar es Salaam is 17:05 UTC.
      expect(formatDateTime("2026-03-03T17:05:00Z")).toBe("Jumanne, 3 Machi 2026, 20:05");
    });
    expect(formatDateTime("2026-03-03T17:05:00Z")).toBe("Tue, 3 Mar 2026, 20:05");
  });
});
