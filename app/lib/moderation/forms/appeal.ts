import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { requiredText, uuidField } from "../../shared/forms/fields";
import { REPORT_DETAILS_MAX } from "../report-rules";

/** An appeal's text: as long as a report's details (the database checks the same bound). */
export const APPEAL_TEXT_MAX = REPORT_DETAILS_MAX;

/** The seller's one appeal of a hidden or removed listing (My Listings): which listing, and why it should be restored. */
export const appealSchema = z.object({
  listingId: uuidField(() => m.listings_appeal_unknown_listing()),
  text: requiredText(APPEAL_TEXT_MAX, () => m.listings_appeal_required()),
});

export type AppealInput = z.infer<typeof appealSchema>;
