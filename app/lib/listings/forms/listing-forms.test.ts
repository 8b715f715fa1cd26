import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { LISTING_KINDS } from "../kinds";
import { LISTING_FORMS, parseListingForm } from "./listing-forms";

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

describe("listing forms", () => {
  it.each(LISTING_KINDS)(
    "read every field of the %s form: the kind's required ones and the form's optional ones",
    (kind) => {
      const read = [...LISTING_FORMS[kind].required, ...LISTING_FORMS[kind].optional];
      expect(read.toSorted()).toEqual(Object.keys(LISTING_FORMS[kind].schema.shape).toSorted());
    },
  );

  it("ask for what each kind's schema cannot do without, and nothing else", () => {
    expect(LISTING_FORMS.product.required).toEqual(["name", "price", "category"]);
    expect(LISTING_FORMS.accommodation.required).toEqual(["title", "price", "location"]);
    expect(LISTING_FORMS.accommodation.optional).toEqual([
      "description",
      "address",
      "roomType",
      "category",
      "amenities",
    ]);
  });

  it("take an accommodation without amenities, and refuse one without a location", () => {
    const parsed = parseListingForm(
      "accommodation",
      formOf({ title: "Room in Sinza", price: "120000", location: "Sinza", amenities: " " }),
    );
    expect(parsed).toMatchObject({
      success: true,
      draft: { kind: "accommodation", fields: { amenities: [], category: "Other" } },
    });
    const missing = parseListingForm("accommodation", formOf({ title: "Room in Sinza", price: "120000" }));
    expect(missing.success ? [] : missing.issues.map((issue) => issue.path)).toEqual([["location"]]);
  });

  it("word a product's field errors in the reader's language, when the form is checked", () => {
    const form = formOf({ name: " ", price: "12.345", category: "Toys" });
    const messages = () => {
      const parsed = parseListingForm("product", form);
      return Object.fromEntries(
        parsed.success ? [] : parsed.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
    };
    expect(messages()).toEqual({
      name: "Please enter a product name.",
      price: "Enter a price of 0 or more, with at most two decimals.",
      category: "Please choose a category.",
    });
    inLocale("sw", () => {
      expect(messages()).toEqual({
        name: "Tafadhali andika jina la bidhaa.",
        price: "Andika bei ya 0 au zaidi, isiyozidi desimali mbili.",
        category: "Tafadhali chagua kategoria.",
      });
    });
  });

  it("word an accommodation's amenity limits in Kiswahili for a Kiswahili reader", () => {
    const amenities = Array.from({ length: 21 }, (_, n) => `Amenity ${n + 1}`).join(", ");
    inLocale("sw", () => {
      const parsed = parseListingForm(
        "accommodation",
        formOf({ title: "Chumba Sinza", price: "120000", location: "Sinza", amenities }),
      );
      expect(parsed.success ? [] : parsed.issues.map((issue) => issue.message)).toEqual([
        "Tafadhali orodhesha huduma zisizozidi 20.",
      ]);
    });
  });

  it.each(LISTING_KINDS)("refuse a %s priced under TShs 100, in the reader's language, and take 100", (kind) => {
    const given: Record<string, string> = {
      product: { name: "Pen", category: "Books" },
      accommodation: { title: "Chumba Sinza", location: "Sinza" },
    }[kind];
    const priceErrors = (price: string) => {
      const parsed = parseListingForm(kind, formOf({ ...given, price }));
      return parsed.success
        ? []
        : parsed.issues.filter((issue) => issue.path[0] === "price").map((issue) => issue.message);
    };
    expect(priceErrors("99.99")).toEqual(["The price must be at least TShs 100."]);
    expect(priceErrors("0")).toEqual(["The price must be at least TShs 100."]);
    expect(priceErrors("100")).toEqual([]);
    // A malformed price has its own error only.
    expect(priceErrors("12.345")).toEqual(["Enter a price of 0 or more, with at most two decimals."]);
    inLocale("sw", () => expect(priceErrors("50")).toEqual(["Bei inapaswa kuwa angalau TShs 100."]));
  });
});
