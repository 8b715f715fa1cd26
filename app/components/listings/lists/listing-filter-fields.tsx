import type { AppliedSort, ListingFilters, ListSort } from "~/lib/listings/listing-filters";
import { m } from "~/paraglide/messages";
import { PriceFields, SelectField } from "../filter-bar";
import type { ListingListView } from "./list-view";

/** A kind's filters (the search box is the bar's own): its choices, price, sort, and the filters it carries unseen. */
export function ListingFilterFields({
  view,
  filters,
  sort,
}: {
  view: ListingListView;
  filters: ListingFilters;
  sort: { applied: AppliedSort; nearest: boolean };
}) {
  const values: Record<string, unknown> = { ...filters };
  const hidden = view.hiddenFilters?.(filters) ?? {};
  return (
    <>
      {view.selects.map((select) => (
        <SelectField
          key={select.name}
          name={select.name}
          label={select.label()}
          options={select.options}
          optionLabel={select.optionLabel}
          defaultValue={values[select.name] as string | undefined}
          anyLabel={select.anyLabel()}
          // A whole row on a phone: half of 360 px cuts Kiswahili choices ("Kategoria zot").
          className="col-span-2 md:col-span-1"
        />
      ))}
      <PriceFields min={filters.minPrice} max={filters.maxPrice} label={view.priceLabel?.()} />
      <SortField q={filters.q} {...sort} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

const SORT_LABELS: Record<ListSort, () => string> = {
  newest: m.listings_sort_newest,
  price_asc: m.listings_sort_price_asc,
  price_desc: m.listings_sort_price_desc,
  nearest: m.listings_sort_nearest,
};

/**
 * The list's order, in the same GET form as the filters so a sorted list is a link, paging keeps
 * it, and it works without JavaScript. The blank choice is the default order: the best match when
 * searching, else newest first; "nearest" only when there is a campus to measure from.
 */
function SortField({ q, applied, nearest }: { q?: string; applied: AppliedSort; nearest: boolean }) {
  const byDefault = q ? "relevance" : "newest";
  const options: ListSort[] = [
    ...(q ? (["newest"] as const) : []),
    "price_asc",
    "price_desc",
    ...(nearest ? (["nearest"] as const) : []),
  ];
  const value = applied === byDefault ? undefined : applied;
  return (
    <SelectField
      key={value ?? ""}
      name="sort"
      label={m.listings_sort_label()}
      options={options}
      optionLabel={(option) => SORT_LABELS[option as ListSort]()}
      defaultValue={value}
      anyLabel={q ? m.listings_sort_best_match() : m.listings_sort_newest()}
      submitOnChange
      className="col-span-2 md:col-span-1"
    />
  );
}
