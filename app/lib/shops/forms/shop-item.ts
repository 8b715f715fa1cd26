import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { priceField } from "../../listings/forms/product";
import { optionalFormValue, optionalText, requiredText, uuidField } from "../../shared/forms/fields";
import type { ShopItemKind } from "../shop-items";

export const SHOP_ITEM_LIMITS = {
  title: 120,
  description: 2000,
  location: 200,
  category: 60,
  maxParticipants: 100_000,
  durationMinutes: 43_200,
} as const;

/**
 * Dates typed in the forms are Tanzanian dates and times (Africa/Dar_es_Salaam, UTC+3 all year,
 * no daylight saving), wherever the browser or the server runs.
 */
const TANZANIA_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_INPUT = /^(20\d{2})-(\d{2})-(\d{2})$/;
const DATE_TIME_INPUT = /^(20\d{2})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** The instant a Tanzanian wall-clock time names, or null when it is no real date. */
function tanzanianInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date | null {
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 31 April over into May: such a day does not exist.
  if (new Date(utc).getUTCDate() !== day) return null;
  return new Date(utc - TANZANIA_OFFSET_MS);
}

/** The start (00:00 in Tanzania) of a day typed as `YYYY-MM-DD` in `<input type="date">`. */
export function startOfTanzanianDay(value: string): Date | null {
  const match = DATE_INPUT.exec(value);
  return match ? tanzanianInstant(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The last moment (23:59:59.999 in Tanzania) of a typed day: a promotion ending that day runs all of it. */
export function endOfTanzanianDay(value: string): Date | null {
  const start = startOfTanzanianDay(value);
  return start ? new Date(start.getTime() + DAY_MS - 1) : null;
}

/** The instant of a Tanzanian date and time typed in `<input type="datetime-local">` (`YYYY-MM-DDTHH:mm`). */
export function tanzanianDateTime(value: string): Date | null {
  const match = DATE_TIME_INPUT.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return tanzanianInstant(year!, month!, day!, hour!, minute!, Number.isNaN(second) ? 0 : second!);
}

/** A stored instant as `<input type="date">` shows it in Tanzania. */
export function toDateInputValue(value: Date | string): string {
  return new Date(new Date(value).getTime() + TANZANIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A stored instant as `<input type="datetime-local">` shows it in Tanzania (to the minute). */
export function toDateTimeInputValue(value: Date | string): string {
  return new Date(new Date(value).getTime() + TANZANIA_OFFSET_MS).toISOString().slice(0, 16);
}

const dateField = (toInstant: (value: string) => Date | null, missing: () => string, invalid: () => string) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: missing }),
      z.refine((value) => value === "" || toInstant(value) !== null, { error: invalid }),
    ),
    z.transform((value) => toInstant(value) as Date),
  );

/** A whole number typed in a number field, between `min` and `max`; blank is "not given" (see parseShopItemForm). */
const wholeNumber = (min: number, max: number, error: () => string) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max, { error }),
    ),
    z.transform(Number),
  );

const shopIdField = uuidField(() => m.shops_item_select_shop_message());
const titleField = (missing: () => string) => requiredText(SHOP_ITEM_LIMITS.title, missing);
const descriptionField = optionalText(SHOP_ITEM_LIMITS.description);

/** The promotion form (create and edit), shared by the browser and the server. */
export const promotionSchema = z
  .object({
    shopId: shopIdField,
    title: titleField(() => m.shops_item_title_required()),
    description: descriptionField,
    type: z.enum(["promotion", "event", "service"], { error: () => m.shops_item_type_invalid() }),
    startDate: dateField(
      startOfTanzanianDay,
      () => m.shops_item_start_date_required(),
      () => m.shops_item_start_date_invalid(),
    ),
    endDate: dateField(
      endOfTanzanianDay,
      () => m.shops_item_end_date_required(),
      () => m.shops_item_end_date_invalid(),
    ),
  })
  // Runs even when a date field failed (zod checks the object anyway): only two real dates are compared.
  .check(
    z.refine(
      (v) =>
        !(v.startDate instanceof Date && v.endDate instanceof Date) || v.endDate.getTime() >= v.startDate.getTime(),
      {
        error: () => m.shops_item_end_before_start(),
        path: ["endDate"],
      },
    ),
  );

