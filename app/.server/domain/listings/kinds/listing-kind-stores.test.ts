import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTING_FORMS, parseListingForm } from "~/lib/listings/forms/listing-forms";
import { LISTING_KINDS } from "~/lib/listings/kinds";
import { listings } from "../../../db/schema";
import { draftColumns, formValuesOf, kindStore } from ".";

const FILLED = {
  product: { name: "Casio fx-991", price: "25000", category: "Electronics", condition: "Good", description: "Works" },
  accommodation: {
    title: "Room in Sinza",
    price: "120000",
    location: "Sinza",
    description: "Quiet",
    address: "Mori Road",
    roomType: "Single Room",
    category: "Studio",
    amenities: "Water, Wi-Fi",
  },
} as const;

describe("listing kind stores", () => {
  it.each(LISTING_KINDS)("store every field of the %s form in a listings column", (kind) => {
    const { required, optional } = LISTING_FORMS[kind];
    const columns = kindStore(kind).columns as Record<string, string>;
    expect(Object.keys(columns).toSorted()).toEqual([...required, ...optional].toSorted());
    for (const column of Object.values(columns)) expect(getTableColumns(listings)).toHaveProperty(column);
  });

  it.each(LISTING_KINDS)("fill the %s edit form in with what was posted", (kind) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(FILLED[kind])) form.set(name, value);
    const parsed = parseListingForm(kind, form);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
    expect(formValuesOf(kind, draftColumns(parsed.draft))).toEqual(FILLED[kind]);
  });

  it("store an optional field left out as null, so an edit can empty it", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Desk", price: "30000", category: "Furniture" }))
      form.set(name, value);
    const draft = parseListingForm("product", form);
    expect(draft.success && draftColumns(draft.draft)).toEqual({
      title: "Desk",
      price: "30000",
      category: "Furniture",
      condition: null,
      description: null,
      shopId: null,
    });
  });
});
