import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";

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
          {busy ? "Searching..." : "Apply"}
        </Button>
        {active ? (
          <Link to={clearTo} className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50">
            Clear
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
        Search
      </label>
      <input id="filter-q" type="search" name="q" defaultValue={defaultValue} placeholder={placeholder} maxLength={100} className={fieldClass} />
    </div>
  );
}

export function SelectField({ name, label, options, defaultValue, anyLabel }: { name: string; label: string; options: readonly string[]; defaultValue?: string; anyLabel: string }) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue ?? ""} className={fieldClass}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PriceFields({ min, max, label = "Price (TShs)" }: { min?: number; max?: number; label?: string }) {
  return (
    <fieldset className="col-span-2 md:col-span-1">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="mt-1 flex gap-2">
        <input type="number" name="min" min={0} step="any" defaultValue={min} placeholder="Min" aria-label="Minimum price" className="w-full rounded-md border border-slate-300 px-2 py-2 text-sm" />
        <input type="number" name="max" min={0} step="any" defaultValue={max} placeholder="Max" aria-label="Maximum price" className="w-full rounded-md border border-slate-300 px-2 py-2 text-sm" />
      </div>
    </fieldset>
  );
}
