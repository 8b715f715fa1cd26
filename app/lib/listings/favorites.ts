import { m } from "~/paraglide/messages";

/** What can be a favorite, and the favorite texts (docs/product.md#favorites). */
export const FAVORITE_KINDS = ["product", "accommodation", "shop"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export function isFavoriteKind(value: unknown): value is FavoriteKind {
  return typeof value === "string" && (FAVORITE_KINDS as readonly string[]).includes(value);
}

/** Getters: each text is worded when read, in the reader's language. */
export const FAVORITE_TEXT = {
  signedOutCard: {
    get title() {
      return m.listings_favorite_signed_out_card_title();
    },
    get description() {
      return m.listings_favorite_signed_out_card_description();
    },
  },
  signedOutDetail: {
    get title() {
      return m.listings_favorite_signed_out_detail_title();
    },
    get description() {
      return m.listings_favorite_signed_out_detail_description();
    },
  },
  added: {
    get title() {
      return m.listings_favorite_added_title();
    },
    get description() {
      return m.listings_favorite_added_description();
    },
  },
  removed: {
    get title() {
      return m.listings_favorite_removed_title();
    },
    get description() {
      return m.listings_favorite_removed_description();
    },
  },
  get failed() {
    return m.listings_favorite_failed();
  },
} as const;
