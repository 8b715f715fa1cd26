import { m } from "~/paraglide/messages";
import { labelIn } from "../../shared/label-in";
import type { ProductCategory, ProductCondition } from "../categories";

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

export const productCategoryLabel = (value: string): string => labelIn(PRODUCT_CATEGORY_LABELS, value);
export const productConditionLabel = (value: string): string => labelIn(PRODUCT_CONDITION_LABELS, value);
