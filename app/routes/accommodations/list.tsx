import { CampusScopeBar } from "~/components/campus-scope-bar";
import { ListPageHeader } from "~/components/list-page-header";
import { FilterBar, PriceFields, SearchField, SelectField } from "~/components/filter-bar";
import { AccommodationCard } from "~/components/listing-cards";
import { ListResults } from "~/components/list-results";
import { listAccommodations } from "~/.server/domain/accommodations/list-accommodations";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { listCampusScope } from "~/.server/visitors/campus-scope";
import { ACCOMMODATION_CATEGORIES, ROOM_TYPES } from "~/lib/categories";
import { hasActiveFilters, parseAccommodationFilters } from "~/lib/listing-filters";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/list";

export function meta() {
  return [
    { title: pageTitle("Accommodations") },
    { name: "description", content: "Rooms, hostels and apartments near Tanzanian campuses, with monthly rent in TShs." },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseAccommodationFilters(new URL(request.url).searchParams);
  const scope = await listCampusScope(context, request);
  const [page, campuses] = await Promise.all([
    listAccommodations(context.db, { ...filters, campusIds: scope.campusIds }),
    listCampuses(context.db),
  ]);
  return { filters, page, campuses, scope };
}

export default function Accommodations({ loaderData }: Route.ComponentProps) {
  const { filters, page, campuses, scope } = loaderData;
  const active = hasActiveFilters(filters);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <ListPageHeader title="Accommodations" action={{ to: "/accommodations/post", label: "List Accommodation" }} />
      <div className="space-y-3">
        <CampusScopeBar scope={scope} campuses={campuses} noun="accommodations" />
        <FilterBar clearTo="/accommodations" active={active}>
          <SearchField defaultValue={filters.q} placeholder="Search by title, area or description..." />
          <SelectField name="category" label="Category" options={ACCOMMODATION_CATEGORIES} defaultValue={filters.category} anyLabel="All categories" />
          <SelectField name="roomType" label="Room type" options={ROOM_TYPES} defaultValue={filters.roomType} anyLabel="Any room type" />
          <PriceFields min={filters.minPrice} max={filters.maxPrice} label="Rent per month (TShs)" />
        </FilterBar>
      </div>
      <ListResults
        count={page.items.length}
        gridClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        page={page.page}
        hasMore={page.hasMore}
        label="Accommodations"
        filtered={active}
        empty={{ title: "No accommodations found", firstHint: "Be the first to list an accommodation!", action: { to: "/accommodations/post", label: "List Accommodation" } }}
      >
        {page.items.map((a) => (
          <AccommodationCard key={a.id} accommodation={a} />
        ))}
      </ListResults>
    </main>
  );
}
