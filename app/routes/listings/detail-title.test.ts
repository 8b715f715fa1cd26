import { describe, expect, it } from "vitest";
import { LISTING_KIND_TEXT } from "~/lib/listings/kinds/texts";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import { meta } from "./detail";

type MetaArgs = Parameters<typeof meta>[0];
const titleOf = (error: unknown) =>
  (
    meta({ data: undefined, error, location: { pathname: "/products/123" }, matches: [] } as unknown as MetaArgs) as {
      title?: string;
    }[]
  )[0]?.title;
/** What React Router hands a page for a 404 its loader threw. */
const NOT_FOUND = { status: 404, statusText: "Not Found", internal: false, data: null };

/** The browser tab of a listing page without data: in the soak, a database restart said "not found". */
describe("the title of a listing page that could not be shown", () => {
  it("says not found for a 404", () => {
    expect(titleOf(NOT_FOUND)).toBe(pageTitle(LISTING_KIND_TEXT.product.notFoundTitle));
  });

  it("says the listing could not be loaded when its loader failed (the database out), not that it is gone", () => {
    expect(titleOf(new Error("Unexpected Server Error"))).toBe(pageTitle(m.listings_error_title()));
  });
});
