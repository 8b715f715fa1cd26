import { Link, useLocation } from "react-router";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { listSellers, SELLER_SORTS } from "~/.server/domain/sellers/list-sellers";
import { CampusSelectField, FilterBar, SelectField } from "~/components/listings/filter-bar";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { PersonAvatar } from "~/components/shared/person-avatar";
import { cardClass } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkButton } from "~/components/ui/link-button";
import { VerifiedStudentBadge } from "~/components/verification/verified-student-badge";
import { SEARCH_MAX_LENGTH } from "~/lib/listings/listing-filters";
import { canonicalPath, sitePreviewMeta } from "~/lib/marketplace/share-preview";
import { activityTier, directoryBadge, memberFor, SELLER_TYPE_FILTERS } from "~/lib/sellers/people";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { readQuery, withPage } from "~/lib/shared/query-params";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/directory";

export function meta({ location, matches }: Route.MetaArgs) {
  const title = pageTitle(m.sellers_title());
  return [
    { title },
    ...sitePreviewMeta({
      matches,
      path: canonicalPath("/users", location.search),
      title,
      description: m.sellers_description(),
      locale: currentLocale(),
    }),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(new URL(request.url).searchParams);
  const q = query.text("q");
  const campusId = query.uuid("campus");
  const userType = query.oneOf(
    "type",
    SELLER_TYPE_FILTERS.map((t) => t.value),
  );
  // "Verified students": verified students now only (domain/verification/verified-student-now.ts).
  const verified = query.oneOf("verified", ["1"]) === "1";
  const sort = query.oneOf("sort", SELLER_SORTS) ?? "newest";
  // "Load More" shows `pages` pages at once; 50 of them (1,000 sellers) is as far as it goes.
  const pages = query.page("page", 50);
  const user = await getSessionUser(context, request);
  const [{ sellers, total }, campuses] = await Promise.all([
    listSellers(context.db, { q, campusId, userType, verified, sort, pages, excludeUserId: user?.id }),
    listCampuses(context.db),
  ]);
  return {
    filters: { q, campusId, userType, verified, sort },
    pages,
    sellers,
    total,
    now: new Date().toISOString(),
    campuses: campuses.map((c) => ({ id: c.id, label: `${c.shortName} - ${c.name}` })),
  };
}

const TIER_STYLE = {
  high: { ring: "ring-red-500", dot: "bg-red-500", label: m.sellers_tier_high },
  medium: { ring: "ring-amber-400", dot: "bg-amber-400", label: m.sellers_tier_medium },
  low: { ring: "ring-slate-300", dot: "bg-slate-300", label: m.sellers_tier_low },
} as const;

export default function SellerDirectory({ loaderData }: Route.ComponentProps) {
  const { filters, sellers, total, pages, campuses, now } = loaderData;
  const hasMore = sellers.length < total;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{m.sellers_title()}</h1>
      <p className="mt-1 text-slate-600">{m.sellers_found({ count: total })}</p>
      {/* Changing a filter submits page 1 again (the form has no page field). */}
      <div className="mt-4">
        <FilterBar
          clearTo="/users"
          activeCount={[filters.campusId, filters.userType, filters.verified || undefined].filter(Boolean).length}
          search={{
            defaultValue: filters.q,
            placeholder: m.sellers_search_placeholder(),
            label: m.sellers_search_label(),
            maxLength: SEARCH_MAX_LENGTH,
          }}
        >
          <CampusSelectField
            label={m.sellers_campus()}
            anyLabel={m.sellers_all_campuses()}
            campuses={campuses}
            defaultValue={filters.campusId}
          />
          <SelectField
            name="type"
            label={m.sellers_type()}
            anyLabel={m.sellers_all_types()}
            options={SELLER_TYPE_FILTERS}
            defaultValue={filters.userType ?? ""}
          />
          <SelectField
            name="sort"
            label={m.sellers_sort()}
            options={[
              { value: "newest", label: m.sellers_sort_newest() },
              { value: "rating", label: m.sellers_sort_rating() },
            ]}
            defaultValue={filters.sort}
          />
          <Checkbox
            name="verified"
            value="1"
            row
            label={m.verification_filter_verified()}
            defaultChecked={filters.verified}
            className="col-span-2 self-end"
          />
        </FilterBar>
      </div>

      <section aria-labelledby="sellers-heading" className="mt-6">
        <h2 id="sellers-heading" className="sr-only">
          {m.sellers_heading()}
        </h2>
        {sellers.length === 0 ? (
          <EmptyState title={m.sellers_empty_title()} hint={m.sellers_empty_hint()} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {sellers.map((s) => {
              const listings = s.productCount + s.accommodationCount;
              const tier = TIER_STYLE[activityTier(listings)];
              return (
                <li key={s.id} className={cardClass("sm", "flex flex-col")}>
                  <div className="flex items-center gap-3">
                    <span className={`relative rounded-full ring-2 ring-offset-2 ${tier.ring}`}>
                      <PersonAvatar name={s.fullName} imageUrl={s.profileImageUrl} />
                      <span
                        className={`absolute -right-0.5 -top-0.5 h-3 w-3 rounded-full border-2 border-white ${tier.dot}`}
                        title={tier.label()}
                      />
                    </span>
                    <div className="min-w-0">
                      <h3 className="truncate font-semibold text-slate-900">{s.fullName}</h3>
                      <p className="text-xs text-slate-500">
                        {directoryBadge(s.userType)} · <span className="sr-only">{m.sellers_activity()} </span>
                        {tier.label()}
                      </p>
                      <VerifiedStudentBadge university={s.verifiedUniversity} className="mt-1" />
                      {s.rating ? (
                        <RatingSummary rating={{ average: Number(s.rating[0]), count: Number(s.rating[1]) }} />
                      ) : null}
                    </div>
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                    <div>
                      <dt className="text-slate-500">{m.sellers_campus()}</dt>
                      <dd>{s.campusShortName ?? m.sellers_not_set()}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">{m.sellers_member_for()}</dt>
                      <dd>{memberFor(s.createdAt, new Date(now))}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">{m.sellers_products()}</dt>
                      <dd>{s.productCount}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">{m.sellers_accommodations()}</dt>
                      <dd>{s.accommodationCount}</dd>
                    </div>
                  </dl>
                  <Link
                    to={`/user/${s.id}`}
                    className="mt-4 flex min-h-11 items-center justify-center rounded-md border border-brand px-3 py-2 text-center text-sm font-semibold text-brand hover:bg-emerald-50"
                  >
                    {m.sellers_view_profile()}
                    <span className="sr-only"> {m.sellers_view_profile_of({ name: s.fullName })}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {hasMore ? (
          <div className="mt-6 text-center">
            <LoadMore pages={pages} />
          </div>
        ) : null}
      </section>
    </main>
  );
}

function LoadMore({ pages }: { pages: number }) {
  const location = useLocation();
  return (
    <LinkButton to={withPage(new URLSearchParams(location.search), pages + 1)} preventScrollReset replace>
      {m.sellers_load_more()}
    </LinkButton>
  );
}