/** The event form (create and edit). A blank price is a free event; blank places are unlimited. */
export const eventSchema = z.object({
  shopId: shopIdField,
  title: titleField(() => m.shops_item_title_required()),
  description: descriptionField,
  eventDate: dateField(
    tanzanianDateTime,
    () => m.shops_item_event_date_required(),
    () => m.shops_item_event_date_invalid(),
  ),
  location: optionalText(SHOP_ITEM_LIMITS.location),
  price: z.optional(priceField),
  maxParticipants: z.optional(
    wholeNumber(1, SHOP_ITEM_LIMITS.maxParticipants, () =>
      m.shops_item_max_participants_invalid({ max: SHOP_ITEM_LIMITS.maxParticipants.toLocaleString("en-US") }),
    ),
  ),
});

/** The service form (create and edit). The price is required (0 or more); the duration is optional. */
export const serviceSchema = z.object({
  shopId: shopIdField,
  name: titleField(() => m.shops_item_service_name_required()),
  description: descriptionField,
  category: optionalText(SHOP_ITEM_LIMITS.category),
  price: priceField,
  durationMinutes: z.optional(
    wholeNumber(1, SHOP_ITEM_LIMITS.durationMinutes, () =>
      m.shops_item_duration_invalid({ max: SHOP_ITEM_LIMITS.durationMinutes.toLocaleString("en-US") }),
    ),
  ),
});

export type PromotionInput = z.infer<typeof promotionSchema>;
export type EventInput = z.infer<typeof eventSchema>;
export type ServiceInput = z.infer<typeof serviceSchema>;

/** Each kind's schema and its fields: the required ones are always read, blank optional ones count as not given. */
export const SHOP_ITEM_FORMS = {
  promotion: {
    schema: promotionSchema,
    required: ["shopId", "title", "type", "startDate", "endDate"],
    optional: ["description"],
  },
  event: {
    schema: eventSchema,
    required: ["shopId", "title", "eventDate"],
    optional: ["description", "location", "price", "maxParticipants"],
  },
  service: {
    schema: serviceSchema,
    required: ["shopId", "name", "price"],
    optional: ["description", "category", "durationMinutes"],
  },
} as const satisfies Record<
  ShopItemKind,
  { schema: unknown; required: readonly string[]; optional: readonly string[] }
>;

export interface ShopItemInputs {
  promotion: PromotionInput;
  event: EventInput;
  service: ServiceInput;
}

/** A checked form of one kind: what the shop item use-cases take. */
export type ShopItemDraft = { [K in ShopItemKind]: { kind: K; fields: ShopItemInputs[K] } }[ShopItemKind];

export type ShopItemFormParse =
  | { success: true; draft: ShopItemDraft }
  | { success: false; issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** Reads a posted item form of `kind` (FormData, or plain values) and checks it with the kind's schema. */
export function parseShopItemForm(
  kind: ShopItemKind,
  form: FormData | Record<string, string | undefined>,
): ShopItemFormParse {
  const { schema, required, optional } = SHOP_ITEM_FORMS[kind];
  const data = form instanceof FormData ? form : toFormData(form);
  const values: Record<string, string | undefined> = {};
  for (const name of required) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  for (const name of optional) values[name] = optionalFormValue(data, name);
  // A promotion's type defaults to "promotion", as its column does.
  if (kind === "promotion" && (values.type ?? "").trim() === "") values.type = "promotion";
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { success: false, issues: parsed.error.issues };
  return { success: true, draft: { kind, fields: parsed.data } as ShopItemDraft };
}

function toFormData(values: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) data.set(name, value);
  return data;
}
