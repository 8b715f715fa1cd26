import { data, Link } from "react-router";
import { Badge } from "~/components/badge";
import { FavoriteButton } from "~/components/favorite-button";
import { Gallery } from "~/components/gallery";
import { ArrowLeftIcon, CarIcon, CheckIcon, MapPinIcon, ShieldIcon, WifiIcon } from "~/components/icons";
import { OwnListingNotice } from "~/components/own-listing-notice";
import { PersonAvatar } from "~/components/person-avatar";
import { DetailErrorBoundary } from "~/components/route-error";
import { ShareButton } from "~/components/share-button";
import { WhatsappContact } from "~/components/whatsapp-contact";
import { getAccommodation } from "~/.server/domain/accommodations/get-accommodation";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { countDetailView } from "~/.server/visitors/listing-viewer";
import { orRespond } from "~/.server/http/error-response";
import { amenityIcon } from "~/lib/amenities";
import { formatDate } from "~/lib/dates";
import { formatPrice, formatRent } from "~/lib/money";
import { pageTitle } from "~/lib/site";
import { userTypeLabel } from "~/lib/user-type";
import type { Route } from "./+types/detail";

const AMENITY_ICONS = { wifi: WifiIcon, parking: CarIcon, security: ShieldIcon, check: CheckIcon };

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle("Accommodation not found") }];
  const { accommodation } = data;
  return [
    { title: pageTitle(accommodation.title) },
    { name: "description", content: `${formatRent(accommodation.price)} in ${accommodation.location}` },
    { property: "og:title", content: accommodation.title },
    { property: "og:image", content: accommodation.imageUrls[0] ?? "" },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  // A seller may look at their own listing whatever its status (a pending one is otherwise hidden).
  const accommodation = await orRespond(getAccommodation(context.db, params.id, user?.id ?? null));
  const photo = Number(new URL(request.url).searchParams.get("photo") ?? 0);
  const headers = await countDetailView(context, request, "accommodation", accommodation.id, user?.id ?? null);
  return data({ accommodation, photo: Number.isInteger(photo) ? photo : 0 }, { headers });
}

/** A first-time visitor's view counter cookie is set on the page itself. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary() {
  return <DetailErrorBoundary notFoundTitle="Accommodation not found" backTo="/accommodations" backLabel="Back to Accommodations" />;
}

export default function AccommodationDetail({ loaderData }: Route.ComponentProps) {
  const { accommodation: a, photo } = loaderData;
  const message = `Hello ${a.landlord.fullName}, I'm interested in "${a.title}" in ${a.location} listed on Chuo Market for ${formatPrice(a.price)} per month. Is it still available?`;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <Link to="/accommodations" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-emerald-700">
        <ArrowLeftIcon width={16} height={16} /> Back to Accommodations
      </Link>
      <OwnListingNotice status={a.status} editTo={`/accommodations/${a.id}/edit`} />
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <Gallery images={a.imageUrls} alt={a.title} initialIndex={photo} />
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            {a.roomType ? <Badge tone="sky">{a.roomType}</Badge> : null}
            <Badge>{a.category}</Badge>
          </div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{a.title}</h1>
          <p className="flex items-center gap-1 text-slate-600">
            <MapPinIcon width={18} height={18} /> {a.location}
          </p>
          <p className="text-3xl font-extrabold text-emerald-700">
            {formatPrice(a.price)}
            <span className="text-base font-medium text-slate-600">/month</span>
          </p>
          {a.description ? <p className="whitespace-pre-line leading-7 text-slate-700">{a.description}</p> : null}
          {a.address ? (
            <p className="text-sm text-slate-700">
              <span className="font-semibold">Address:</span> {a.address}
            </p>
          ) : null}
          {a.amenities.length > 0 ? (
            <section aria-labelledby="amenities">
              <h2 id="amenities" className="text-lg font-semibold">
                Amenities
              </h2>
              <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {a.amenities.map((amenity) => {
                  const Icon = AMENITY_ICONS[amenityIcon(amenity)];
                  return (
                    <li key={amenity} className="flex items-center gap-2 text-sm text-slate-700">
                      <Icon width={18} height={18} className="text-emerald-600" /> {amenity}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}

          <section aria-label="Landlord" className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-center gap-3">
              <PersonAvatar name={a.landlord.fullName} imageUrl={a.landlord.profileImageUrl} />
              <div>
                <Link to={`/user/${a.landlord.id}`} className="font-semibold text-slate-900 hover:text-emerald-700">
                  {a.landlord.fullName}
                </Link>
                <p className="text-sm text-slate-600">
                  {userTypeLabel(a.landlord.userType)} · Listed {formatDate(a.createdAt)}
                </p>
              </div>
            </div>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <WhatsappContact
                number={a.landlord.whatsappNumber}
                message={message}
                label="Contact Landlord"
                missing="This landlord hasn't provided a WhatsApp number."
              />
              <ShareButton title={a.title} text={`${a.title} - ${formatRent(a.price)}`} />
              <FavoriteButton kind="accommodation" id={a.id} label={a.title} variant="detail" />
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}
