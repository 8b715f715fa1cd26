import { m } from "~/paraglide/messages";
import type { Toast } from "../shared/toast";

/**
 * What a shop with an active subscription offers besides its products: promotions, events and
 * services (docs/product.md#shop-items). They share one form page, one set of domain functions and
 * these rules; the differences (fields, table) are in app/lib/shops/forms/shop-item.ts and the server's
 * app/.server/domain/shops/shop-items/shop-item-tables.ts.
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
    /** "promotion": the kind's name in lower case (the shop page's badge). */
    one: string;
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
    /** The picture's alt text on the edit form. */
    currentImageAlt: string;
    deleteTitle: string;
    deleteQuestion: string;
    /** The edit page of an item whose shop's subscription has ended. */
    inactiveShop: string;
  };
  /** The toasts /shop-management shows after the form or a delete (keys of SHOP_ITEM_TOASTS). */
  toasts: {
    created: ShopItemToastKey;
    updated: ShopItemToastKey;
    deleted: ShopItemToastKey;
    notFound: ShopItemToastKey;
  };
}

type ToastOutcome = "created" | "updated" | "deleted" | "not-found";
export type ShopItemToastKey = `${ShopItemKind}-${ToastOutcome}`;

const toastKeys = <K extends ShopItemKind>(kind: K) =>
  ({
    created: `${kind}-created`,
    updated: `${kind}-updated`,
    deleted: `${kind}-deleted`,
    notFound: `${kind}-not-found`,
  }) as const satisfies ShopItemRules["toasts"];

/** A table of message functions as an object of texts, each worded when read (in the reader's language). */
function worded<T extends Record<string, () => string>>(messages: T): { readonly [K in keyof T]: string } {
  const text = {} as { [K in keyof T]: string };
  for (const key of Object.keys(messages) as Array<keyof T>)
    Object.defineProperty(text, key, { get: () => messages[key]!(), enumerable: true });
  return text;
}

type ItemTextMessages = { [K in keyof ShopItemRules["text"]]: () => string };

const PROMOTION_TEXT = {
  one: m.shops_promotion_one,
  heading: m.shops_promotion_heading,
  titleLabel: m.shops_promotion_title_label,
  postTitle: m.shops_promotion_create,
  editTitle: m.shops_promotion_edit,
  postButton: m.shops_promotion_create,
  updateButton: m.shops_promotion_update,
  posting: m.shops_item_creating,
  saving: m.shops_saving,
  createFailed: m.shops_promotion_create_failed,
  updateFailed: m.shops_promotion_update_failed,
  deleteFailed: m.shops_promotion_delete_failed,
  loadFailed: m.shops_promotion_load_failed,
  imageLabel: m.shops_promotion_image_label,
  currentImageAlt: m.shops_promotion_current_image,
  deleteTitle: m.shops_promotion_delete_title,
  deleteQuestion: m.shops_promotion_delete_question,
  inactiveShop: m.shops_promotion_inactive_shop,
} satisfies ItemTextMessages;

const EVENT_TEXT = {
  one: m.shops_event_one,
  heading: m.shops_event_heading,
  titleLabel: m.shops_event_title_label,
  postTitle: m.shops_event_create,
  editTitle: m.shops_event_edit,
  postButton: m.shops_event_create,
  updateButton: m.shops_event_update,
  posting: m.shops_item_creating,
  saving: m.shops_saving,
  createFailed: m.shops_event_create_failed,
  updateFailed: m.shops_event_update_failed,
  deleteFailed: m.shops_event_delete_failed,
  loadFailed: m.shops_event_load_failed,
  imageLabel: m.shops_event_image_label,
  currentImageAlt: m.shops_event_current_image,
  deleteTitle: m.shops_event_delete_title,
  deleteQuestion: m.shops_event_delete_question,
  inactiveShop: m.shops_event_inactive_shop,
} satisfies ItemTextMessages;

const SERVICE_TEXT = {
  one: m.shops_service_one,
  heading: m.shops_service_heading,
  titleLabel: m.shops_service_title_label,
  postTitle: m.shops_service_create,
  editTitle: m.shops_service_edit,
  postButton: m.shops_service_create,
  updateButton: m.shops_service_update,
  posting: m.shops_item_creating,
  saving: m.shops_saving,
  createFailed: m.shops_service_create_failed,
  updateFailed: m.shops_service_update_failed,
  deleteFailed: m.shops_service_delete_failed,
  loadFailed: m.shops_service_load_failed,
  imageLabel: m.shops_service_image_label,
  currentImageAlt: m.shops_service_current_image,
  deleteTitle: m.shops_service_delete_title,
  deleteQuestion: m.shops_service_delete_question,
  inactiveShop: m.shops_service_inactive_shop,
} satisfies ItemTextMessages;

