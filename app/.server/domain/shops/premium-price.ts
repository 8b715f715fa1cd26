import { fromCents } from "~/lib/shared/money";
import { PREMIUM_SHOP_PRICE_TZS } from "~/lib/shared/site";

/** A month of the premium plan (docs/product.md#subscriptions), as the numeric columns hold money. */
export const PREMIUM_PRICE = fromCents(BigInt(PREMIUM_SHOP_PRICE_TZS) * 100n);
