import { describe, expect, it } from "vitest";
import { LISTING_KIND_RULES, LISTING_KINDS } from "../listing-kinds";
import { LISTING_FORMS, parseListingForm } from "./listing-forms";

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

describe("listing forms", () => {
  it.each(LISTING_KINDS)("read every field of the %s form: the kind's required ones and the form's optional ones", (kind) => {
    const read = [...LISTING_KIND_RULES[kind].requiredFields, ...LISTING_FORMS[kind].optional];
    expect(read.toSorted()).toEqual(Object.keys(LISTING_FORMS[kind].schema.shape).toSorted());
  });

  it("take an accommodation without amenities, and refuse one without a location", () => {
    const parsed = parseListingForm("accommodation", formOf({ title: "Room in Sinza", price: "120000", location: "Sinza", amenities: " " }));
    expect(parsed).toMatchObject({ success: true, draft: { kind: "accommodation", fields: { amenities: [], category: "Other" } } });
    const missing = parseListingForm("accommodation", formOf({ title: "Room in Sinza", price: "120000" }));
    expect(missing.success ? [] : missing.issues.map((issue) => issue.path)).toEqual([["location"]]);
  });
});
