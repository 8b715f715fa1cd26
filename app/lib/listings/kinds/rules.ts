import type { ToastKey } from "../../toast-text";
import type { ListingStatus } from "../listing-status";

/** What says which thing a listing is, for a free slot's waiver (app/lib/payments/listing-fee.ts, feeAfterEdit). */
export interface ListingThing {
  category: string;
  /** Accommodations only: free text, the list's "room type" filter. */
  roomType?: string | null;
}

/**
 * What the browser and the server both know about a kind of listing: where it lives, its limits,
 * its fee and its words (docs/product.md#selling). The database side (bucket, quota columns, form -> columns)
 * is in app/.server/domain/listings/kinds/.
 */
export interface ListingKindRules<Kind extends string = string> {
  kind: Kind;
  /** The list's path; a listing is at `${path}/${id}`, its form at `${path}/post` and `${path}/${id}/edit`. */
  path: string;
  /** Where the seller's own listings of this kind are shown. */
  myListingsPath: string;
  maxPhotos: number;
  /** Its price is per month (rent), shown as "TShs 120,000/month". */
  pricedMonthly: boolean;
  /** Every status the database accepts for this kind; the last is "the deal is done". */
  statuses: readonly ListingStatus[];
  /** The listing fee as a fraction of the price (docs/product.md#fees), computed exactly with BigInt. */
  feeRate: { numerator: bigint; denominator: bigint };
  /** Whether a seller may list it under one of their shops. */
  listsUnderShop: boolean;
  /** Whether a seller with an active premium (or trial) shop lists this kind free. */
  premiumShopListsFree: boolean;
  /** The form's field that holds the listing's title ("name" for a product). */
  titleField: string;
  toasts: { posted: ToastKey; pending: ToastKey; updated: ToastKey; freeEnded: ToastKey; notFound: ToastKey };
  /**
   * Whether an edit leaves the listing the same thing (before, as stored; after, as saved): a
   * listing posted on a free slot stays free only while it is (app/lib/payments/listing-fee.ts).
   */
  sameThing(before: ListingThing, after: ListingThing): boolean;
}

/**
 * A kind's words (app/lib/listings/kinds/<kind>-text.ts, LISTING_KIND_TEXT): getters over the
 * catalogue (messages/listings), so every read is worded in the reader's language; never copy
 * them into a module-level value.
 */
export interface ListingKindText {
  /** "product", "products": for sentences. */
  one: string;
  many: string;
  /** "a product", "an accommodation": one of them, in a sentence. */
  withArticle: string;
  /** "Products": headings, links, the list page. */
  heading: string;
  /** The title field's label ("Product name"). */
  titleLabel: string;
  postTitle: string;
  editTitle: string;
  postButton: string;
  updateButton: string;
  posting: string;
  /** The toast title when the form does not validate. */
  invalidTitle: string;
  loadFailed: string;
  notFoundTitle: string;
  /** Under the title: what may have become of it (in Kiswahili agreeing with the kind's noun). */
  notFoundMessage: string;
  backToList: string;
  priceLabel: string;
  feeRate: string;
  deleteTitle: string;
  deleteQuestion: string;
  deleted: string;
  /** My Listings when the seller has none of this kind, and its list's label. */
  mine: { tab: string; listLabel: string; emptyTitle: string; emptyHint: string; emptyAction: string };
  /** What the listing's page shows when there are none. */
  empty: { title: string; firstHint: string; action: string };
}
