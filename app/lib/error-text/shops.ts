import type { ErrorTextEntry } from ".";

/** Public shop pages. */
export const SHOP_ERROR_TEXT = {
  shop_not_found: { title: "Shop not found", description: "Shop not found" },
} satisfies Record<string, ErrorTextEntry>;
