import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { optionalText, requiredText, uuidField } from "../../shared/forms/fields";
import { formatPrice, toCents } from "../../shared/money";
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "../categories";

/** Largest price the money columns hold (numeric(14,2)). */
export const MAX_PRICE = "999999999999.99";

const TZS_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** A TZS amount as typed: digits with up to two decimals, at least 0 (the form's step 0.01). */
export const priceField = z.string().check(
  z.trim(),
  z.overwrite((v) => v.replace(/[,\s]/g, "")),
  z.regex(TZS_AMOUNT, { error: () => m.listings_price_invalid() }),
);

/**
 * The lowest price a product or an accommodation is listed at. Below it a listing is no sale at
 * all, and its fee would round to nothing; a shop's promotions and services keep priceField's 0.
 */
export const MIN_LISTING_PRICE = "100";

/** A listing's price: a TZS amount, at least MIN_LISTING_PRICE. */
export const listingPriceField = priceField.check(
  // A malformed amount already has its error from priceField; this one speaks only of well-formed ones.
  z.refine((v) => !TZS_AMOUNT.test(v) || toCents(v) >= toCents(MIN_LISTING_PRICE), {
    error: () => m.listings_price_too_low({ min: formatPrice(MIN_LISTING_PRICE) }),
  }),
);

/** The product form (post and edit), shared by the browser and the server. */
export const productSchema = z.object({
  name: requiredText(120, () => m.listings_product_name_required()),
  price: listingPriceField,
  category: z.enum(PRODUCT_CATEGORIES, { error: () => m.listings_category_required() }),
  condition: z.optional(z.enum(PRODUCT_CONDITIONS, { error: () => m.listings_condition_invalid() })),
  description: optionalText(2000),
  /** Shop owners may list the product under one of their shops. */
  shopId: z.optional(uuidField(() => m.listings_shop_unknown())),
});

export type ProductInput = z.infer<typeof productSchema>;
