/** The fixed vocabularies (docs/product.md#lists). Order is the order shown in filters. */
export const PRODUCT_CATEGORIES = [
  "Electronics",
  "Books",
  "Clothing",
  "Furniture",
  "Sports",
  "Beauty",
  "Food",
  "Other",
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CONDITIONS = ["Brand New", "Like New", "Good", "Fair", "Poor"] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const ROOM_TYPES = [
  "Single Room",
  "Shared Room",
  "Studio",
  "One Bedroom",
  "Two Bedroom",
  "Three+ Bedroom",
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const ACCOMMODATION_CATEGORIES = [
  "Student Housing",
  "Shared Apartment",
  "Private Room",
  "Studio",
  "Family Housing",
  "Other",
] as const;
export type AccommodationCategory = (typeof ACCOMMODATION_CATEGORIES)[number];

export const SHOP_CATEGORIES = [
  "Restaurant",
  "Electronics",
  "Clothing",
  "Services",
  "Beauty",
  "Health",
  "Education",
  "Other",
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const USER_TYPES = ["individual_seller", "shop_owner", "verified"] as const;
export type UserType = (typeof USER_TYPES)[number];
