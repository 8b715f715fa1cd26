import { APPEAL_TEXT_MAX } from "~/lib/forms/appeal";
import type { FieldErrors } from "~/lib/forms/form-errors";
import { INTENT_FIELD } from "~/lib/intent-field";
import { isAppealable } from "~/lib/listing-status";
import { m } from "~/paraglide/messages";
import { ActionForm } from "./action-form";
import { Button } from "./ui/button";
import { TextAreaField } from "./ui/text-area-field";
import { useSubmitting } from "./use-submitting";

/** What the seller's card needs to say about a moderator's decision. */
export interface ModeratedListing {
  id: string;
  title: string;
  status: string;
  moderationNote: string | null;
  appeal: "none" | "open" | "decided";
}

/**
 * On My Listings, the seller sees why their listing is not listed: under review after reports, or
 * hidden or removed by a moderator, with the moderator's reason and one appeal
 * (docs/decisions/0017-listing-life-and-safety.md). `refused` is the appeal form's last refused
 * send, when it was this listing's, to show its errors and what was typed.
 */
export function MyListingModeration({ listing, refused }: { listing: ModeratedListing; refused?: { errors?: FieldErrors; text?: string } }) {
  const sending = useSubmitting("appeal", { listingId: listing.id });
  if (listing.status === "under_review") {
    return (
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {m.selling_under_review_notice()}
      </p>
    );
  }
  if (!isAppealable(listing.status)) return null;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {listing.moderationNote ? <p>{m.moderation_moderator_reason({ note: listing.moderationNote })}</p> : null}
      {listing.appeal !== "none" ? (
        <p role="status" className="font-medium">
          {listing.appeal === "open" ? m.selling_appeal_sent() : m.selling_appeal_decided()}
        </p>
      ) : (
        <ActionForm aria-label={m.selling_appeal_form_named({ title: listing.title })} className="flex flex-col gap-2">
          <input type="hidden" name={INTENT_FIELD} value="appeal" />
          <input type="hidden" name="listingId" value={listing.id} />
          <h3 className="font-semibold">{m.selling_appeal_heading()}</h3>
          <TextAreaField
            idPrefix={`appeal-${listing.id}`}
            name="text"
            label={m.selling_appeal_label()}
            hint={m.selling_appeal_hint()}
            error={refused?.errors?.text}
            defaultValue={refused?.text}
            required
            maxLength={APPEAL_TEXT_MAX}
            rows={3}
          />
          <Button type="submit" variant="secondary" size="sm" pending={sending} aria-label={m.selling_appeal_send_named({ title: listing.title })}>
            {m.selling_appeal_send()}
          </Button>
        </ActionForm>
      )}
    </div>
  );
}
