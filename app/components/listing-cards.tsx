import { Link } from "react-router";
import { productCategoryLabel, productConditionLabel } from "~/lib/category-labels/product-labels";
import { roomTypeLabel } from "~/lib/category-labels/room-type-labels";
import { cardImageUrl } from "~/lib/images";
import { isListingKind, LISTING_KIND_RULES, listingPath } from "~/lib/listing-kinds";
import { formatPrice, formatRent } from "~/lib/money";
import { m } from "~/paraglide/messages";
import { FavoriteButton } from "./favorite-button";
import { MapPinIcon, PhoneIcon } from "./icons";
import { CardImage } from "./listing-image";
import { Badge } from "./ui/badge";
import { LinkButton } from "./ui/link-button";

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
}

// Cards do not prefetch their detail page: opening one counts a view, and a hover is not a view.
/** A listing in a list, whatever its kind: its photo, badges, title, price and a heart. */
/** `showSeller` is off where the page is already about the seller or their shop. */
export function ListingCard({ listing, showSeller = true }: { listing: ListingCardData; showSeller?: boolean }) {
  const kind = isListingKind(listing.kind) ? listing.kind : "product";
  const isPlace = kind === "accommodation";
  // Where it is: a room's area and campus, an item's campus.
  const place = [listing.location, listing.campusShortName].filter(Boolean).join(" · ");
  return (
    <article className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={listingPath(kind, listing.id)} className="block focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500">
        <CardImage src={listing.imageUrl} />
        <div className="space-y-1 p-3">
          {isPlace ? (
            listing.roomType ? (
              <Badge tone="sky">{roomTypeLabel(listing.roomType)}</Badge>
            ) : null
          ) : (
            <div className="flex flex-wrap gap-1">
              <Badge tone="emerald">{productCategoryLabel(listing.category)}</Badge>
              {listing.condition ? <Badge>{productConditionLabel(listing.condition)}</Badge> : null}
            </div>
          )}
          <h3 className="line-clamp-2 font-semibold text-slate-900">{listing.title}</h3>
          {place ? (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPinIcon width={14} height={14} className="shrink-0" /> <span className="truncate">{place}</span>
            </p>
          ) : null}
          <p className="font-bold text-brand">{LISTING_KIND_RULES[kind].pricedMonthly ? formatRent(listing.price) : formatPrice(listing.price)}</p>
          {!isPlace && showSeller && listing.sellerName ? (
            <p className="truncate text-xs text-slate-500">
              {m.listings_card_by()} <bdi>{listing.sellerName}</bdi>
            </p>
          ) : null}
        </div>
      </Link>
      <div className="absolute right-2 top-2">
        <FavoriteButton kind={kind} id={listing.id} label={listing.title} />
      </div>
    </article>
  );
}

interface ShopCardData {
  id: string;
  name: string;
  description: string | null;
  location: string;
  phoneNumber?: string | null;
  logoUrl: string | null;
  coverImageUrl?: string | null;
  isPremium: boolean;
  ownerName?: string | null;
}

export function ShopCard({ shop, compact = false }: { shop: ShopCardData; compact?: boolean }) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* The picture and the name open the shop too; the picture is out of the tab order, the name is its link. */}
      {!compact ? (
        <Link to={`/shops/${shop.id}`} tabIndex={-1} aria-hidden="true" aria-label={m.listings_view_shop_named({ name: shop.name })} className="block">
          <CardImage src={shop.coverImageUrl ?? null} />
        </Link>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-3">
          <Link to={`/shops/${shop.id}`} tabIndex={-1} aria-hidden="true" aria-label={m.listings_view_shop_named({ name: shop.name })} className="shrink-0">
            {shop.logoUrl ? (
              <img src={cardImageUrl(shop.logoUrl) ?? undefined} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-lg object-cover" />
            ) : (
              <div className="grid h-12 w-12 place-items-center rounded-lg bg-emerald-100 font-bold text-brand">{shop.name.slice(0, 1)}</div>
            )}
          </Link>
          <div className="min-w-0">
            <h3 className="truncate font-semibold text-slate-900">
              <Link to={`/shops/${shop.id}`} className="block truncate hover:text-brand hover:underline">
                {shop.name}
              </Link>
            </h3>
            <p className="flex items-center gap-1 truncate text-sm text-slate-600">
              <MapPinIcon width={14} height={14} /> {shop.location}
            </p>
          </div>
        </div>
        {shop.isPremium ? (
          <div>
            <Badge tone="amber">{m.listings_shop_premium()}</Badge>
          </div>
        ) : null}
        {shop.description ? <p className="line-clamp-2 text-sm text-slate-600">{shop.description}</p> : null}
        {!compact && shop.phoneNumber ? (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <PhoneIcon width={14} height={14} /> {shop.phoneNumber}
          </p>
        ) : null}
        {!compact ? <p className="text-xs text-slate-500">{m.listings_shop_owner({ name: shop.ownerName ?? m.listings_shop_owner_unknown() })}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <LinkButton to={`/shops/${shop.id}`} size="sm" aria-label={m.listings_view_shop_named({ name: shop.name })}>
            {m.listings_view_shop()}
          </LinkButton>
          <FavoriteButton kind="shop" id={shop.id} label={shop.name} />
        </div>
      </div>
    </article>
  );
}
