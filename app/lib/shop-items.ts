import type { Toast } from "./toast";

/**
 * What a shop with an active subscription offers besides its products: promotions, events and
 * services (docs/product.md#shop-items). They share one form page, one set of domain functions and
 * these rules; the differences (fields, table) are in app/lib/forms/shop-item.ts and the server's
 * app/.server/domain/shop-items/shop-item-tables.ts.
 */
export const SHOP_ITEM_KINDS = ["promotion", "event", "service"] as const;

export type ShopItemKind = (typeof SHOP_ITEM_KINDS)[number];

/** Where the owner manages their shops and their items; every item form goes back there. */
export const SHOP_MANAGEMENT_PATH = "/shop-management";

export interface ShopItemRules {
  kind: ShopItemKind;
  /** The form is at `${path}/post` (optionally `?shopId=`) and `${path}/{id}/edit`. */
  path: "/promotions" | "/events" | "/services";
  /** The storage bucket for the item's one picture. */
  bucket: "promotion-images" | "event-images" | "service-images";
  /** The form field holding the item's title ("name" for a service). */
  titleField: "title" | "name";
  text: {
    /** "promotion", "promotions": for sentences. */
    one: string;
    many: string;
    heading: string;
    titleLabel: string;
    postTitle: string;
    editTitle: string;
    postButton: string;
    updateButton: string;
    posting: string;
    saving: string;
    /** The toast title when creating fails, and when editing or deleting fails. */
    createFailed: string;
    updateFailed: string;
    deleteFailed: string;
    loadFailed: string;
    imageLabel: string;
    deleteTitle: string;
    deleteQuestion: string;
    /** The edit page of an item whose shop's subscription has ended. */
    inactiveShop: string;
  };
  /** The toasts /shop-management shows after the form or a delete (keys of SHOP_ITEM_NOTICES). */
  notices: { created: ShopItemNoticeKey; updated: ShopItemNoticeKey; deleted: ShopItemNoticeKey; notFound: ShopItemNoticeKey };
}

type NoticeOutcome = "created" | "updated" | "deleted" | "not-found";
export type ShopItemNoticeKey = `${ShopItemKind}-${NoticeOutcome}`;

const noticeKeys = <K extends ShopItemKind>(kind: K) =>
  ({ created: `${kind}-created`, updated: `${kind}-updated`, deleted: `${kind}-deleted`, notFound: `${kind}-not-found` }) as const satisfies ShopItemRules["notices"];

export const SHOP_ITEM_RULES = {
  promotion: {
    kind: "promotion",
    path: "/promotions",
    bucket: "promotion-images",
    titleField: "title",
    text: {
      one: "promotion",
      many: "promotions",
      heading: "Promotions",
      titleLabel: "Promotion title",
      postTitle: "Create Promotion",
      editTitle: "Edit Promotion",
      postButton: "Create Promotion",
      updateButton: "Update Promotion",
      posting: "Creating...",
      saving: "Saving...",
      createFailed: "Error creating promotion",
      updateFailed: "Error updating promotion",
      deleteFailed: "Error deleting promotion",
      loadFailed: "Failed to load promotion data.",
      imageLabel: "Promotion image (optional)",
      deleteTitle: "Delete Promotion",
      deleteQuestion: "Are you sure you want to delete this promotion? This action cannot be undone.",
      inactiveShop: "This shop's subscription is not active, so its promotions cannot be changed. Renew it on Shop Management to edit this promotion.",
    },
    notices: noticeKeys("promotion"),
  },
  event: {
    kind: "event",
    path: "/events",
    bucket: "event-images",
    titleField: "title",
    text: {
      one: "event",
      many: "events",
      heading: "Events",
      titleLabel: "Event title",
      postTitle: "Create Event",
      editTitle: "Edit Event",
      postButton: "Create Event",
      updateButton: "Update Event",
      posting: "Creating...",
      saving: "Saving...",
      createFailed: "Error creating event",
      updateFailed: "Error updating event",
      deleteFailed: "Error deleting event",
      loadFailed: "Failed to load event data.",
      imageLabel: "Event image (optional)",
      deleteTitle: "Delete Event",
      deleteQuestion: "Are you sure you want to delete this event? This action cannot be undone.",
      inactiveShop: "This shop's subscription is not active, so its events cannot be changed. Renew it on Shop Management to edit this event.",
    },
    notices: noticeKeys("event"),
  },
  service: {
    kind: "service",
    path: "/services",
    bucket: "service-images",
    titleField: "name",
    text: {
      one: "service",
      many: "services",
      heading: "Services",
      titleLabel: "Service name",
      postTitle: "Create Service",
      editTitle: "Edit Service",
      postButton: "Create Service",
      updateButton: "Update Service",
      posting: "Creating...",
      saving: "Saving...",
      createFailed: "Error creating service",
      updateFailed: "Error updating service",
      deleteFailed: "Error deleting service",
      loadFailed: "Failed to load service data.",
      imageLabel: "Service image (optional)",
      deleteTitle: "Delete Service",
      deleteQuestion: "Are you sure you want to delete this service? This action cannot be undone.",
      inactiveShop: "This shop's subscription is not active, so its services cannot be changed. Renew it on Shop Management to edit this service.",
    },
    notices: noticeKeys("service"),
  },
} as const satisfies { [K in ShopItemKind]: ShopItemRules & { kind: K } };

