import { data, Link, useLocation, useNavigation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { createShopItem } from "~/.server/domain/shops/shop-items/create-shop-item";
import { type EditableShopItem, getEditableShopItem } from "~/.server/domain/shops/shop-items/get-editable-shop-item";
import { listActiveOwnedShops } from "~/.server/domain/shops/shop-items/list-active-owned-shops";
import { updateShopItem } from "~/.server/domain/shops/shop-items/update-shop-item";
import { handleAction, intent, redirectWithToast, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { chosenFile, typedValues } from "~/.server/http/forms-and-actions/read-form";
import {
  LISTING_FORM_CLASS,
  ListingFormActions,
  ListingFormPage,
  PriceField,
  priceInputValue,
} from "~/components/listings/listing-form";
import { ActionForm } from "~/components/shared/action-form";
import { PictureField } from "~/components/shared/picture-field";
import { LoadErrorBoundary } from "~/components/shared/route-error";
import { UploadStatus } from "~/components/shared/uploads/upload-status";
import { useUploadForm } from "~/components/shared/uploads/use-upload-form";
import { EmptyState } from "~/components/ui/empty-state";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { describeError } from "~/lib/error-text";
import { type AppError, isAppError } from "~/lib/shared/app-error";
import { type FieldErrors, fieldErrors } from "~/lib/shared/forms/form-errors";
import { pageTitle } from "~/lib/shared/site";
import type { Toast } from "~/lib/shared/toast";
import {
  parseShopItemForm,
  SHOP_ITEM_LIMITS,
  toDateInputValue,
  toDateTimeInputValue,
} from "~/lib/shops/forms/shop-item";
import {
  INACTIVE_SHOP_TITLE,
  NO_ACTIVE_SHOPS_TEXT,
  PROMOTION_TYPES,
  SHOP_ITEM_RULES,
  SHOP_ITEM_TOASTS,
  SHOP_ITEM_UPLOAD_TEXT,
  SHOP_MANAGEMENT_PATH,
  type ShopItemKind,
  shopItemKindFromPath,
} from "~/lib/shops/shop-items";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/item-form";

const PRIMARY_LINK = "rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong";
const SECONDARY_LINK = "rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50";

/** The kind a request is about, from its path (/promotions/..., /events/..., /services/...); any other path is a 404. */
function requestKind(request: Request): ShopItemKind {
  const kind = shopItemKindFromPath(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

export function meta({ params, location }: Route.MetaArgs) {
  const { text } = SHOP_ITEM_RULES[shopItemKindFromPath(location.pathname) ?? "promotion"];
  return [{ title: pageTitle(params.id ? text.editTitle : text.postTitle) }];
}

/** A stored item as its form's fields show it: dates in Tanzanian time, amounts without trailing ".00". */
function formValuesOf(item: EditableShopItem): Record<string, string> {
  const common = { shopId: item.shopId, description: item.description ?? "" };
  switch (item.kind) {
    case "promotion":
      return {
        ...common,
        title: item.title,
        type: item.type,
        startDate: toDateInputValue(item.startDate),
        endDate: toDateInputValue(item.endDate),
      };
    case "event":
      return {
        ...common,
        title: item.title,
        eventDate: toDateTimeInputValue(item.eventDate),
        location: item.location ?? "",
        price: item.price === null ? "" : priceInputValue(item.price),
        maxParticipants: item.maxParticipants === null ? "" : String(item.maxParticipants),
      };
    case "service":
      return {
        ...common,
        name: item.name,
        category: item.category ?? "",
        price: priceInputValue(item.price),
        durationMinutes: item.durationMinutes === null ? "" : String(item.durationMinutes),
      };
  }
}

/**
 * One page for creating (`/<kind>/post`, optionally `?shopId=` to choose the shop) and editing
 * (`/<kind>/{id}/edit`) a promotion, event or service. The shop choice lists the user's shops
 * whose subscription runs; with none, the page says 'No Active Shops' instead of the form.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = requestKind(request);
  const user = await requireUser(context, request);
  const shops = await listActiveOwnedShops(context.db, user.id);
  if (!params.id) {
    // A shop named in the address is chosen if it is one of the user's active shops; else the only one.
    const wanted = new URL(request.url).searchParams.get("shopId");
    const shopId = shops.find((shop) => shop.id === wanted)?.id ?? (shops.length === 1 ? shops[0]!.id : "");
    return { kind, shops, item: null, stored: { shopId } as Record<string, string> };
  }
  try {
    const item = await getEditableShopItem(context.db, user.id, kind, params.id);
    return {
      kind,
      shops,
      item: { id: item.id, shopName: item.shopName, shopActive: item.shopActive, imageUrl: item.imageUrl },
      stored: formValuesOf(item),
    };
  } catch (error) {
    // A missing or foreign item: say so on shop management.
    if (isAppError(error) && error.code === "not_found")
      throw redirectWithToast(context, SHOP_MANAGEMENT_PATH, SHOP_ITEM_TOASTS[SHOP_ITEM_RULES[kind].toasts.notFound]);
    throw error;
  }
}

/** A refused save's toast: the picture's problem in this form's words (docs/product.md#shop-items), else the domain's reason under the form's title. */
function failureToast(error: AppError, failedTitle: string): Toast {
  if (error.reason === "upload_invalid_type") return SHOP_ITEM_UPLOAD_TEXT.invalidType;
  if (error.reason === "upload_too_large") return SHOP_ITEM_UPLOAD_TEXT.tooLarge;
  return { title: failedTitle, description: describeError(error).description };
}

/**
 * Reads the form and its picture, checks the fields with the kind's schema, and saves; then back
 * to shop management with its toast. A refused save answers with the field errors or the domain's
 * message and what was typed.
 */
export async function action(args: Route.ActionArgs) {
  const kind = requestKind(args.request);
  const rules = SHOP_ITEM_RULES[kind];
  const failedTitle = args.params.id ? rules.text.updateFailed : rules.text.createFailed;
  const values = (form: FormData) => typedValues(form, undefined, SHOP_ITEM_LIMITS.description);
  const save = intent<SessionUser>({
    run: async ({ form, context, actor, params }) => {
      const parsed = parseShopItemForm(kind, form);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.issues);
        // A missing shop has its own message; otherwise the fields say what is wrong.
        return refuse({ title: failedTitle, description: errors.shopId ?? m.shops_check_fields() }, 400, {
          values: values(form),
          errors,
        });
      }
      const image = await chosenFile(form, "image");
      if (params.id) {
        await updateShopItem(context.db, context.storage, actor.id, params.id, parsed.draft, {
          image,
          removeImage: form.get("removeImage") === "yes",
        });
        return goTo(SHOP_MANAGEMENT_PATH, SHOP_ITEM_TOASTS[rules.toasts.updated]);
      }
      await createShopItem(context.db, context.storage, actor.id, parsed.draft, image);
      return goTo(SHOP_MANAGEMENT_PATH, SHOP_ITEM_TOASTS[rules.toasts.created]);
    },
    // A missing or foreign item: say so on shop management.
    refused: (error, form) =>
      args.params.id && error.code === "not_found"
        ? goTo(SHOP_MANAGEMENT_PATH, SHOP_ITEM_TOASTS[rules.toasts.notFound])
        : refuse(failureToast(error, failedTitle), error.status, { values: values(form) }),
  });
  return handleAction(args, { actor: signedIn, intents: { save } });
}

export function ErrorBoundary() {
  const rules = SHOP_ITEM_RULES[shopItemKindFromPath(useLocation().pathname) ?? "promotion"];
  return (
    <LoadErrorBoundary
      message={rules.text.loadFailed}
      backTo={SHOP_MANAGEMENT_PATH}
      backLabel={m.shops_back_to_management()}
    />
  );
}

export default function ShopItemFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  // A new key when the kind or item changes, so what was typed for a promotion never carries over into an event.
  return (
    <ShopItemFormBody
      key={`${loaderData.kind}:${loaderData.item?.id ?? "new"}`}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function ShopItemFormBody({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { kind, shops, item, stored } = loaderData;
  const rules = SHOP_ITEM_RULES[kind];
  const upload = useUploadForm();
  const result = upload.result ?? actionData;
  const saving = useNavigation().state === "submitting" || upload.sending;
  const errors = result?.errors ?? {};
  /** A field's starting value: what was just typed if the save was refused, else the stored one. */
  const value = (name: string) => result?.values?.[name] ?? stored[name] ?? "";

  const title = item ? rules.text.editTitle : rules.text.postTitle;
  if (item && !item.shopActive) {
    return (
      <ListingFormPage title={title} backTo={SHOP_MANAGEMENT_PATH} backLabel={m.shops_back_to_management()}>
        <div className="mt-6">
          <EmptyState
            title={INACTIVE_SHOP_TITLE()}
            hint={`${item.shopName}: ${rules.text.inactiveShop}`}
            action={
              <Link to={SHOP_MANAGEMENT_PATH} className={PRIMARY_LINK}>
                {NO_ACTIVE_SHOPS_TEXT.manage}
              </Link>
            }
          />
        </div>
      </ListingFormPage>
    );
  }
  if (shops.length === 0) {
    return (
      <ListingFormPage title={title} backTo={SHOP_MANAGEMENT_PATH} backLabel={m.shops_back_to_management()}>
        <div className="mt-6">
          <EmptyState
            title={NO_ACTIVE_SHOPS_TEXT.title}
            hint={NO_ACTIVE_SHOPS_TEXT.description}
            action={
              <div className="flex flex-wrap justify-center gap-3">
                <Link to={NO_ACTIVE_SHOPS_TEXT.createShopPath} className={PRIMARY_LINK}>
                  {NO_ACTIVE_SHOPS_TEXT.createShop}
                </Link>
                <Link to={SHOP_MANAGEMENT_PATH} className={SECONDARY_LINK}>
                  {NO_ACTIVE_SHOPS_TEXT.manage}
                </Link>
              </div>
            }
          />
        </div>
      </ListingFormPage>
    );
  }

  return (
    <ListingFormPage title={title} backTo={SHOP_MANAGEMENT_PATH} backLabel={m.shops_back_to_management()}>
      <ActionForm
        encType="multipart/form-data"
        className={LISTING_FORM_CLASS}
        onSubmit={(event) => upload.submit(event)}
      >
        <SelectField
          name="shopId"
          label={m.shops_item_shop()}
          required
          options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          placeholder={value("shopId") === "" ? m.shops_item_select_shop() : undefined}
          defaultValue={value("shopId")}
          error={errors.shopId}
        />
        <TextField
          name={rules.titleField}
          label={rules.text.titleLabel}
          required
          maxLength={SHOP_ITEM_LIMITS.title}
          defaultValue={value(rules.titleField)}
          error={errors[rules.titleField]}
        />
        <TextAreaField
          name="description"
          label={m.shops_description_optional()}
          rows={4}
          maxLength={SHOP_ITEM_LIMITS.description}
          defaultValue={value("description")}
          error={errors.description}
        />
        <KindFields kind={kind} value={value} errors={errors} />
        <PictureField
          name="image"
          removeName="removeImage"
          label={rules.text.imageLabel}
          currentAlt={rules.text.currentImageAlt}
          currentUrl={item?.imageUrl ?? null}
          texts={SHOP_ITEM_UPLOAD_TEXT}
          previewClass="max-h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
        />
        <ListingFormActions
          label={item ? rules.text.updateButton : rules.text.postButton}
          savingLabel={item ? rules.text.saving : rules.text.posting}
          saving={saving}
          missingRequired={false}
          cancelTo={SHOP_MANAGEMENT_PATH}
        />
        <UploadStatus state={upload.state} onRetry={upload.retry} />
      </ActionForm>
    </ListingFormPage>
  );
}

/** The fields only one kind has. Dates and times are Tanzanian (EAT), whatever the phone's clock says. */
function KindFields({
  kind,
  value,
  errors,
}: {
  kind: ShopItemKind;
  value: (name: string) => string;
  errors: FieldErrors;
}) {
  switch (kind) {
    case "promotion":
      return (
        <>
          <SelectField
            name="type"
            label={m.shops_item_type()}
            options={PROMOTION_TYPES}
            defaultValue={value("type") || "promotion"}
            error={errors.type}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="startDate"
              label={m.shops_item_start_date()}
              type="date"
              required
              defaultValue={value("startDate")}
              error={errors.startDate}
            />
            <TextField
              name="endDate"
              label={m.shops_item_end_date()}
              type="date"
              required
              hint={m.shops_item_end_date_hint()}
              defaultValue={value("endDate")}
              error={errors.endDate}
            />
          </div>
        </>
      );
    case "event":
      return (
        <>
          <TextField
            name="eventDate"
            label={m.shops_item_date_time()}
            type="datetime-local"
            required
            hint={m.shops_item_date_time_hint()}
            defaultValue={value("eventDate")}
            error={errors.eventDate}
          />
          <TextField
            name="location"
            label={m.shops_item_location_optional()}
            maxLength={SHOP_ITEM_LIMITS.location}
            defaultValue={value("location")}
            error={errors.location}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="price"
              label={m.shops_item_price_optional()}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              hint={m.shops_item_price_hint()}
              defaultValue={value("price")}
              error={errors.price}
            />
            <TextField
              name="maxParticipants"
              label={m.shops_item_max_participants()}
              type="number"
              inputMode="numeric"
              min={1}
              max={SHOP_ITEM_LIMITS.maxParticipants}
              step={1}
              hint={m.shops_item_max_participants_hint()}
              defaultValue={value("maxParticipants")}
              error={errors.maxParticipants}
            />
          </div>
        </>
      );
    case "service":
      return (
        <>
          <TextField
            name="category"
            label={m.shops_item_category_optional()}
            maxLength={SHOP_ITEM_LIMITS.category}
            placeholder={m.shops_item_category_placeholder()}
            defaultValue={value("category")}
            error={errors.category}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <PriceField label={m.shops_item_price()} defaultValue={value("price")} error={errors.price} />
            <TextField
              name="durationMinutes"
              label={m.shops_item_duration()}
              type="number"
              inputMode="numeric"
              min={1}
              max={SHOP_ITEM_LIMITS.durationMinutes}
              step={1}
              defaultValue={value("durationMinutes")}
              error={errors.durationMinutes}
            />
          </div>
        </>
      );
  }
}
