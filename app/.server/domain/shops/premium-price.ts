import { fromCents } from "~/lib/money";
import { PREMIUM_SHOP_PRICE_TZS } from "~/lib/site";

/** A month of the premium plan (docs/product.md#subscriptions), as the numeric columns hold money. */
export const PREMIUM_PRICE = fromCents(BigInt(PREMIUM_SHOP_PRICE_TZS) * 100n);
