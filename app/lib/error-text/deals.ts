import type { DealReason } from "~/.server/domain/listings/deals/reasons";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, kindRules, textOf, words } from "./placeholders";

/** Marking a listing sold or rented, and putting it back up (app/.server/domain/listings/deals/). */
export const DEAL_ERROR_TEXT = {
  deal_listing_not_live: (values) => ({
    title: m.errors_title_error(),
    description:
      kindRules(values.kind).kind === "accommodation"
        ? m.listings_error_not_live_accommodation()
        : m.listings_error_not_live_product(),
  }),
  deal_buyer_not_eligible: words(m.errors_title_error, m.listings_error_buyer),
  deal_not_closed: words(m.errors_title_error, m.listings_error_not_closed),
  deal_not_yours: words(m.errors_title_not_found, m.listings_error_deal_not_yours),
  deal_relist_too_late: (values) => ({
    title: m.errors_title_error(),
    description: m.listings_error_too_late({ days: textOf(values, "days") }),
  }),
} satisfies Record<DealReason, ErrorMessage>;
