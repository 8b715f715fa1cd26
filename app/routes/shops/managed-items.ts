import type { ManagedItem } from "~/components/shops/management/shop-item-list";
import { formatDate, formatDateTime } from "~/lib/shared/dates";
import { formatPrice } from "~/lib/shared/money";
import { m } from "~/paraglide/messages";

type When = Date | string;

/** The owner's promotions, events and services as stored, whatever else the rows carry. */
export interface OwnedItemRows {
  promotions: ReadonlyArray<{
    id: string;
    shopId: string;
    title: string;
    startDate: When;
    endDate: When;
    imageUrl: string | null;
    isActive: boolean;
  }>;
  events: ReadonlyArray<{
    id: string;
    shopId: string;
    title: string;
    eventDate: When;
    price: string | null;
    imageUrl: string | null;
    isActive: boolean;
  }>;
  services: ReadonlyArray<{
    id: string;
    shopId: string;
    name: string;
    price: string;
    durationMinutes: number | null;
    imageUrl: string | null;
    isAvailable: boolean;
  }>;
}

/**
 * One list for shop management, each item worded for its row and marked whether the shop page
 * shows it now (the same rule as the shop page: unexpired promotions, events from now on,
 * available services).
 */
export function toManagedItems(rows: OwnedItemRows, now: Date): ManagedItem[] {
  const at = (when: When) => new Date(when).getTime();
  return [
    ...rows.promotions.map((p) => ({
      id: p.id,
      shopId: p.shopId,
      kind: "promotion" as const,
      title: p.title,
      detail: `${formatDate(p.startDate)} - ${formatDate(p.endDate)}`,
      imageUrl: p.imageUrl,
      live: p.isActive && at(p.endDate) >= now.getTime(),
    })),
    ...rows.events.map((e) => ({
      id: e.id,
      shopId: e.shopId,
      kind: "event" as const,
      title: e.title,
      detail: `${formatDateTime(e.eventDate)} · ${e.price === null || Number(e.price) === 0 ? m.shops_free() : formatPrice(e.price)}`,
      imageUrl: e.imageUrl,
      live: e.isActive && at(e.eventDate) >= now.getTime(),
    })),
    ...rows.services.map((s) => ({
      id: s.id,
      shopId: s.shopId,
      kind: "service" as const,
      title: s.name,
      detail: s.durationMinutes
        ? `${formatPrice(s.price)} · ${m.shops_minutes({ minutes: s.durationMinutes })}`
        : formatPrice(s.price),
      imageUrl: s.imageUrl,
      live: s.isAvailable,
    })),
  ];
}
