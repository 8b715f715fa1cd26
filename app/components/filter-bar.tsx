import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { m } from "~/paraglide/messages";

const fieldClass = "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** A GET form: filters become the URL query, so the result is a link that works without JavaScript. */
export function FilterBar({ children, clearTo, active }: { children: ReactNode; clearTo: string; active: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === clearTo;
  return (
    <Form method="get" role="search" className={cardClass("sm", "grid grid-cols-2 gap-3 md:grid-cols-6")}>
      {children}
      <div className="col-span-2 flex items-end gap-2 md:col-span-1">
        <Button type="submit" className="flex-1">
          {busy ? m.listings_filter_searching() : m.listings_filter_apply()}
        </Button>
        {active ? (
          <Link to={clearTo} className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50">
            {m.listings_filter_clear()}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function SearchField({ defaultValue, placeholder }: { defaultValue?: string; placeholder: string }) {
  return (
    <div className="col-span-2">
      <label htmlFor="filter-q" className="text-sm font-medium text-slate-700">
        {m.listings_filter_search()}
      </label>
      <input id="filter-q" type="search" name="q" defaultValue={defaultValue} placeholder={placeholder} maxLength={100} className={fieldClass} />
    </div>
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
}: {
  name: string;
  label: string;
  options: readonly string[];
  defaultValue?: string;
  anyLabel: string;
  optionLabel?: (value: string) => string;
  /** With JavaScript, choosing applies at once (a sort); without, the form's button does. */
  submitOnChange?: boolean;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue ?? ""} onChange={submitOnChange ? (event) => event.currentTarget.form?.requestSubmit() : undefined} className={fieldClass}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PriceFields({ min, max, label = m.listings_filter_price() }: { min?: number; max?: number; label?: string }) {
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
