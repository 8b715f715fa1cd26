import { useNavigation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { createShop } from "~/.server/domain/shops/create-shop";
import { getEditableShop } from "~/.server/domain/shops/get-editable-shop";
import type { ShopPictures } from "~/.server/domain/shops/shop-images";
import { updateShop } from "~/.server/domain/shops/update-shop";
import { handleAction, intent, redirectWithToast, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { chosenFile, typedValues } from "~/.server/http/forms-and-actions/read-form";
import { LISTING_FORM_CLASS, ListingFormPage } from "~/components/listings/listing-form";
import { ActionForm } from "~/components/shared/action-form";
import { PictureField } from "~/components/shared/picture-field";
import { UploadStatus } from "~/components/shared/uploads/upload-status";
import { useUploadForm } from "~/components/shared/uploads/use-upload-form";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { describeError } from "~/lib/error-text";
import { SHOP_CATEGORIES } from "~/lib/listings/categories";
import { isAppError } from "~/lib/shared/app-error";
import { fieldErrors } from "~/lib/shared/forms/form-errors";
import { pageTitle } from "~/lib/shared/site";
import { parseShopForm, SHOP_FORM_TEXT } from "~/lib/shops/forms/shop";
import { shopCategoryLabel } from "~/lib/shops/shop-category-labels";
import { managedShopPath } from "~/lib/shops/shop-paths";
import { TOASTS } from "~/lib/toast-text";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/shop-form";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.id ? SHOP_FORM_TEXT.editTitle : SHOP_FORM_TEXT.createTitle) }];
}

/** One form for opening a shop (/shops/create) and for its owner's edits (/shops/{id}/edit). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const campuses = (await listCampuses(context.db)).map((c) => ({ value: c.id, label: c.name }));
  if (!params.id) return { shop: null, campuses };
  try {
    return { shop: await getEditableShop(context.db, user.id, params.id), campuses };
  } catch (error) {
    // A shop that cannot be loaded for editing sends the owner back to /shops.
    if (isAppError(error) && error.code === "not_found")
      throw redirectWithToast(context, "/shops", TOASTS["shop-not-found"]);
    throw error;
  }
}

/**
 * Reads the form and its pictures, checks the fields, and saves; then a new shop goes on to its
 * card on shop management, an edited one to /shops, with its toast.
 * A refused save answers with the field errors or the domain's message and what was typed.
 */
export async function action(args: Route.ActionArgs) {
  const failedTitle = args.params.id ? SHOP_FORM_TEXT.updateFailed : SHOP_FORM_TEXT.createFailed;
  const save = intent<SessionUser>({
    run: async ({ form, context, actor, params }) => {
      const parsed = parseShopForm(form);
      if (!parsed.success) {
        return refuse({ title: failedTitle, description: SHOP_FORM_TEXT.checkFields }, 400, {
          values: typedValues(form),
          errors: fieldErrors(parsed.error.issues),
        });
      }
      const pictures: ShopPictures = {
        logo: (await chosenFile(form, "logo"))?.bytes,
        cover: (await chosenFile(form, "cover"))?.bytes,
        removeLogo: form.get("removeLogo") === "yes",
        removeCover: form.get("removeCover") === "yes",
      };
      if (params.id) {
        await updateShop(context.db, context.storage, actor.id, params.id, parsed.data, pictures);
        return goTo("/shops", TOASTS["shop-updated"]);
      }
      const created = await createShop(context.db, context.storage, actor.id, parsed.data, pictures);
      // On to the new shop's own card, where its free month (or subscription) starts: not a dead end.
      return goTo(
        managedShopPath(created.id),
        TOASTS[created.trialAvailable ? "shop-created" : "shop-created-subscribe"],
      );
    },
    refused: (error, form) => {
      if (args.params.id && error.reason === "shop_edit_not_found") return goTo("/shops", TOASTS["shop-not-found"]);
      const text = describeError(error);
      // A refused picture keeps its own title ('Invalid file type', 'File too large').
      return refuse(
        { title: error.reason.startsWith("upload_") ? text.title : failedTitle, description: text.description },
        error.status,
        { values: typedValues(form) },
      );
    },
  });
  return handleAction(args, { actor: signedIn, intents: { save } });
}

export default function ShopFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { shop, campuses } = loaderData;
  const upload = useUploadForm();
  const result = upload.result ?? actionData;
  const saving = useNavigation().state === "submitting" || upload.sending;
  const errors = result?.errors ?? {};
  const value = (name: string, stored: string | null | undefined) => result?.values?.[name] ?? stored ?? undefined;

  return (
    <ListingFormPage
      title={shop ? SHOP_FORM_TEXT.editTitle : SHOP_FORM_TEXT.createTitle}
      backTo="/shop-management"
      backLabel={m.shops_back_to_management()}
    >
      <ActionForm
        encType="multipart/form-data"
        className={LISTING_FORM_CLASS}
        onSubmit={(event) => upload.submit(event)}
      >
        <TextField
          name="name"
          label={m.shops_form_name()}
          required
          maxLength={120}
          defaultValue={value("name", shop?.name)}
          error={errors.name}
        />
        <TextAreaField
          name="description"
          label={m.shops_description_optional()}
          rows={4}
          maxLength={2000}
          defaultValue={value("description", shop?.description) ?? ""}
          error={errors.description}
        />
        <SelectField
          name="category"
          label={m.shops_category()}
          options={SHOP_CATEGORIES.map((c) => ({ value: c, label: shopCategoryLabel(c) }))}
          defaultValue={value("category", shop?.category) ?? "Other"}
          error={errors.category}
        />
        <TextField
          name="location"
          label={m.shops_location()}
          required
          maxLength={120}
          placeholder={m.shops_form_location_placeholder()}
          defaultValue={value("location", shop?.location)}
          error={errors.location}
        />
        <TextField
          name="address"
          label={m.shops_form_address()}
          maxLength={200}
          defaultValue={value("address", shop?.address)}
          error={errors.address}
        />
        <TextField
          name="phoneNumber"
          label={m.shops_form_phone()}
          type="tel"
          inputMode="tel"
          maxLength={16}
          hint={m.shops_form_phone_hint()}
          defaultValue={value("phoneNumber", shop?.phoneNumber)}
          error={errors.phoneNumber}
        />
        <Checkbox
          name="phoneNumberPublic"
          label={m.messages_contact_shop_phone_public()}
          hint={m.messages_contact_shop_phone_public_hint()}
          defaultChecked={
            result?.values ? result.values.phoneNumberPublic === "on" : (shop?.phoneNumberPublic ?? false)
          }
        />
        <SelectField
          name="campusId"
          label={m.shops_campus()}
          options={campuses}
          placeholder={shop ? m.shops_form_keep_campus() : m.shops_form_primary_campus()}
          defaultValue={value("campusId", shop?.campusId) ?? ""}
          error={errors.campusId}
        />
        <PictureField
          name="logo"
          label={SHOP_FORM_TEXT.logoLabel}
          currentUrl={shop?.logoUrl ?? null}
          removeName="removeLogo"
          previewClass="h-20 w-20 rounded-xl border object-cover"
        />
        <PictureField
          name="cover"
          label={SHOP_FORM_TEXT.coverLabel}
          currentUrl={shop?.coverImageUrl ?? null}
          removeName="removeCover"
          previewClass="h-24 w-full rounded-lg border object-cover"
        />
        <Button type="submit" pending={saving} size="lg">
          {saving
            ? shop
              ? SHOP_FORM_TEXT.saving
              : SHOP_FORM_TEXT.creating
            : shop
              ? SHOP_FORM_TEXT.updateButton
              : SHOP_FORM_TEXT.createButton}
        </Button>
        <UploadStatus state={upload.state} onRetry={upload.retry} />
      </ActionForm>
    </ListingFormPage>
  );
}
