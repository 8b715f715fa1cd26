import { Form, redirect } from "react-router";
import { ListingFeeNote } from "~/components/listing-fee-note";
import { LISTING_FORM_CLASS, ListingFormActions, ListingFormPage, FormProblem, PriceField, priceInputValue, useListingForm } from "~/components/listing-form";
import { PhotoPicker } from "~/components/photo-picker";
import { SelectField } from "~/components/select-field";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import { requireUser } from "~/.server/auth/require-user";
import { getFreeQuota } from "~/.server/domain/listings/get-free-quota";
import { createProduct } from "~/.server/domain/products/create-product";
import { getEditableProduct } from "~/.server/domain/products/get-editable-product";
import { updateProduct } from "~/.server/domain/products/update-product";
import { listOwnedShops } from "~/.server/domain/shops/list-owned-shops";
import { saveListingForm } from "~/.server/save-listing-form";
import { isAppError } from "~/lib/app-error";
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "~/lib/categories";
import { productFormValues, productSchema } from "~/lib/forms/product";
import { withNotice } from "~/lib/notices";
import { pageTitle } from "~/lib/site";
import { MAX_PRODUCT_IMAGES } from "~/lib/upload-rules";
import type { Route } from "./+types/product-form";
import { LoadErrorBoundary } from "~/components/route-error";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.id ? "Edit Product" : "Post a Product") }];
}

/** One form for posting (/products/post) and editing (/products/{id}/edit) a product. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const [shops, quota] = await Promise.all([listOwnedShops(context.db, user.id), getFreeQuota(context.db, user.id)]);
  if (!params.id) return { product: null, shops, quota };
  try {
    return { product: await getEditableProduct(context.db, user.id, params.id), shops, quota };
  } catch (error) {
    // A missing or foreign product: say so on My Listings (the spec's message and destination).
    if (isAppError(error) && error.code === "not_found") throw redirect(withNotice("/my-listings", "product-not-found"));
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  return saveListingForm(request, {
    maxImages: MAX_PRODUCT_IMAGES,
    parse: (form) => productSchema.safeParse(productFormValues(form)),
    invalidTitle: "Error posting product",
    notFoundTo: withNotice("/my-listings", "product-not-found"),
    save: async (input, photos) => {
      if (params.id) {
        await updateProduct(context.db, context.storage, user.id, params.id, input, photos);
        return withNotice("/my-listings", "product-updated");
      }
      const created = await createProduct(context.db, context.storage, user.id, input, photos.files);
      return withNotice("/my-listings", created.feeAmount === "0.00" ? "product-posted" : "product-pending");
    },
  });
}

export function ErrorBoundary() {
  return <LoadErrorBoundary message="Failed to load product data." backTo="/my-listings" backLabel="Back to My Listings" />;
}

export default function ProductForm({ loaderData, actionData }: Route.ComponentProps) {
  const { product, shops, quota } = loaderData;
  const editing = product !== null;
  const { photos, setPhotos, required, missingRequired, saving, errors, value, onChange, onSubmit } = useListingForm(product?.imageUrls ?? [], actionData, {
    name: product?.name ?? "",
    price: priceInputValue(product?.price),
    category: product?.category ?? "",
  });

  return (
    <ListingFormPage title={editing ? "Edit Product" : "Post a Product"} backTo="/my-listings">
      <Form method="post" encType="multipart/form-data" className={LISTING_FORM_CLASS} onChange={onChange} onSubmit={onSubmit}>
        <FormProblem result={actionData} />
        <TextField name="name" label="Product name" required maxLength={120} defaultValue={value("name", product?.name)} error={errors.name} />
        <PriceField label="Price (TShs)" defaultValue={value("price", product ? priceInputValue(product.price) : undefined)} error={errors.price} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField name="category" label="Category" options={PRODUCT_CATEGORIES} placeholder="Select a category" required defaultValue={value("category", product?.category) ?? ""} error={errors.category} />
          <SelectField name="condition" label="Condition (optional)" options={PRODUCT_CONDITIONS} placeholder="Not stated" defaultValue={value("condition", product?.condition) ?? ""} error={errors.condition} />
        </div>
        <TextAreaField name="description" label="Description (optional)" rows={4} maxLength={2000} defaultValue={value("description", product?.description) ?? ""} error={errors.description} />
        {shops.length > 0 ? (
          <SelectField
            name="shopId"
            label="List under your shop (optional)"
            options={shops.map((shop) => ({ value: shop.id, label: shop.isPremium ? `${shop.name} (Premium)` : shop.name }))}
            placeholder="No shop: sell as myself"
            defaultValue={value("shopId", product?.shopId) ?? ""}
            error={errors.shopId}
          />
        ) : null}
        <PhotoPicker items={photos} onChange={setPhotos} max={MAX_PRODUCT_IMAGES} loaded={product?.imageUrls ?? []} />
        <ListingFeeNote
          kind="product"
          price={required.price}
          standing={editing ? null : { freeLeft: quota.productsLeft, freeLimit: quota.productsLimit, hasPremiumShop: quota.hasPremiumShop }}
          owed={product && !product.feePaid ? product.feeAmount : null}
        />
        <ListingFormActions
          label={editing ? "Update Product" : "Post Product"}
          savingLabel={editing ? "Saving..." : "Posting..."}
          saving={saving}
          missingRequired={missingRequired}
          cancelTo="/my-listings"
        />
      </Form>
    </ListingFormPage>
  );
}