export function isShopItemKind(value: unknown): value is ShopItemKind {
  return typeof value === "string" && (SHOP_ITEM_KINDS as readonly string[]).includes(value);
}

/** The kind whose pages a path is under ("/events/abc/edit" -> event), if any; case-insensitive like the router. */
export function shopItemKindFromPath(pathname: string): ShopItemKind | null {
  const segment = `/${pathname.split("/")[1] ?? ""}`.toLowerCase();
  return SHOP_ITEM_KINDS.find((kind) => SHOP_ITEM_RULES[kind].path === segment) ?? null;
}

/** The create form, with the shop chosen in advance when given. */
export function shopItemPostPath(kind: ShopItemKind, shopId?: string): string {
  const path = `${SHOP_ITEM_RULES[kind].path}/post`;
  return shopId ? `${path}?shopId=${encodeURIComponent(shopId)}` : path;
}

export function shopItemEditPath(kind: ShopItemKind, id: string): string {
  return `${SHOP_ITEM_RULES[kind].path}/${encodeURIComponent(id)}/edit`;
}

/** What the item forms say when the owner has no shop whose subscription runs (docs/product.md#shop-items). */
export const NO_ACTIVE_SHOPS_TEXT = {
  title: "No Active Shops",
  description: "You need a shop with an active subscription to create promotions, events and services. Create a shop, then start its free trial or subscribe on Shop Management.",
  createShop: "Create Shop",
  createShopPath: "/shops/create",
  manage: "Go to Shop Management",
} as const;

/** The edit page of an item whose shop's subscription has ended (its words per kind are `text.inactiveShop`). */
export const INACTIVE_SHOP_TITLE = "Subscription Not Active";

/** The item forms' picture texts (docs/product.md#shop-items), shown by the browser's check and for the server's refusal. */
export const SHOP_ITEM_UPLOAD_TEXT = {
  invalidType: { title: "Invalid file type", description: "Please use JPEG, PNG, or WebP images." },
  tooLarge: { title: "File too large", description: "Image must be less than 5MB." },
} as const;

/** A promotion's type, as the form's select shows it. */
export const PROMOTION_TYPES = [
  { value: "promotion", label: "Promotion" },
  { value: "event", label: "Event" },
  { value: "service", label: "Service" },
] as const;

const ONE_TITLE: Record<ShopItemKind, string> = { promotion: "Promotion", event: "Event", service: "Service" };

/**
 * The toasts /shop-management shows after an item form or a delete, by the flash (app/.server/http/flash.ts).
 * app/lib/notices.ts spreads these into NOTICES, so only these keys can be shown.
 */
export const SHOP_ITEM_NOTICES = Object.fromEntries(
  SHOP_ITEM_KINDS.flatMap((kind) => {
    const { text, notices } = SHOP_ITEM_RULES[kind];
    const entries: Array<[ShopItemNoticeKey, Toast]> = [
      [notices.created, { title: `${ONE_TITLE[kind]} created`, description: `Your ${text.one} is now on your shop page.` }],
      [notices.updated, { title: `${ONE_TITLE[kind]} updated`, description: "Your changes are saved." }],
      [notices.deleted, { title: `${ONE_TITLE[kind]} deleted`, description: `The ${text.one} has been removed from your shop.` }],
      [notices.notFound, { title: "Error", description: `${ONE_TITLE[kind]} not found or you don't have permission to edit it.`, variant: "destructive" }],
    ];
    return entries;
  }),
) as Record<ShopItemNoticeKey, Toast>;
