import type { ListingFilters } from "~/lib/listing-filters";
import { PriceFields, SearchField, SelectField } from "../filter-bar";
import type { ListingListView } from "./list-view";

/** A kind's filter bar: search, its own choices, price, and the filters it carries unseen. */
export function ListingFilterFields({ view, filters }: { view: ListingListView; filters: ListingFilters }) {
  const values: Record<string, unknown> = { ...filters };
  const hidden = view.hiddenFilters?.(filters) ?? {};
  return (
    <>
      <SearchField defaultValue={filters.q} placeholder={view.searchPlaceholder()} />
      {view.selects.map((select) => (
        <SelectField
          key={select.name}
          name={select.name}
          label={select.label()}
          options={select.options}
          optionLabel={select.optionLabel}
          defaultValue={values[select.name] as string | undefined}
          anyLabel={select.anyLabel()}
        />
      ))}
      <PriceFields min={filters.minPrice} max={filters.maxPrice} label={view.priceLabel?.()} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
