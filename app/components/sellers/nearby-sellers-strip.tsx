import { Link } from "react-router";
import { formatSellerDistance } from "~/lib/campuses/geo";
import { activityTier } from "~/lib/sellers/people";
import { m } from "~/paraglide/messages";
import { PersonAvatar } from "../shared/person-avatar";

const RING = { high: "ring-red-500", medium: "ring-amber-400", low: "ring-slate-300" } as const;

interface StripSeller {
  id: string;
  fullName: string;
  profileImageUrl: string | null;
  campusShortName: string;
  listings: number;
  distanceKm: number | null;
}

/** Sellers near the viewer's campus, as a strip of faces; hidden when there is nobody to show. */
export function NearbySellersStrip({ sellers }: { sellers: StripSeller[] }) {
  if (sellers.length === 0) return null;
  return (
    <section aria-labelledby="nearby-sellers" className="mx-auto max-w-7xl px-4 pt-10">
      <div className="mb-3 flex items-end justify-between">
        <h2 id="nearby-sellers" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {m.listings_nearby_sellers()}
        </h2>
        <Link to="/users" className="inline-flex min-h-6 items-center text-sm font-semibold text-brand hover:underline">
          {m.listings_all_sellers()}
        </Link>
      </div>
      <ul className="flex gap-4 overflow-x-auto pb-2">
        {sellers.map((s) => (
          <li key={s.id} className="w-24 shrink-0 text-center">
            <Link to={`/user/${s.id}`} className="group block">
              <span
                className={`mx-auto block w-fit rounded-full ring-2 ring-offset-2 ${RING[activityTier(s.listings)]}`}
              >
                <PersonAvatar name={s.fullName} imageUrl={s.profileImageUrl} size={56} />
              </span>
              <span className="mt-2 block truncate text-sm font-medium text-slate-900 group-hover:text-brand">
                {s.fullName}
              </span>
              {/*
                Our words wrap rather than cut: Kiswahili puts the count after its noun, and "Kwenye
                kampasi yako" is wider than a face, so one truncated line would lose the point.
              */}
              <span className="block text-xs leading-tight text-slate-500">
                {s.distanceKm === null ? s.campusShortName : formatSellerDistance(s.distanceKm)}
              </span>
              <span className="block text-xs leading-tight text-slate-500">
                {m.listings_nearby_seller_listings({ count: s.listings })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
