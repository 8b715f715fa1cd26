import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ChevronDownIcon } from "~/components/shared/icons";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { m } from "~/paraglide/messages";

const fieldClass = "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** The one filter form of a list page; the search box above the disclosure belongs to it by this id. */
const FILTER_FORM = "list-filters";

/**
 * The top of a list on a phone: the search box and a "Filters" disclosure that shows how many
 * filters are on, so the first row of results is on the first screen. A GET form: filters become
 * the URL query, a link that works without JavaScript; a `<details>` opens without it too.
 * `before` sits inside the disclosure above the form: the campus choice, a form of its own.
 */
export function FilterBar({
  children,
  clearTo,
  activeCount,
  clearable = activeCount > 0,
  search,
  before,
}: {
  children: ReactNode;
  clearTo: string;
  /** How many filters narrow the list now (the search box and the sort are not counted). */
  activeCount: number;
  /** Whether "Clear" (back to `clearTo`) would undo any of them: a visitor's campus is a cookie it keeps. */
  clearable?: boolean;
  search: { defaultValue?: string; placeholder: string; label?: string; maxLength?: number };
  before?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === clearTo.split("?")[0];
  return (
    <search className="block space-y-2">
      <div className="flex gap-2">
        <label htmlFor="filter-q" className="sr-only">
          {search.label ?? m.listings_filter_search()}
        </label>
        <input
          id="filter-q"
          form={FILTER_FORM}
          type="search"
          name="q"
          defaultValue={search.defaultValue}
          placeholder={search.placeholder}
          maxLength={search.maxLength ?? 100}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        />
        <Button type="submit" form={FILTER_FORM} size="md">
          {busy ? m.listings_filter_searching() : m.listings_filter_search()}
        </Button>
      </div>
      <details className={cardClass("sm", "group")}>
        {/* Styled as a row, a summary loses its triangle: the chevron says it opens. */}
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-slate-800">
          <span>{activeCount > 0 ? m.listings_filters_on({ count: activeCount }) : m.listings_filters()}</span>
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-3 space-y-3">
          {before}
          <Form id={FILTER_FORM} method="get" className="grid grid-cols-2 gap-3 md:grid-cols-6">
            {children}
            <div className="col-span-2 flex items-end gap-2 md:col-span-1">
              <Button type="submit" className="flex-1">
                {m.listings_filter_apply()}
              </Button>
              {clearable ? (
                <Link
                  to={clearTo}
                  className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
                >
                  {m.listings_filter_clear()}
                </Link>
              ) : null}
            </div>
          </Form>
        </div>
      </details>
    </search>
  );
}

/** `optionLabel` words each stored value for the reader (a category's name in their language); the value sent stays as stored. */
export function SelectField({
  name,
  label,
  options,
  defaultValue,
  anyLabel,
  optionLabel = (value) => value,
  submitOnChange = false,
  className,
}: {
  name: string;
  label: string;
  /** Values shown through `optionLabel`, or values with their own labels (a campus by its id). */
  options: readonly (string | { value: string; label: string })[];
  defaultValue?: string;
  /** The first choice, which filters nothing; a choice that always has a value (a sort) has none. */
  anyLabel?: string;
  optionLabel?: (value: string) => string;
  /** With JavaScript, choosing applies at once (a sort); without, the form's button does. */
  submitOnChange?: boolean;
  /** Layout in the filter grid (`col-span-2` for a long list of names). */
  className?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        onChange={submitOnChange ? (event) => event.currentTarget.form?.requestSubmit() : undefined}
        className={fieldClass}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === "string" ? { value: option, label: optionLabel(option) } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** The campus filter of the shop and seller lists: every campus by its name, or all of them. */
export function CampusSelectField({
  label,
  anyLabel,
  campuses,
  defaultValue,
}: {
  label: string;
  anyLabel: string;
  campuses: readonly { id: string; label: string }[];
  defaultValue?: string | null;
}) {
  return (
    <SelectField
      name="campus"
      label={label}
      anyLabel={anyLabel}
      options={campuses.map((campus) => ({ value: campus.id, label: campus.label }))}
      defaultValue={defaultValue ?? ""}
      className="col-span-2"
    />
  );
}

export function PriceFields({
  min,
  max,
  label = m.listings_filter_price(),
}: {
  min?: number;
  max?: number;
  label?: string;
}) {
  return (
    <fieldset className="col-span-2 md:col-span-1">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="mt-1 flex gap-2">
        <input
          type="number"
          name="min"
          min={0}
          step="any"
          defaultValue={min}
          placeholder={m.listings_filter_min()}
          aria-label={m.listings_filter_min_price()}
          className="w-full rounded-md border border-slate-300 px-2 py-2 text-sm"
        />
        <input
          type="number"
          name="max"
          min={0}
          step="any"
          defaultValue={max}
          placeholder={m.listings_filter_max()}
          aria-label={m.listings_filter_max_price()}
          className="w-full rounded-md border border-slate-300 px-2 py-2 text-sm"
        />
      </div>
    </fieldset>
  );
}
