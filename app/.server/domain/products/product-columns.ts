import type { ProductInput } from "~/lib/forms/product";

/** The product form's fields as the columns they are saved to (posting and editing alike). */
export function productColumns(input: ProductInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    price: input.price,
    category: input.category,
    condition: input.condition ?? null,
    shopId: input.shopId ?? null,
    isShopProduct: Boolean(input.shopId),
  };
}
