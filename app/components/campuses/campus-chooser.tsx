import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { SIGN_UP_TEXT } from "~/lib/accounts/forms/sign-up";
import {
  addCampus,
  type CampusChoice,
  MAX_CAMPUSES_PER_USER,
  markPrimary,
  removeCampus,
} from "~/lib/campuses/campus-rules";
import { m } from "~/paraglide/messages";
import { CrosshairIcon } from "../shared/icons";
import { useToast } from "../shared/toast";
import { useHydrated } from "../shared/use-hydrated";
import type { PickerCampus } from "./campus-picker";
import { useDetectCampuses } from "./use-detect-campuses";

const FIRST_SHOWN = 10;

/** Text as it is searched: lower case, without accents. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Sign-up's campus choice (docs/product.md#campuses): one to five campuses, the first chosen is
 * primary, removing the primary makes the first remaining one primary, another can be marked
 * primary. The campus the visitor chose while browsing, or the ones detected near them, come
 * first; a search box finds any other; the list shows 10 with Show All until something is typed.
 * Each row is one large label. Without JavaScript every campus is listed as plain checkboxes and
 * radio buttons, so the form still works.
 */
export function CampusChooser({
  campuses,
  choice,
  onChange,
  error,
  preferredId,
}: {
  campuses: (PickerCampus & { city?: string })[];
  choice: CampusChoice;
  onChange: (choice: CampusChoice) => void;
  error?: string;
  preferredId?: string | null;
}) {
  const toast = useToast();
  const hydrated = useHydrated();
  const [showAll, setShowAll] = useState(false);
  const [query, setQuery] = useState("");
  const [detectedIds, setDetectedIds] = useState<string[]>([]);
  const chosen = new Set(choice.campusIds);
  const firstIds = detectedIds.length > 0 ? detectedIds : preferredId ? [preferredId] : [];
  const ordered = [
    ...firstIds.flatMap((id) => campuses.filter((c) => c.id === id)),
    ...campuses.filter((c) => !firstIds.includes(c.id)),
  ];
  const wanted = folded(query.trim());
  const matching = wanted
    ? ordered.filter((c) => chosen.has(c.id) || folded(`${c.shortName} ${c.name} ${c.city ?? ""}`).includes(wanted))
    : ordered;
  // Until something is typed, 10 and Show All; the server's page (and a page without JavaScript) lists them all.
  const canShowAll = hydrated && !wanted && matching.length > FIRST_SHOWN;
  const shown = canShowAll && !showAll ? matching.filter((c, i) => i < FIRST_SHOWN || chosen.has(c.id)) : matching;
  const full = choice.campusIds.length >= MAX_CAMPUSES_PER_USER;

  const toggle = (campusId: string) => {
    if (chosen.has(campusId)) return onChange(removeCampus(choice, campusId));
    if (full) {
      toast({ ...SIGN_UP_TEXT.campusMaximum, variant: "destructive" });
      return;
    }
    onChange(addCampus(choice, campusId));
  };

  const { detect, detecting } = useDetectCampuses(campuses, (found) => {
    let next: CampusChoice = { campusIds: [], primaryCampusId: null };
    for (const c of found) next = addCampus(next, c.id);
    onChange(next);
    setDetectedIds(found.map((c) => c.id));
    setQuery("");
  });

  return (
    /* min-w-0: a fieldset is as wide as its content by default, which overflows a phone screen. */
    <fieldset className="min-w-0" aria-describedby={error ? "campus-error" : "campus-hint"}>
      <legend className="text-sm font-medium text-slate-700">{m.listings_campuses_yours()}</legend>
      <p id="campus-hint" className="text-xs text-slate-500">
        {m.listings_campuses_hint({ max: MAX_CAMPUSES_PER_USER })}
      </p>
      {hydrated ? (
        <div className="mt-2 flex flex-col gap-2">
          <Button
            variant="secondary"
            onClick={detect}
            disabled={detecting}
            className="inline-flex min-h-11 items-center justify-center gap-2"
          >
            <CrosshairIcon width={16} height={16} />{" "}
            {detecting ? m.listings_campus_detecting() : m.listings_campuses_detect_nearby()}
          </Button>
          <label htmlFor="campus-search" className="sr-only">
            {m.accounts_campus_search()}
          </label>
          {/* form="": not a field of the form (searching only narrows the list), so Enter here sends nothing. */}
          <input
            id="campus-search"
            type="search"
            form=""
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={m.accounts_campus_search()}
            autoComplete="off"
            aria-controls="campus-list"
            className="min-h-11 w-full rounded-md border border-slate-300 px-3 py-2 text-base"
          />
        </div>
      ) : null}
      <ul id="campus-list" className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
        {shown.map((c, index) => {
          const isChosen = chosen.has(c.id);
          return (
            <li key={c.id} className="flex items-stretch hover:bg-slate-50">
              <Checkbox
                row
                name="campusIds"
                value={c.id}
                checked={isChosen}
                onChange={() => toggle(c.id)}
                // A refused choice marks the first box, where the form puts focus.
                aria-invalid={error && index === 0 ? true : undefined}
                aria-describedby={error && index === 0 ? "campus-error" : undefined}
                className="min-w-0 flex-1"
                label={
                  <span className="min-w-0">
                    <span className="font-medium">{c.shortName}</span> <span className="text-slate-600">{c.name}</span>
                    {detectedIds.includes(c.id) ? (
                      <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                        {m.accounts_campus_near_you()}
                      </span>
                    ) : null}
                  </span>
                }
              />
              {isChosen ? (
                <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 px-3 text-xs text-slate-700">
                  <input
                    type="radio"
                    name="primaryCampusId"
                    value={c.id}
                    checked={choice.primaryCampusId === c.id}
                    onChange={() => onChange(markPrimary(choice, c.id))}
                    className="h-5 w-5 accent-brand"
                  />
                  {m.listings_campuses_primary()}
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
      {wanted && matching.length === 0 ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {m.accounts_campus_search_none({ query: query.trim() })}
        </p>
      ) : null}
      {canShowAll ? (
        <Button type="button" onClick={() => setShowAll((v) => !v)} variant="link" className="mt-1 min-h-11 text-sm">
          {showAll ? m.listings_campuses_show_less() : m.listings_campuses_show_all({ count: campuses.length })}
        </Button>
      ) : null}
      {error ? (
        <p id="campus-error" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
