import { PRODUCT_RULES } from "~/lib/listings/kinds/product";
import { users } from "../../../db/schema";
import type { ListingKindStore } from "./listing-kind-store";

export const PRODUCT_STORE: ListingKindStore<"product"> = {
  rules: PRODUCT_RULES,
  bucket: "product-images",
  freeQuota: { used: users.freeProductsUsed, limit: users.freeProductsLimit, usedKey: "freeProductsUsed" },
  columns: {
    name: "title",
    price: "price",
    category: "category",
    condition: "condition",
    description: "description",
    shopId: "shopId",
  },
};
