import { m } from "~/paraglide/messages";

/** The fixed vocabularies (docs/product.md#lists). Order is the order shown in filters. */
export const PRODUCT_CATEGORIES = ["Electronics", "Books", "Clothing", "Furniture", "Sports", "Beauty", "Food", "Other"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CONDITIONS = ["Brand New", "Like New", "Good", "Fair", "Poor"] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const ROOM_TYPES = ["Single Room", "Shared Room", "Studio", "One Bedroom", "Two Bedroom", "Three+ Bedroom"] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const ACCOMMODATION_CATEGORIES = ["Student Housing", "Shared Apartment", "Private Room", "Studio", "Family Housing", "Other"] as const;
export type AccommodationCategory = (typeof ACCOMMODATION_CATEGORIES)[number];

export const SHOP_CATEGORIES = ["Restaurant", "Electronics", "Clothing", "Services", "Beauty", "Health", "Education", "Other"] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const USER_TYPES = ["individual_seller", "shop_owner", "verified"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LISTING_STATUSES = ["active", "inactive", "pending", "sold", "rented"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * The words shown for the vocabularies above, in the reader's language. The stored values (and
 * the values in links and forms) stay English; only what a reader sees is translated. A value
 * outside the vocabulary (an old row) is shown as it is.
 */
const PRODUCT_CATEGORY_LABELS = {
  Electronics: m.listings_category_electronics,
  Books: m.listings_category_books,
  Clothing: m.listings_category_clothing,
  Furniture: m.listings_category_furniture,
  Sports: m.listings_category_sports,
  Beauty: m.listings_category_beauty,
  Food: m.listings_category_food,
  Other: m.listings_category_other,
} satisfies Record<ProductCategory, () => string>;

const PRODUCT_CONDITION_LABELS = {
  "Brand New": m.listings_condition_brand_new,
  "Like New": m.listings_condition_like_new,
  Good: m.listings_condition_good,
  Fair: m.listings_condition_fair,
  Poor: m.listings_condition_poor,
} satisfies Record<ProductCondition, () => string>;

const ROOM_TYPE_LABELS = {
  "Single Room": m.listings_room_single,
  "Shared Room": m.listings_room_shared,
  Studio: m.listings_room_studio,
  "One Bedroom": m.listings_room_one_bedroom,
  "Two Bedroom": m.listings_room_two_bedroom,
  "Three+ Bedroom": m.listings_room_three_bedroom,
} satisfies Record<RoomType, () => string>;

const ACCOMMODATION_CATEGORY_LABELS = {
  "Student Housing": m.listings_place_student_housing,
  "Shared Apartment": m.listings_place_shared_apartment,
  "Private Room": m.listings_place_private_room,
  Studio: m.listings_place_studio,
  "Family Housing": m.listings_place_family_housing,
  Other: m.listings_category_other,
} satisfies Record<AccommodationCategory, () => string>;

const SHOP_CATEGORY_LABELS = {
  Restaurant: m.listings_category_restaurant,
  Electronics: m.listings_category_electronics,
  Clothing: m.listings_category_clothing,
  Services: m.listings_category_services,
  Beauty: m.listings_category_beauty,
  Health: m.listings_category_health,
  Education: m.listings_category_education,
  Other: m.listings_category_other,
} satisfies Record<ShopCategory, () => string>;

/** A listing's status as a word in a sentence ("Its status is sold."): lower case, as stored in English. */
const LISTING_STATUS_LABELS = {
  active: m.listings_status_active,
  inactive: m.listings_status_inactive,
  pending: m.listings_status_pending,
  sold: m.listings_status_sold,
  rented: m.listings_status_rented,
} satisfies Record<ListingStatus, () => string>;

function labelIn(labels: Record<string, () => string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value]!() : value;
}

export const productCategoryLabel = (value: string): string => labelIn(PRODUCT_CATEGORY_LABELS, value);
export const productConditionLabel = (value: string): string => labelIn(PRODUCT_CONDITION_LABELS, value);
export const roomTypeLabel = (value: string): string => labelIn(ROOM_TYPE_LABELS, value);
export const accommodationCategoryLabel = (value: string): string => labelIn(ACCOMMODATION_CATEGORY_LABELS, value);
export const shopCategoryLabel = (value: string): string => labelIn(SHOP_CATEGORY_LABELS, value);
export const listingStatusLabel = (value: string): string => labelIn(LISTING_STATUS_LABELS, value);
