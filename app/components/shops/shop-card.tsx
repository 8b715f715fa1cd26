import { Link } from "react-router";
import { cardImageUrl } from "~/lib/shared/images";
import { m } from "~/paraglide/messages";
import { FavoriteButton } from "../listings/favorite-button";
import { CardImage } from "../listings/listing-image";
import { MapPinIcon, PhoneIcon } from "../shared/icons";
import { Badge } from "../ui/badge";
import { LinkButton } from "../ui/link-button";

/** A shop in a list (/shops, favourites, the home page): its own module, so product lists do not load it. */
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

export function ShopCard({
  shop,
  compact = false,
  priority = false,
}: {
  shop: ShopCardData;
  compact?: boolean;
  priority?: boolean;
}) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* The picture and the name open the shop too; the picture is out of the tab order, the name is its link. */}
      {!compact ? (
        <Link
          to={`/shops/${shop.id}`}
          tabIndex={-1}
          aria-hidden="true"
          aria-label={m.listings_view_shop_named({ name: shop.name })}
          className="block"
        >
          <CardImage src={shop.coverImageUrl ?? null} priority={priority} />
        </Link>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-3">
          <Link
            to={`/shops/${shop.id}`}
            tabIndex={-1}
            aria-hidden="true"
            aria-label={m.listings_view_shop_named({ name: shop.name })}
            className="shrink-0"
          >
            {shop.logoUrl ? (
              <img
                src={cardImageUrl(shop.logoUrl) ?? undefined}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="h-12 w-12 rounded-lg object-cover"
              />
            ) : (
              <div className="grid h-12 w-12 place-items-center rounded-lg bg-emerald-100 font-bold text-brand">
                {shop.name.slice(0, 1)}
              </div>
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
        {!compact ? (
          <p className="text-xs text-slate-500">
            {m.listings_shop_owner({ name: shop.ownerName ?? m.listings_shop_owner_unknown() })}
          </p>
        ) : null}
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
