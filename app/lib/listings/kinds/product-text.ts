import { m } from "~/paraglide/messages";
import type { ListingKindText } from "./rules";

/**
 * The products' words, as getters over the catalogue (messages/listings): every read is worded in the
 * reader's language. Kept apart from the kind's rules so a page that needs only the rules (a card,
 * a path) does not carry every word of the kind in both languages.
 */
export const PRODUCT_TEXT = {
  get one() {
    return m.listings_product_one();
  },
  get many() {
    return m.listings_product_many();
  },
  get withArticle() {
    return m.listings_product_with_article();
  },
  get heading() {
    return m.listings_product_heading();
  },
  get titleLabel() {
    return m.listings_product_title_label();
  },
  get postTitle() {
    return m.listings_product_post_title();
  },
  get editTitle() {
    return m.listings_product_edit_title();
  },
  get postButton() {
    return m.listings_product_post_button();
  },
  get updateButton() {
    return m.listings_product_update_button();
  },
  get posting() {
    return m.listings_product_posting();
  },
  get invalidTitle() {
    return m.listings_product_invalid_title();
  },
  get loadFailed() {
    return m.listings_product_load_failed();
  },
  get notFoundTitle() {
    return m.listings_product_not_found();
  },
  get notFoundMessage() {
    return m.listings_product_maybe_removed();
  },
  get backToList() {
    return m.listings_product_back_to_list();
  },
  get priceLabel() {
    return m.listings_product_price_label();
  },
  get feeRate() {
    return m.listings_product_fee_rate();
  },
  get deleteTitle() {
    return m.listings_product_delete_title();
  },
  get deleteQuestion() {
    return m.listings_product_delete_question();
  },
  get deleted() {
    return m.listings_product_deleted();
  },
  mine: {
    get tab() {
      return m.listings_product_mine_tab();
    },
    get listLabel() {
      return m.listings_product_mine_list_label();
    },
    get emptyTitle() {
      return m.listings_product_mine_empty_title();
    },
    get emptyHint() {
      return m.listings_product_mine_empty_hint();
    },
    get emptyAction() {
      return m.listings_product_mine_empty_action();
    },
  },
  empty: {
    get title() {
      return m.listings_product_empty_title();
    },
    get firstHint() {
      return m.listings_product_empty_first_hint();
    },
    get action() {
      return m.listings_product_empty_action();
    },
  },
} as const satisfies ListingKindText;
