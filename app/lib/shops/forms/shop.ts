import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { optionalMobile } from "../../accounts/forms/profile";
import { SHOP_CATEGORIES } from "../../listings/categories";
import { optionalText, requiredText, uuidField } from "../../shared/forms/fields";

/** The shop form's texts: the error titles and what the pages say after a save (worded when read). */
export const SHOP_FORM_TEXT = {
  get createTitle() {
    return m.shops_form_create_title();
  },
  get editTitle() {
    return m.shops_edit_shop();
  },
  get createButton() {
    return m.shops_create_shop();
  },
  get updateButton() {
    return m.shops_form_update_button();
  },
  get creating() {
    return m.shops_form_creating();
  },
  get saving() {
    return m.shops_saving();
  },
  get createFailed() {
    return m.shops_form_create_failed();
  },
  get updateFailed() {
    return m.shops_form_update_failed();
  },
  get checkFields() {
    return m.shops_check_fields();
  },
  get logoLabel() {
    return m.shops_form_logo();
  },
  get coverLabel() {
    return m.shops_form_cover();
  },
} as const;

/** The shop form (create and edit), shared by the browser and the server. */
export const shopSchema = z.object({
  name: requiredText(120, () => m.shops_form_name_required()),
  description: optionalText(2000),
  category: z.enum(SHOP_CATEGORIES, { error: () => m.shops_form_category_invalid() }),
  location: requiredText(120, () => m.shops_form_location_required()),
  address: optionalText(200),
  phoneNumber: optionalMobile,
  /** The number is a business number anyone may see; otherwise a signed-in student asks for it (docs/security.md#phone-numbers). */
  phoneNumberPublic: z.boolean(),
  /** Where students find the shop; blank means the owner's own primary campus. */
  campusId: z.optional(uuidField(() => m.shops_form_campus_invalid())),
});

export type ShopInput = z.infer<typeof shopSchema>;

const TEXT_FIELDS = ["name", "description", "category", "location", "address", "phoneNumber", "campusId"] as const;

/** The form's text fields; blank optional ones count as not given. */
export function parseShopForm(form: FormData) {
  const raw: Record<string, string | undefined> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    const text = typeof value === "string" ? value : "";
    raw[name] =
      text.trim() === "" && name !== "name" && name !== "location" && name !== "phoneNumber" ? undefined : text;
  }
  raw.category ??= "Other";
  return z.safeParse(shopSchema, { ...raw, phoneNumberPublic: form.get("phoneNumberPublic") === "on" });
}
