import { userTypeLabel } from "~/lib/accounts/user-type";
import { amenityIcon } from "~/lib/listings/amenities";
import { accommodationCategoryLabel } from "~/lib/listings/labels/accommodation-category-labels";
import { roomTypeLabel } from "~/lib/listings/labels/room-type-labels";
import { isListedPublicly } from "~/lib/listings/listing-status";
import { formatDate } from "~/lib/shared/dates";
import { formatPrice, formatRent } from "~/lib/shared/money";
import { m } from "~/paraglide/messages";
import { MessageSellerLink } from "../../messages/message-seller-link";
import { WhatsappContact } from "../../messages/whatsapp-contact";
import { CarIcon, CheckIcon, MapPinIcon, ShieldIcon, WifiIcon } from "../../shared/icons";
import { ShareButton } from "../../shared/share-button";
import { Badge } from "../../ui/badge";
import { FavoriteButton } from "../favorite-button";
import type { ListingDetailData } from "./listing-detail-data";
import { ListingPerson } from "./listing-person";

const AMENITY_ICONS = { wifi: WifiIcon, parking: CarIcon, security: ShieldIcon, check: CheckIcon };

/** What an accommodation page says beside its photos. */
export function AccommodationDetail({ listing: a }: { listing: ListingDetailData }) {
  const landlord = a.seller;
  const location = a.location ?? "";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        {a.roomType ? <Badge tone="sky">{roomTypeLabel(a.roomType)}</Badge> : null}
        <Badge>{accommodationCategoryLabel(a.category)}</Badge>
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{a.title}</h1>
      <p className="flex items-center gap-1 text-slate-600">
        <MapPinIcon width={18} height={18} /> {location}
      </p>
      <p className="text-3xl font-extrabold text-brand">
        {formatPrice(a.price)}
        <span className="text-base font-medium text-slate-600">{m.listings_per_month_suffix()}</span>
      </p>
      {a.description ? <p className="whitespace-pre-line leading-7 text-slate-700">{a.description}</p> : null}
      {a.address ? (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{m.listings_address()}</span> {a.address}
        </p>
      ) : null}
      {a.amenities.length > 0 ? (
        <section aria-labelledby="amenities">
          <h2 id="amenities" className="text-lg font-semibold">
            {m.listings_amenities()}
          </h2>
          <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {a.amenities.map((amenity) => {
              const Icon = AMENITY_ICONS[amenityIcon(amenity)];
              return (
                <li key={amenity} className="flex items-center gap-2 text-sm text-slate-700">
                  <Icon width={18} height={18} className="text-brand" /> {amenity}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <ListingPerson
        label={m.listings_landlord()}
        person={landlord}
        subtitle={`${userTypeLabel(landlord.userType)} · ${m.listings_listed_on({ date: formatDate(a.createdAt) })}`}
      >
        {/* Rented, expired or not yet live: nothing to contact anyone about. */}
        {isListedPublicly(a.status) ? (
          <>
            <WhatsappContact
              kind="listing"
              id={a.id}
              way={landlord.contactWay}
              label={m.listings_contact_landlord()}
              missing={m.listings_landlord_no_whatsapp()}
            />
            <MessageSellerLink listingId={a.id} sellerId={landlord.id} sellerName={landlord.fullName} />
            <ShareButton title={a.title} text={`${a.title} - ${formatRent(a.price)}`} />
            <FavoriteButton kind="accommodation" id={a.id} label={a.title} variant="detail" />
          </>
        ) : null}
      </ListingPerson>
    </div>
  );
}
