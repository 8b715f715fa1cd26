import { useEffect, type FormEvent, type ReactNode } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import type { FieldErrors } from "~/lib/forms/form-errors";
import { ArrowLeftIcon } from "./icons";
import { appendNewPhotos, usePhotoItems } from "./photo-picker";
import { useToast, type Toast } from "./toast";
import { useHydrated } from "./use-hydrated";

/** What a listing form's action answers when it does not redirect. */
export interface ListingFormResult {
  errors?: FieldErrors;
  toast?: Toast;
}

/**
 * The state both listing forms share: the photo list, whether it is saving, the action's toast,
 * and a submit handler that, once the page is interactive, sends the chosen photos in their order
 * (without JavaScript the plain form posts its file input instead).
 */
export function useListingForm(initialPhotos: readonly string[], actionData: ListingFormResult | undefined) {
  const toast = useToast();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [photos, setPhotos] = usePhotoItems(initialPhotos);

  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData, toast]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    appendNewPhotos(body, photos);
    void submit(body, { method: "post", encType: "multipart/form-data" });
  }

  return { photos, setPhotos, hydrated, saving: navigation.state === "submitting", errors: actionData?.errors ?? {}, onSubmit };
}

/** The page around a listing form: back to My Listings, and the heading. */
export function ListingFormPage({ title, backTo, children }: { title: string; backTo: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <Link to={backTo} className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-emerald-700">
        <ArrowLeftIcon width={16} height={16} /> Back to My Listings
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </main>
  );
}

/**
 * Save and Cancel. Save waits while a required field is empty or while saving; before the page is
 * interactive it stays enabled and the server checks the fields instead.
 */
export function ListingFormActions({ label, savingLabel, saving, missingRequired, cancelTo }: { label: string; savingLabel: string; saving: boolean; missingRequired: boolean; cancelTo: string }) {
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        disabled={saving || (hydrated && missingRequired)}
        className="rounded-md bg-emerald-600 px-4 py-2 font-semibold text-white hover:bg-emerald-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {saving ? savingLabel : label}
      </button>
      <Link to={cancelTo} className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
        Cancel
      </Link>
    </div>
  );
}

export const LISTING_FORM_CLASS = "mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6";
