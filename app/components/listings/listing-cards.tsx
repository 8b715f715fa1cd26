import type { ComponentType } from "react";
import { Link } from "react-router";
import { isListingKind, LISTING_KIND_RULES, listingPath } from "~/lib/listings/kinds";
import { formatPrice, formatRent } from "~/lib/shared/money";
import { m } from "~/paraglide/messages";
import { RatingSummary } from "../reviews/rating-summary";
import { MapPinIcon } from "../shared/icons";
import { VerifiedStudentBadge } from "../verification/verified-student-badge";
import { FavoriteButton } from "./favorite-button";
import { CardImage } from "./listing-image";

export interface ListingCardData {
  id: string;
  kind: string;
  title: string;
  price: string;
  category: string;
  condition?: string | null;
  location?: string | null;
  roomType?: string | null;
  imageUrl: string | null;
  sellerName?: string;
  /** The seller's campus, short: where the item is. */
  campusShortName?: string | null;
  /** The seller's university while they are a verified student ("Verified Student · UDSM"). */
  verifiedUniversity?: string | null;
  /** The seller's rating: [average, how many students], null before any review. */
  sellerRating?: [number, number] | null;
}

// Cards do not prefetch their detail page: opening one counts a view, and a hover is not a view.
/** A listing in a list, whatever its kind: its photo, badges, title, price and a heart. */
/**
 * `showSeller` is off where the page is already about the seller or their shop. `Badges` words the
 * kind's labels (app/components/listings/badges/): a page of one kind loads only that kind's words.
 */
export function ListingCard({
  listing,
  Badges,
  showSeller = true,
  priority = false,
}: {
  listing: ListingCardData;
  Badges: ComponentType<{ listing: ListingCardData }>;
  showSeller?: boolean;
  /** One of a list's first cards, on the first screen: its photo is asked for first (CardImage). */
  priority?: boolean;
}) {
  const kind = isListingKind(listing.kind) ? listing.kind : "product";
  const isPlace = kind === "accommodation";
  // Where it is: a room's area and campus, an item's campus.
  const place = [listing.location, listing.campusShortName].filter(Boolean).join(" · ");
  return (
    <article className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link
        to={listingPath(kind, listing.id)}
        className="block focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
      >
        <CardImage src={listing.imageUrl} priority={priority} />
        <div className="space-y-1 p-3">
          <Badges listing={listing} />
          <h3 className="line-clamp-2 font-semibold text-slate-900">{listing.title}</h3>
          {place ? (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPinIcon width={14} height={14} className="shrink-0" /> <span className="truncate">{place}</span>
            </p>
          ) : null}
          <p className="font-bold text-brand">
            {LISTING_KIND_RULES[kind].pricedMonthly ? formatRent(listing.price) : formatPrice(listing.price)}
          </p>
          {!isPlace && showSeller && listing.sellerName ? (
            <p className="truncate text-xs text-slate-500">
              {m.listings_card_by()} <bdi>{listing.sellerName}</bdi>
            </p>
          ) : null}
          {showSeller && listing.sellerRating ? (
            <RatingSummary
              rating={{ average: Number(listing.sellerRating[0]), count: Number(listing.sellerRating[1]) }}
              className="text-xs"
            />
          ) : null}
          {showSeller ? <VerifiedStudentBadge university={listing.verifiedUniversity} /> : null}
        </div>
      </Link>
      <div className="absolute right-2 top-2">
        <FavoriteButton kind={kind} id={listing.id} label={listing.title} />
      </div>
    </article>
  );
}
