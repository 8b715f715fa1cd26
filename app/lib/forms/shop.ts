import * as z from "zod/mini";
import { SHOP_CATEGORIES } from "../categories";
import { optionalText, requiredText, uuidField } from "./fields";
import { optionalMobile } from "./profile";

/** The shop form's texts: the error titles and what the pages say after a save. */
export const SHOP_FORM_TEXT = {
  createTitle: "Create Your Shop",
  editTitle: "Edit Shop",
  createButton: "Create Shop",
  updateButton: "Update Shop",
  creating: "Creating...",
  saving: "Saving...",
  createFailed: "Error creating shop",
  updateFailed: "Error updating shop",
  checkFields: "Please check the highlighted fields.",
  logoLabel: "Shop logo (optional)",
  coverLabel: "Cover image (optional)",
} as const;

/** The shop form (create and edit), shared by the browser and the server. */
export const shopSchema = z.object({
  name: requiredText(120, "Please enter the shop name."),
  description: optionalText(2000),
  category: z.enum(SHOP_CATEGORIES, { error: "Please choose a category from the list." }),
  location: requiredText(120, "Please enter where the shop is."),
  address: optionalText(200),
  phoneNumber: optionalMobile,
  /** Where students find the shop; blank means the owner's own primary campus. */
  campusId: z.optional(uuidField("Please choose a campus from the list.")),
});

export type ShopInput = z.infer<typeof shopSchema>;

const TEXT_FIELDS = ["name", "description", "category", "location", "address", "phoneNumber", "campusId"] as const;

/** The form's text fields; blank optional ones count as not given. */
export function parseShopForm(form: FormData) {
  const raw: Record<string, string | undefined> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    const text = typeof value === "string" ? value : "";
    raw[name] = text.trim() === "" && name !== "name" && name !== "location" && name !== "phoneNumber" ? undefined : text;
  }
  raw.category ??= "Other";
  return z.safeParse(shopSchema, raw);
}
