import { m } from "~/paraglide/messages";
import type { ListingKindText } from "./rules";

/**
 * The accommodations' words, as getters over the catalogue (messages/listings): every read is worded in the
 * reader's language. Kept apart from the kind's rules so a page that needs only the rules (a card,
 * a path) does not carry every word of the kind in both languages.
 */
export const ACCOMMODATION_TEXT = {
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
  get notFoundMessage() {
    return m.listings_accommodation_maybe_removed();
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
} as const satisfies ListingKindText;
