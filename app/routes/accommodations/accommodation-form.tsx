import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { ArrowLeftIcon } from "~/components/icons";
import { ListingFeeNote } from "~/components/listing-fee-note";
import { appendNewPhotos, PhotoPicker, usePhotoItems } from "~/components/photo-picker";
import { SelectField } from "~/components/select-field";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import { useToast, type Toast } from "~/components/toast";
import { useHydrated } from "~/components/use-hydrated";
import { requireUser } from "~/.server/auth/require-user";
import { createAccommodation } from "~/.server/domain/accommodations/create-accommodation";
import { getEditableAccommodation } from "~/.server/domain/accommodations/get-editable-accommodation";
import { updateAccommodation } from "~/.server/domain/accommodations/update-accommodation";
import { getFreeQuota } from "~/.server/domain/listings/get-free-quota";
import { readListingForm } from "~/.server/read-listing-form";
import { isAppError } from "~/lib/app-error";
import { ACCOMMODATION_CATEGORIES, ROOM_TYPES } from "~/lib/categories";
import { accommodationFormValues, accommodationSchema } from "~/lib/forms/accommodation";
import { fieldErrors, type FieldErrors } from "~/lib/forms/form-errors";
import { withNotice } from "~/lib/notices";
import { pageTitle } from "~/lib/site";
import { MAX_ACCOMMODATION_IMAGES } from "~/lib/upload-rules";
import type { Route } from "./+types/accommodation-form";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.id ? "Edit Accommodation" : "List Accommodation") }];
}

/** One form for listing (/accommodations/post) and editing (/accommodations/{id}/edit) an accommodation. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const quota = await getFreeQuota(context.db, user.id);
  if (!params.id) return { accommodation: null, quota };
  try {
    return { accommodation: await getEditableAccommodation(context.db, user.id, params.id), quota };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw redirect(withNotice("/my-listings?tab=accommodations", "accommodation-not-found"));
    throw error;
  }
}

interface ActionResult {
  errors?: FieldErrors;
  toast?: Toast;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const myListings = "/my-listings?tab=accommodations";
  try {
    const { form, photos } = await readListingForm(request, MAX_ACCOMMODATION_IMAGES);
    const parsed = accommodationSchema.safeParse(accommodationFormValues(form));
    if (!parsed.success) {
      return data<ActionResult>(
        { errors: fieldErrors(parsed.error.issues), toast: { title: "Error listing accommodation", description: "Please check the highlighted fields.", variant: "destructive" } },
        { status: 400 },
      );
    }
    if (params.id) {
      await updateAccommodation(context.db, context.storage, user.id, params.id, parsed.data, photos);
      return redirect(withNotice(myListings, "accommodation-updated"));
    }
    const created = await createAccommodation(context.db, context.storage, user.id, parsed.data, photos.files);
    return redirect(withNotice(myListings, created.feeAmount === "0.00" ? "accommodation-posted" : "accommodation-pending"));
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "not_found") return redirect(withNotice(myListings, "accommodation-not-found"));
    return data<ActionResult>({ toast: { title: error.title, description: error.message, variant: "destructive" } }, { status: error.status });
  }
}

export default function AccommodationForm({ loaderData, actionData }: Route.ComponentProps) {
  const { accommodation: a, quota } = loaderData;
  const editing = a !== null;
  const toast = useToast();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [photos, setPhotos] = usePhotoItems(a?.imageUrls ?? []);
  const [required, setRequired] = useState({ title: a?.title ?? "", price: a ? String(Number(a.price)) : "", location: a?.location ?? "" });
  const errors = actionData?.errors ?? {};
  const missingRequired = !required.title.trim() || required.price.trim() === "" || !required.location.trim();

  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData, toast]);

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <Link to="/my-listings?tab=accommodations" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-emerald-700">
        <ArrowLeftIcon width={16} height={16} /> Back to My Listings
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{editing ? "Edit Accommodation" : "List Accommodation"}</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        onChange={(event) => {
          const form = new FormData(event.currentTarget);
          const value = (name: string) => String(form.get(name) ?? "");
          setRequired({ title: value("title"), price: value("price"), location: value("location") });
        }}
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          const body = new FormData(event.currentTarget);
          appendNewPhotos(body, photos);
          void submit(body, { method: "post", encType: "multipart/form-data" });
        }}
      >
        <TextField name="title" label="Title" required maxLength={120} defaultValue={a?.title} error={errors.title} />
        <TextField
          name="price"
          label="Monthly price (TShs)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          defaultValue={a ? String(Number(a.price)) : undefined}
          error={errors.price}
        />
        <TextField name="location" label="Location" required maxLength={120} placeholder="e.g. Sinza, near UDSM" defaultValue={a?.location} error={errors.location} />
        <TextField name="address" label="Address (optional)" maxLength={200} defaultValue={a?.address ?? ""} error={errors.address} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="roomType" label="Room type (optional)" maxLength={60} list="room-types" defaultValue={a?.roomType ?? ""} error={errors.roomType} />
          <SelectField name="category" label="Type of place" options={ACCOMMODATION_CATEGORIES} defaultValue={a?.category ?? "Other"} error={errors.category} />
        </div>
        <datalist id="room-types">
          {ROOM_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <TextField
          name="amenities"
          label="Amenities (optional)"
          hint="Separate with commas, e.g. WiFi, Water, Parking, Security"
          maxLength={1300}
          defaultValue={a?.amenities.join(", ") ?? ""}
          error={errors.amenities}
        />
        <TextAreaField name="description" label="Description (optional)" rows={4} maxLength={2000} defaultValue={a?.description ?? ""} error={errors.description} />
        <PhotoPicker items={photos} onChange={setPhotos} max={MAX_ACCOMMODATION_IMAGES} />
        <ListingFeeNote
          kind="accommodation"
          price={required.price}
          standing={editing ? null : { freeLeft: quota.accommodationsLeft, freeLimit: quota.accommodationsLimit, hasPremiumShop: false }}
          owed={a && !a.feePaid ? a.feeAmount : null}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={saving || (hydrated && missingRequired)}
            className="rounded-md bg-emerald-600 px-4 py-2 font-semibold text-white hover:bg-emerald-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {saving ? (editing ? "Saving..." : "Listing...") : editing ? "Update Accommodation" : "List Accommodation"}
          </button>
          <Link to="/my-listings?tab=accommodations" className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
            Cancel
          </Link>
        </div>
      </Form>
    </main>
  );
}
