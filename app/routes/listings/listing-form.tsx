import { useLocation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { createListing } from "~/.server/domain/listings/create-listing";
import { getEditableListing } from "~/.server/domain/listings/get-editable-listing";
import { getFreeQuota } from "~/.server/domain/listings/get-free-quota";
import { updateListing } from "~/.server/domain/listings/update-listing";
import { listOwnedShops } from "~/.server/domain/shops/list-owned-shops";
import { handleAction, intent, redirectWithToast, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { typedValues } from "~/.server/http/forms-and-actions/read-form";
import { listingPhotosOf, PHOTO_FIELDS } from "~/.server/http/forms-and-actions/read-listing-form";
import { LISTING_FIELDS } from "~/components/listings/fields";
import {
  LISTING_FORM_CLASS,
  ListingFormActions,
  ListingFormPage,
  PriceField,
  priceInputValue,
  useListingForm,
} from "~/components/listings/listing-form";
import { PhotoPicker } from "~/components/listings/photo-picker";
import { ListingFeeNote } from "~/components/payments/listing-fee-note";
import { ActionForm } from "~/components/shared/action-form";
import { LoadErrorBoundary } from "~/components/shared/route-error";
import { UploadStatus } from "~/components/shared/uploads/upload-status";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { describeError } from "~/lib/error-text";
import { LISTING_FORMS, parseListingForm } from "~/lib/listings/forms/listing-forms";
import { kindFromPath, LISTING_KIND_RULES } from "~/lib/listings/kinds";
import { LISTING_KIND_TEXT } from "~/lib/listings/kinds/texts";
import { isAppError } from "~/lib/shared/app-error";
import { fieldErrors } from "~/lib/shared/forms/form-errors";
import { pageTitle } from "~/lib/shared/site";
import { TOASTS } from "~/lib/toast-text";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/listing-form";
import { requestKind } from "./listing-kind";

export function meta({ params, location }: Route.MetaArgs) {
  const text = LISTING_KIND_TEXT[kindFromPath(location.pathname) ?? "product"];
  return [{ title: pageTitle(params.id ? text.editTitle : text.postTitle) }];
}

/** One form for posting (`/<kind>/post`) and editing (`/<kind>/{id}/edit`) a listing of any kind. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = requestKind(request);
  const rules = LISTING_KIND_RULES[kind];
  const user = await requireUser(context, request);
  const [shops, quota] = await Promise.all([
    rules.listsUnderShop ? listOwnedShops(context.db, user.id) : [],
    getFreeQuota(context.db, user.id, kind),
  ]);
  if (!params.id) return { kind, listing: null, shops, quota };
  try {
    return { kind, listing: await getEditableListing(context.db, user.id, kind, params.id), shops, quota };
  } catch (error) {
    // A missing or foreign listing: say so on My Listings (docs/product.md#selling).
    if (isAppError(error) && error.code === "not_found")
      throw redirectWithToast(context, rules.myListingsPath, TOASTS[rules.toasts.notFound]);
    throw error;
  }
}

/**
 * Reads the form and its photos, checks the fields with the kind's schema, and saves. A refused
 * save answers with the field errors or the domain's message and what was typed; a missing or
 * foreign listing goes back to My Listings with its message.
 */
export async function action(args: Route.ActionArgs) {
  const kind = requestKind(args.request);
  const rules = LISTING_KIND_RULES[kind];
  const values = (form: FormData) => typedValues(form, PHOTO_FIELDS);
  const save = intent<SessionUser>({
    run: async ({ form, context, actor, params }) => {
      const parsed = parseListingForm(kind, form);
      if (!parsed.success) {
        return refuse(
          { title: LISTING_KIND_TEXT[rules.kind].invalidTitle, description: m.listings_check_fields() },
          400,
          { values: values(form), errors: fieldErrors(parsed.issues) },
        );
      }
      const photos = await listingPhotosOf(form);
      if (params.id) {
        const updated = await updateListing(context.db, context.storage, actor.id, params.id, parsed.draft, photos);
        return goTo(rules.myListingsPath, TOASTS[updated.freeEnded ? rules.toasts.freeEnded : rules.toasts.updated]);
      }
      const created = await createListing(context.db, context.storage, actor.id, parsed.draft, photos.files);
      return goTo(
        rules.myListingsPath,
        TOASTS[created.feeAmount === "0.00" ? rules.toasts.posted : rules.toasts.pending],
      );
    },
    // A missing or foreign listing: say so on My Listings (docs/product.md#selling).
    refused: (error, form) =>
      error.code === "not_found"
        ? goTo(rules.myListingsPath, TOASTS[rules.toasts.notFound])
        : refuse(describeError(error), error.status, { values: values(form) }),
  });
  return handleAction(args, { actor: signedIn, intents: { save } });
}

export function ErrorBoundary() {
  const rules = LISTING_KIND_RULES[kindFromPath(useLocation().pathname) ?? "product"];
  return (
    <LoadErrorBoundary
      message={LISTING_KIND_TEXT[rules.kind].loadFailed}
      backTo={rules.myListingsPath}
      backLabel={m.listings_back_to_my_listings()}
    />
  );
}

export default function ListingFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Every kind's form is this one component: a new key when the kind or listing changes, so what
  // was typed or picked for a product never carries over into an accommodation's form.
  return (
    <ListingFormBody
      key={`${loaderData.kind}:${loaderData.listing?.id ?? "new"}`}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function ListingFormBody({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { kind, listing, shops, quota } = loaderData;
  const rules = LISTING_KIND_RULES[kind];
  const KindFields = LISTING_FIELDS[kind];
  const editing = listing !== null;
  // The stored listing as its form shows it; a price is typed without its cents ("45000", not "45000.00").
  const stored: Record<string, string> = listing
    ? { ...listing.formValues, price: priceInputValue(listing.formValues.price) }
    : {};
  const form = useListingForm(
    listing?.imageUrls ?? [],
    actionData,
    Object.fromEntries(LISTING_FORMS[kind].required.map((name) => [name, stored[name] ?? ""])),
  );
  const {
    photos,
    setPhotos,
    preparingPhotos,
    setPreparingPhotos,
    required,
    missingRequired,
    saving,
    upload,
    errors,
    onChange,
    onSubmit,
  } = form;
  const value = (name: string) => form.value(name, stored[name]);

  return (
    <ListingFormPage
      title={editing ? LISTING_KIND_TEXT[rules.kind].editTitle : LISTING_KIND_TEXT[rules.kind].postTitle}
      backTo={rules.myListingsPath}
    >
      <ActionForm encType="multipart/form-data" className={LISTING_FORM_CLASS} onChange={onChange} onSubmit={onSubmit}>
        <TextField
          name={rules.titleField}
          label={LISTING_KIND_TEXT[rules.kind].titleLabel}
          required
          maxLength={120}
          defaultValue={value(rules.titleField)}
          error={errors[rules.titleField]}
        />
        <PriceField
          label={LISTING_KIND_TEXT[rules.kind].priceLabel}
          defaultValue={value("price")}
          error={errors.price}
        />
        <KindFields errors={errors} value={value} shops={shops} />
        <TextAreaField
          name="description"
          label={m.listings_description_label()}
          rows={4}
          maxLength={2000}
          defaultValue={value("description") ?? ""}
          error={errors.description}
        />
        <PhotoPicker
          items={photos}
          onChange={setPhotos}
          max={rules.maxPhotos}
          loaded={listing?.imageUrls ?? []}
          onPreparing={setPreparingPhotos}
        />
        <ListingFeeNote
          kind={kind}
          price={required.price ?? ""}
          standing={editing ? null : quota}
          owed={listing && !listing.feePaid ? listing.feeAmount : null}
        />
        <ListingFormActions
          label={editing ? LISTING_KIND_TEXT[rules.kind].updateButton : LISTING_KIND_TEXT[rules.kind].postButton}
          savingLabel={editing ? m.listings_saving() : LISTING_KIND_TEXT[rules.kind].posting}
          saving={saving}
          missingRequired={missingRequired || preparingPhotos}
          cancelTo={rules.myListingsPath}
        />
        <UploadStatus state={upload.state} onRetry={upload.retry} />
      </ActionForm>
    </ListingFormPage>
  );
}
