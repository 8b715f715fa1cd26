import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigation } from "react-router";
import type { ActionResult } from "~/lib/shared/action-result";
import { m } from "~/paraglide/messages";
import { BackLink } from "../shared/back-link";
import { useUploadForm } from "../shared/uploads/use-upload-form";
import { useHydrated } from "../shared/use-hydrated";
import { Button } from "../ui/button";
import { cardClass } from "../ui/card";
import { LinkButton } from "../ui/link-button";
import { TextField } from "../ui/text-field";
import { appendNewPhotos, usePhotoItems } from "./photo-picker";

/**
 * What a listing form's action answers when it does not redirect: the field errors, and what was
 * typed, so a refused save does not empty the form (it is drawn again without JavaScript). Why it
 * was refused comes as a toast, by the flash channel, with or without JavaScript.
 */
export type ListingFormResult = ActionResult;

/**
 * The state both listing forms share: the photo list, the required fields' current values (to hold
 * the submit button while one is empty or photos are being prepared), whether it is saving, and a
 * submit handler that, once the page is interactive, sends the chosen photos in their order with
 * its progress and a retry (`upload`, see uploads/use-upload-form.ts); without JavaScript the
 * plain form posts its file input instead.
 */
export function useListingForm<Field extends string>(
  initialPhotos: readonly string[],
  actionData: ListingFormResult | undefined,
  initialRequired: Record<Field, string>,
) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const upload = useUploadForm();
  const [photos, setPhotos] = usePhotoItems(initialPhotos);
  const [preparingPhotos, setPreparingPhotos] = useState(false);
  const [required, setRequired] = useState(initialRequired);
  const result = upload.result ?? actionData;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    if (preparingPhotos) return event.preventDefault();
    upload.submit(event, (body) => appendNewPhotos(body, photos));
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const names = Object.keys(initialRequired) as Field[];
    setRequired(Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])) as Record<Field, string>);
  }

  return {
    photos,
    setPhotos,
    required,
    /** Photos are still being shrunk: the form waits for them. */
    preparingPhotos,
    setPreparingPhotos,
    missingRequired: Object.values<string>(required).some((value) => value.trim() === ""),
    saving: navigation.state === "submitting" || upload.sending,
    upload,
    errors: result?.errors ?? {},
    /** A field's starting value: what was just typed if the save was refused, else the stored one. */
    value: (name: string, stored: string | null | undefined) => result?.values?.[name] ?? stored ?? undefined,
    onChange,
    onSubmit,
  };
}

/** The page around a listing, shop or shop item form: the way back, and the heading. */
export function ListingFormPage({
  title,
  backTo,
  backLabel = m.listings_back_to_my_listings(),
  children,
}: {
  title: string;
  backTo: string;
  backLabel?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <BackLink to={backTo}>{backLabel}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </main>
  );
}

/**
 * Save and Cancel. Save waits while a required field is empty or while saving; before the page is
 * interactive it stays enabled and the server checks the fields instead.
 */
export function ListingFormActions({
  label,
  savingLabel,
  saving,
  missingRequired,
  cancelTo,
}: {
  label: string;
  savingLabel: string;
  saving: boolean;
  missingRequired: boolean;
  cancelTo: string;
}) {
  const hydrated = useHydrated();
  const buttonText = saving ? savingLabel : label;
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" size="lg" disabled={saving || (hydrated && missingRequired)}>
        {buttonText}
      </Button>
      <LinkButton to={cancelTo} variant="secondary" size="lg">
        {m.listings_cancel()}
      </LinkButton>
    </div>
  );
}

/** A TZS amount: at least 0, to the cent, with the number keypad on phones. */
export function PriceField({
  label,
  defaultValue,
  error,
}: {
  label: string;
  defaultValue: string | undefined;
  error?: string;
}) {
  return (
    <TextField
      name="price"
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      required
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A stored amount ("45000.00") as the price field shows it ("45000"). */
export function priceInputValue(amount: string | undefined): string {
  return amount === undefined ? "" : String(Number(amount));
}

export const LISTING_FORM_CLASS = cardClass("lg", "mt-6 space-y-5");
