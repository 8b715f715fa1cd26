import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { toManagedItems } from "./managed-items";

const now = new Date("2026-11-24T09:00:00Z");
const shopId = "00000000-0000-4000-8000-000000000001";

describe("shop management's item rows", () => {
  it("words each kind and marks what the shop page shows now", () => {
    const items = toManagedItems(
      {
        promotions: [
          {
            id: "p1",
            shopId,
            title: "Half price",
            startDate: "2026-11-20T00:00:00Z",
            endDate: "2026-11-30T00:00:00Z",
            imageUrl: null,
            isActive: true,
          },
          {
            id: "p2",
            shopId,
            title: "Over",
            startDate: "2026-10-01T00:00:00Z",
            endDate: "2026-10-02T00:00:00Z",
            imageUrl: null,
            isActive: true,
          },
        ],
        events: [
          {
            id: "e1",
            shopId,
            title: "Launch",
            eventDate: "2026-12-01T15:00:00Z",
            price: null,
            imageUrl: "/uploads/event-images/u/x.webp",
            isActive: true,
          },
        ],
        services: [
          {
            id: "s1",
            shopId,
            name: "Braiding",
            price: "15000.00",
            durationMinutes: 90,
            imageUrl: null,
            isAvailable: true,
          },
        ],
      },
      now,
    );
    expect(items.map((item) => [item.id, item.kind, item.live])).toEqual([
      ["p1", "promotion", true],
      ["p2", "promotion", false],
      ["e1", "event", true],
      ["s1", "service", true],
    ]);
    expect(items[2]?.detail).toContain("Free");
    expect(items[3]?.detail).toBe("TShs 15,000 · 90 min");
  });

  it("words free events and durations in Kiswahili for a Kiswahili reader", () => {
    const rows = {
      promotions: [],
      events: [
        {
          id: "e1",
          shopId,
          title: "Launch",
          eventDate: "2026-12-01T15:00:00Z",
          price: "0",
          imageUrl: null,
          isActive: true,
        },
      ],
      services: [
        {
          id: "s1",
          shopId,
          name: "Braiding",
          price: "15000.00",
          durationMinutes: 90,
          imageUrl: null,
          isAvailable: true,
        },
      ],
    };
    const items = inLocale("sw", () => toManagedItems(rows, now));
    expect(items[0]?.detail).toContain("Bure");
    expect(items[1]?.detail).toBe("TShs 15,000 · dakika 90");
  });
});