export const SHOP_ITEM_RULES = {
  promotion: {
    kind: "promotion",
    path: "/promotions",
    bucket: "promotion-images",
    titleField: "title",
    text: worded(PROMOTION_TEXT),
    toasts: toastKeys("promotion"),
  },
  event: {
    kind: "event",
    path: "/events",
    bucket: "event-images",
    titleField: "title",
    text: worded(EVENT_TEXT),
    toasts: toastKeys("event"),
  },
  service: {
    kind: "service",
    path: "/services",
    bucket: "service-images",
    titleField: "name",
    text: worded(SERVICE_TEXT),
    toasts: toastKeys("service"),
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
  get title() {
    return m.shops_no_active_shops_title();
  },
  get description() {
    return m.shops_no_active_shops_description();
  },
  get createShop() {
    return m.shops_create_shop();
  },
  createShopPath: "/shops/create",
  get manage() {
    return m.shops_go_to_management();
  },
} as const;

/** The edit page of an item whose shop's subscription has ended (its words per kind are `text.inactiveShop`). */
export const INACTIVE_SHOP_TITLE = m.shops_inactive_shop_title;

/** The item forms' picture texts (docs/product.md#shop-items), shown by the browser's check and for the server's refusal. */
export const SHOP_ITEM_UPLOAD_TEXT = {
  get invalidType() {
    return { title: m.shops_upload_invalid_type_title(), description: m.shops_upload_invalid_type_description() };
  },
  get tooLarge() {
    return { title: m.shops_upload_too_large_title(), description: m.shops_upload_too_large_description() };
  },
} as const;

/** A promotion's type, as the form's select shows it (labels worded when read). */
export const PROMOTION_TYPES = [
  {
    value: "promotion",
    get label() {
      return m.shops_type_promotion();
    },
  },
  {
    value: "event",
    get label() {
      return m.shops_type_event();
    },
  },
  {
    value: "service",
    get label() {
      return m.shops_type_service();
    },
  },
] as const;

/** The toasts' words for one kind: after creating, updating, deleting, and for an item not found. */
interface ToastMessages {
  created: () => string;
  createdDescription: () => string;
  updated: () => string;
  deleted: () => string;
  deletedDescription: () => string;
  notFound: () => string;
}

const TOAST_MESSAGES: Record<ShopItemKind, ToastMessages> = {
  promotion: {
    created: m.shops_promotion_created,
    createdDescription: m.shops_promotion_created_description,
    updated: m.shops_promotion_updated,
    deleted: m.shops_promotion_deleted,
    deletedDescription: m.shops_promotion_deleted_description,
    notFound: m.shops_promotion_not_found,
  },
  event: {
    created: m.shops_event_created,
    createdDescription: m.shops_event_created_description,
    updated: m.shops_event_updated,
    deleted: m.shops_event_deleted,
    deletedDescription: m.shops_event_deleted_description,
    notFound: m.shops_event_not_found,
  },
  service: {
    created: m.shops_service_created,
    createdDescription: m.shops_service_created_description,
    updated: m.shops_service_updated,
    deleted: m.shops_service_deleted,
    deletedDescription: m.shops_service_deleted_description,
    notFound: m.shops_service_not_found,
  },
};

/** A shop item toast, worded now in the reader's language. */
export function shopItemToast(key: ShopItemToastKey): Toast {
  const kind = key.slice(0, key.indexOf("-")) as ShopItemKind;
  const words = TOAST_MESSAGES[kind];
  switch (key.slice(key.indexOf("-") + 1) as ToastOutcome) {
    case "created":
      return { title: words.created(), description: words.createdDescription() };
    case "updated":
      return { title: words.updated(), description: m.shops_changes_saved() };
    case "deleted":
      return { title: words.deleted(), description: words.deletedDescription() };
    case "not-found":
      return { title: m.shops_error(), description: words.notFound(), variant: "destructive" };
  }
}

/**
 * The toasts /shop-management shows after an item form or a delete, by the flash (app/.server/http/forms-and-actions/flash.ts).
 * app/lib/toast-text/index.ts spreads these into TOASTS, so only these keys can be shown. Each is a getter,
 * worded when read.
 */
export const SHOP_ITEM_TOASTS = Object.defineProperties(
  {},
  Object.fromEntries(
    SHOP_ITEM_KINDS.flatMap((kind) =>
      Object.values(SHOP_ITEM_RULES[kind].toasts).map((key): [ShopItemToastKey, PropertyDescriptor] => [
        key,
        { get: () => shopItemToast(key), enumerable: true },
      ]),
    ),
  ),
) as Record<ShopItemToastKey, Toast>;
