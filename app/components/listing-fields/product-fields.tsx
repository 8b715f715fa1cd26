import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "~/lib/categories";
import { SelectField } from "../ui/select-field";
import type { ListingFieldsProps } from "./field-props";

/** What only a product's form asks: category, condition, and the shop it is sold under. */
export function ProductFields({ listing, errors, value, shops }: ListingFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="category"
          label="Category"
          options={PRODUCT_CATEGORIES}
          placeholder="Select a category"
          required
          defaultValue={value("category", listing?.category) ?? ""}
          error={errors.category}
        />
        <SelectField
          name="condition"
          label="Condition (optional)"
          options={PRODUCT_CONDITIONS}
          placeholder="Not stated"
          defaultValue={value("condition", listing?.condition) ?? ""}
          error={errors.condition}
        />
      </div>
      {shops.length > 0 ? (
        <SelectField
          name="shopId"
          label="List under your shop (optional)"
          options={shops.map((shop) => ({ value: shop.id, label: shop.isPremium ? `${shop.name} (Premium)` : shop.name }))}
          placeholder="No shop: sell as myself"
          defaultValue={value("shopId", listing?.shopId) ?? ""}
          error={errors.shopId}
        />
      ) : null}
    </>
  );
}
