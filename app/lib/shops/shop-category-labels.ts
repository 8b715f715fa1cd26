import { m } from "~/paraglide/messages";
import type { ShopCategory } from "../listings/categories";
import { labelIn } from "../shared/label-in";

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

export const shopCategoryLabel = (value: string): string => labelIn(SHOP_CATEGORY_LABELS, value);
