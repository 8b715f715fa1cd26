import { Form, redirect } from "react-router";
import { ListingFeeNote } from "~/components/listing-fee-note";
import { LISTING_FORM_CLASS, ListingFormActions, ListingFormPage, FormProblem, PriceField, priceInputValue, useListingForm } from "~/components/listing-form";
import { PhotoPicker } from "~/components/photo-picker";
import { SelectField } from "~/components/select-field";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import { requireUser } from "~/.server/auth/require-user";
import { createAccommodation } from "~/.server/domain/accommodations/create-accommodation";
import { getEditableAccommodation } from "~/.server/domain/accommodations/get-editable-accommodation";
import { updateAccommodation } from "~/.server/domain/accommodations/update-accommodation";
import { getFreeQuota } from "~/.server/domain/listings/get-free-quota";
import { saveListingForm } from "~/.server/save-listing-form";
import { isAppError } from "~/lib/app-error";
import { ACCOMMODATION_CATEGORIES, ROOM_TYPES } from "~/lib/categories";
import { accommodationFormValues, accommodationSchema } from "~/lib/forms/accommodation";
import { withNotice } from "~/lib/notices";
import { pageTitle } from "~/lib/site";
import { MAX_ACCOMMODATION_IMAGES } from "~/lib/upload-rules";
import type { Route } from "./+types/accommodation-form";
import { LoadErrorBoundary } from "~/components/route-error";

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

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const myListings = "/my-listings?tab=accommodations";
  return saveListingForm(request, {
    maxImages: MAX_ACCOMMODATION_IMAGES,
    parse: (form) => accommodationSchema.safeParse(accommodationFormValues(form)),
    invalidTitle: "Error listing accommodation",
    notFoundTo: withNotice(myListings, "accommodation-not-found"),
    save: async (input, photos) => {
      if (params.id) {
        await updateAccommodation(context.db, context.storage, user.id, params.id, input, photos);
        return withNotice(myListings, "accommodation-updated");
      }
      const created = await createAccommodation(context.db, context.storage, user.id, input, photos.files);
      return withNotice(myListings, created.feeAmount === "0.00" ? "accommodation-posted" : "accommodation-pending");
    },
  });
}

export function ErrorBoundary() {
  return <LoadErrorBoundary message="Failed to load accommodation data." backTo="/my-listings?tab=accommodations" backLabel="Back to My Listings" />;
}

export default function AccommodationForm({ loaderData, actionData }: Route.ComponentProps) {
  const { accommodation: a, quota } = loaderData;
  const editing = a !== null;
  const { photos, setPhotos, required, missingRequired, saving, errors, value, onChange, onSubmit } = useListingForm(a?.imageUrls ?? [], actionData, {
    title: a?.title ?? "",
    price: priceInputValue(a?.price),
    location: a?.location ?? "",
  });

  return (
    <ListingFormPage title={editing ? "Edit Accommodation" : "List Accommodation"} backTo="/my-listings?tab=accommodations">
      <Form method="post" encType="multipart/form-data" className={LISTING_FORM_CLASS} onChange={onChange} onSubmit={onSubmit}>
        <FormProblem result={actionData} />
        <TextField name="title" label="Title" required maxLength={120} defaultValue={value("title", a?.title)} error={errors.title} />
        <PriceField label="Monthly price (TShs)" defaultValue={value("price", a ? priceInputValue(a.price) : undefined)} error={errors.price} />
        <TextField name="location" label="Location" required maxLength={120} placeholder="e.g. Sinza, near UDSM" defaultValue={value("location", a?.location)} error={errors.location} />
        <TextField name="address" label="Address (optional)" maxLength={200} defaultValue={value("address", a?.address) ?? ""} error={errors.address} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="roomType" label="Room type (optional)" maxLength={60} list="room-types" defaultValue={value("roomType", a?.roomType) ?? ""} error={errors.roomType} />
          <SelectField name="category" label="Type of place" options={ACCOMMODATION_CATEGORIES} defaultValue={value("category", a?.category) ?? "Other"} error={errors.category} />
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
          defaultValue={value("amenities", a?.amenities.join(", ")) ?? ""}
          error={errors.amenities}
        />
        <TextAreaField name="description" label="Description (optional)" rows={4} maxLength={2000} defaultValue={value("description", a?.description) ?? ""} error={errors.description} />
        <PhotoPicker items={photos} onChange={setPhotos} max={MAX_ACCOMMODATION_IMAGES} loaded={a?.imageUrls ?? []} />
        <ListingFeeNote
          kind="accommodation"
          price={required.price}
          standing={editing ? null : { freeLeft: quota.accommodationsLeft, freeLimit: quota.accommodationsLimit, hasPremiumShop: false }}
          owed={a && !a.feePaid ? a.feeAmount : null}
        />
        <ListingFormActions
          label={editing ? "Update Accommodation" : "List Accommodation"}
          savingLabel={editing ? "Saving..." : "Listing..."}
          saving={saving}
          missingRequired={missingRequired}
          cancelTo="/my-listings?tab=accommodations"
        />
      </Form>
    </ListingFormPage>
  );
}
