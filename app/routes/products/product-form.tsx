import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { ListingFeeNote } from "~/components/listing-fee-note";
import { appendNewPhotos, PhotoPicker, usePhotoItems } from "~/components/photo-picker";
import { SelectField } from "~/components/select-field";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import { useToast, type Toast } from "~/components/toast";
import { useHydrated } from "~/components/use-hydrated";
import { ArrowLeftIcon } from "~/components/icons";
import { requireUser } from "~/.server/auth/require-user";
import { getFreeQuota } from "~/.server/domain/listings/get-free-quota";
import { createProduct } from "~/.server/domain/products/create-product";
import { getEditableProduct } from "~/.server/domain/products/get-editable-product";
import { updateProduct } from "~/.server/domain/products/update-product";
import { listOwnedShops } from "~/.server/domain/shops/list-owned-shops";
import { readListingForm } from "~/.server/read-listing-form";
import { isAppError } from "~/lib/app-error";
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "~/lib/categories";
import { fieldErrors, type FieldErrors } from "~/lib/forms/form-errors";
import { productFormValues, productSchema } from "~/lib/forms/product";
import { withNotice } from "~/lib/notices";
import { pageTitle } from "~/lib/site";
import { MAX_PRODUCT_IMAGES } from "~/lib/upload-rules";
import type { Route } from "./+types/product-form";

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

interface ActionResult {
  errors?: FieldErrors;
  toast?: Toast;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  try {
    const { form, photos } = await readListingForm(request, MAX_PRODUCT_IMAGES);
    const parsed = productSchema.safeParse(productFormValues(form));
    if (!parsed.success) {
      return data<ActionResult>({ errors: fieldErrors(parsed.error.issues), toast: { title: "Error posting product", description: "Please check the highlighted fields.", variant: "destructive" } }, { status: 400 });
    }
    if (params.id) {
      await updateProduct(context.db, context.storage, user.id, params.id, parsed.data, photos);
      return redirect(withNotice("/my-listings", "product-updated"));
    }
    const created = await createProduct(context.db, context.storage, user.id, parsed.data, photos.files);
    return redirect(withNotice("/my-listings", created.feeAmount === "0.00" ? "product-posted" : "product-pending"));
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "not_found") return redirect(withNotice("/my-listings", "product-not-found"));
    return data<ActionResult>({ toast: { title: error.title, description: error.message, variant: "destructive" } }, { status: error.status });
  }
}

export default function ProductForm({ loaderData, actionData }: Route.ComponentProps) {
  const { product, shops, quota } = loaderData;
  const editing = product !== null;
  const toast = useToast();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [photos, setPhotos] = usePhotoItems(product?.imageUrls ?? []);
  const [required, setRequired] = useState({ name: product?.name ?? "", price: product ? String(Number(product.price)) : "", category: product?.category ?? "" });
  const errors = actionData?.errors ?? {};
  const missingRequired = !required.name.trim() || required.price.trim() === "" || !required.category;

  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData, toast]);

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <Link to="/my-listings" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-emerald-700">
        <ArrowLeftIcon width={16} height={16} /> Back to My Listings
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{editing ? "Edit Product" : "Post a Product"}</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        onChange={(event) => {
          const form = event.currentTarget;
          const value = (name: string) => String(new FormData(form).get(name) ?? "");
          setRequired({ name: value("name"), price: value("price"), category: value("category") });
        }}
        onSubmit={(event) => {
          // Once hydrated the chosen photos are sent from the picker's list, in its order.
          if (!hydrated) return;
          event.preventDefault();
          const body = new FormData(event.currentTarget);
          appendNewPhotos(body, photos);
          void submit(body, { method: "post", encType: "multipart/form-data" });
        }}
      >
        <TextField name="name" label="Product name" required maxLength={120} defaultValue={product?.name} error={errors.name} />
        <TextField
          name="price"
          label="Price (TShs)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          defaultValue={product ? String(Number(product.price)) : undefined}
          error={errors.price}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField name="category" label="Category" options={PRODUCT_CATEGORIES} placeholder="Select a category" required defaultValue={product?.category ?? ""} error={errors.category} />
          <SelectField name="condition" label="Condition (optional)" options={PRODUCT_CONDITIONS} placeholder="Not stated" defaultValue={product?.condition ?? ""} error={errors.condition} />
        </div>
        <TextAreaField name="description" label="Description (optional)" rows={4} maxLength={2000} defaultValue={product?.description ?? ""} error={errors.description} />
        {shops.length > 0 ? (
          <SelectField
            name="shopId"
            label="List under your shop (optional)"
            options={shops.map((shop) => ({ value: shop.id, label: shop.isPremium ? `${shop.name} (Premium)` : shop.name }))}
            placeholder="No shop: sell as myself"
            defaultValue={product?.shopId ?? ""}
            error={errors.shopId}
          />
        ) : null}
        <PhotoPicker items={photos} onChange={setPhotos} max={MAX_PRODUCT_IMAGES} />
        <ListingFeeNote
          kind="product"
          price={required.price}
          standing={editing ? null : { freeLeft: quota.productsLeft, freeLimit: quota.productsLimit, hasPremiumShop: quota.hasPremiumShop }}
          owed={product && !product.feePaid ? product.feeAmount : null}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            // Before the page is interactive the server checks the fields instead.
            disabled={saving || (hydrated && missingRequired)}
            className="rounded-md bg-emerald-600 px-4 py-2 font-semibold text-white hover:bg-emerald-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {saving ? (editing ? "Saving..." : "Posting...") : editing ? "Update Product" : "Post Product"}
          </button>
          <Link to="/my-listings" className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
            Cancel
          </Link>
        </div>
      </Form>
    </main>
  );
}
