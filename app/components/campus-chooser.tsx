import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { addCampus, type CampusChoice, MAX_CAMPUSES_PER_USER, markPrimary, removeCampus } from "~/lib/campus-rules";
import { SIGN_UP_TEXT } from "~/lib/forms/sign-up";
import { m } from "~/paraglide/messages";
import type { PickerCampus } from "./campus-picker";
import { CrosshairIcon } from "./icons";
import { useToast } from "./toast";
import { useDetectCampuses } from "./use-detect-campuses";

const FIRST_SHOWN = 10;

/**
 * Sign-up's campus choice (docs/product.md#campuses): one to five campuses, the first chosen is
 * primary, removing the primary makes the first remaining one primary, another can be marked
 * primary; the list shows 10 with Show All; nearby campuses can be detected. Plain checkboxes and
 * radio buttons underneath, so the form also works without JavaScript.
 */
export function CampusChooser({ campuses, choice, onChange, error }: { campuses: PickerCampus[]; choice: CampusChoice; onChange: (choice: CampusChoice) => void; error?: string }) {
  const toast = useToast();
  const [showAll, setShowAll] = useState(false);
  const chosen = new Set(choice.campusIds);
  const shown = showAll ? campuses : campuses.filter((c, i) => i < FIRST_SHOWN || chosen.has(c.id));
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
    setShowAll(true);
  });

  return (
    /* min-w-0: a fieldset is as wide as its content by default, which overflows a phone screen. */
    <fieldset className="min-w-0" aria-describedby={error ? "campus-error" : "campus-hint"}>
      <legend className="text-sm font-medium text-slate-700">{m.listings_campuses_yours()}</legend>
      <p id="campus-hint" className="text-xs text-slate-500">
        {m.listings_campuses_hint({ max: MAX_CAMPUSES_PER_USER })}
      </p>
      <Button variant="secondary" size="sm" onClick={detect} disabled={detecting} className="mt-2 inline-flex items-center gap-2">
        <CrosshairIcon width={16} height={16} /> {detecting ? m.listings_campus_detecting() : m.listings_campuses_detect_nearby()}
      </Button>
      <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
        {shown.map((c) => {
          const isChosen = chosen.has(c.id);
          return (
            <li key={c.id} className="flex items-center justify-between gap-2 rounded px-1 py-1 hover:bg-slate-50">
              <Checkbox
                name="campusIds"
                value={c.id}
                checked={isChosen}
                onChange={() => toggle(c.id)}
                className="min-w-0 flex-1"
                label={
                  <span className="truncate">
                    <span className="font-medium">{c.shortName}</span> <span className="text-slate-500">{c.name}</span>
                  </span>
                }
              />
              {isChosen ? (
                <label className="flex shrink-0 items-center gap-1 text-xs text-slate-600">
                  <input type="radio" name="primaryCampusId" value={c.id} checked={choice.primaryCampusId === c.id} onChange={() => onChange(markPrimary(choice, c.id))} className="accent-brand" />
                  {m.listings_campuses_primary()}
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
      {campuses.length > FIRST_SHOWN ? (
        <Button type="button" onClick={() => setShowAll((v) => !v)} variant="link" className="mt-1 text-sm">
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
