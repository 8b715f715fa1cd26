import { m } from "~/paraglide/messages";
import type { ListingKindRules } from "./rules";

export const ACCOMMODATION_RULES = {
  kind: "accommodation",
  path: "/accommodations",
  myListingsPath: "/my-listings?tab=accommodations",
  pricedMonthly: true,
  maxPhotos: 10,
  statuses: ["active", "inactive", "pending", "rented"],
  feeRate: { numerator: 1n, denominator: 100n },
  listsUnderShop: false,
  premiumShopListsFree: false,
  titleField: "title",
  requiredFields: ["title", "price", "location"],
  /** Words are read when shown, so each is in the reader's language (getters, never stored strings). */
  text: {
    get one() {
      return m.listings_accommodation_one();
    },
    get many() {
      return m.listings_accommodation_many();
    },
    get withArticle() {
      return m.listings_accommodation_with_article();
    },
    get heading() {
      return m.listings_accommodation_heading();
    },
    get titleLabel() {
      return m.listings_accommodation_title_label();
    },
    get postTitle() {
      return m.listings_accommodation_post_title();
    },
    get editTitle() {
      return m.listings_accommodation_edit_title();
    },
    get postButton() {
      return m.listings_accommodation_post_button();
    },
    get updateButton() {
      return m.listings_accommodation_update_button();
    },
    get posting() {
      return m.listings_accommodation_posting();
    },
    get invalidTitle() {
      return m.listings_accommodation_invalid_title();
    },
    get loadFailed() {
      return m.listings_accommodation_load_failed();
    },
    get notFoundTitle() {
      return m.listings_accommodation_not_found();
    },
    get backToList() {
      return m.listings_accommodation_back_to_list();
    },
    get priceLabel() {
      return m.listings_accommodation_price_label();
    },
    get feeRate() {
      return m.listings_accommodation_fee_rate();
    },
    get deleteTitle() {
      return m.listings_accommodation_delete_title();
    },
    get deleteQuestion() {
      return m.listings_accommodation_delete_question();
    },
    get deleted() {
      return m.listings_accommodation_deleted();
    },
    mine: {
      get tab() {
        return m.listings_accommodation_mine_tab();
      },
      get listLabel() {
        return m.listings_accommodation_mine_list_label();
      },
      get emptyTitle() {
        return m.listings_accommodation_mine_empty_title();
      },
      get emptyHint() {
        return m.listings_accommodation_mine_empty_hint();
      },
      get emptyAction() {
        return m.listings_accommodation_mine_empty_action();
      },
    },
    empty: {
      get title() {
        return m.listings_accommodation_empty_title();
      },
      get firstHint() {
        return m.listings_accommodation_empty_first_hint();
      },
      get action() {
        return m.listings_accommodation_empty_action();
      },
    },
  },
  notices: {
    posted: "accommodation-posted",
    pending: "accommodation-pending",
    updated: "accommodation-updated",
    notFound: "accommodation-not-found",
  },
} as const satisfies ListingKindRules<"accommodation">;
