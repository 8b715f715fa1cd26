import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "~/lib/listings/categories";
import { productCategoryLabel, productConditionLabel } from "~/lib/listings/labels/product-labels";
import { m } from "~/paraglide/messages";
import { SelectField } from "../../ui/select-field";
import type { ListingFieldsProps } from "./field-props";

/** What only a product's form asks: category, condition, and the shop it is sold under. */
export function ProductFields({ errors, value, shops }: ListingFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="category"
          label={m.listings_category_label()}
          options={PRODUCT_CATEGORIES.map((category) => ({ value: category, label: productCategoryLabel(category) }))}
          placeholder={m.listings_category_placeholder()}
          required
          defaultValue={value("category") ?? ""}
          error={errors.category}
        />
        <SelectField
          name="condition"
          label={m.listings_condition_label()}
          options={PRODUCT_CONDITIONS.map((condition) => ({
            value: condition,
            label: productConditionLabel(condition),
          }))}
          placeholder={m.listings_condition_placeholder()}
          defaultValue={value("condition") ?? ""}
          error={errors.condition}
        />
      </div>
      {shops.length > 0 ? (
        <SelectField
          name="shopId"
          label={m.listings_shop_label()}
          options={shops.map((shop) => ({
            value: shop.id,
            label: shop.isPremium ? `${shop.name} (Premium)` : shop.name,
          }))}
          placeholder={m.listings_shop_placeholder()}
          defaultValue={value("shopId") ?? ""}
          error={errors.shopId}
        />
      ) : null}
    </>
  );
}
