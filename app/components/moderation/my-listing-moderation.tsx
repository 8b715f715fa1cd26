import { isAppealable } from "~/lib/listings/listing-status";
import { APPEAL_TEXT_MAX } from "~/lib/moderation/forms/appeal";
import type { FieldErrors } from "~/lib/shared/forms/form-errors";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { m } from "~/paraglide/messages";
import { ActionForm } from "../shared/action-form";
import { useSubmitting } from "../shared/use-submitting";
import { Button } from "../ui/button";
import { TextAreaField } from "../ui/text-area-field";

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
export function MyListingModeration({
  listing,
  refused,
}: {
  listing: ModeratedListing;
  refused?: { errors?: FieldErrors; text?: string };
}) {
  if (listing.status === "under_review") {
    return (
      <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p role="note">{m.listings_under_review_notice()}</p>
        {listing.appeal === "open" ? (
          <p role="status" className="font-medium">
            {m.listings_review_request_sent()}
          </p>
        ) : listing.appeal === "none" ? (
          <AppealForm listing={listing} refused={refused} words={REVIEW_REQUEST_WORDS} />
        ) : null}
      </div>
    );
  }
  if (!isAppealable(listing.status)) return null;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {listing.moderationNote ? <p>{m.moderation_moderator_reason({ note: listing.moderationNote })}</p> : null}
      {listing.appeal !== "none" ? (
        <p role="status" className="font-medium">
          {listing.appeal === "open" ? m.listings_appeal_sent() : m.listings_appeal_decided()}
        </p>
      ) : (
        <AppealForm listing={listing} refused={refused} words={APPEAL_WORDS} />
      )}
    </div>
  );
}

/** The words of the one form, as an appeal of a moderator's decision or as a request to review what the safety net took down. */
interface AppealWords {
  formNamed: (values: { title: string }) => string;
  heading: () => string;
  label: () => string;
  hint: () => string;
  send: () => string;
  sendNamed: (values: { title: string }) => string;
}

const APPEAL_WORDS: AppealWords = {
  formNamed: m.listings_appeal_form_named,
  heading: m.listings_appeal_heading,
  label: m.listings_appeal_label,
  hint: m.listings_appeal_hint,
  send: m.listings_appeal_send,
  sendNamed: m.listings_appeal_send_named,
};

const REVIEW_REQUEST_WORDS: AppealWords = {
  formNamed: m.listings_review_request_form_named,
  heading: m.listings_review_request_heading,
  label: m.listings_review_request_label,
  hint: m.listings_review_request_hint,
  send: m.listings_review_request_send,
  sendNamed: m.listings_review_request_send_named,
};

function AppealForm({
  listing,
  refused,
  words,
}: {
  listing: ModeratedListing;
  refused?: { errors?: FieldErrors; text?: string };
  words: AppealWords;
}) {
  const sending = useSubmitting("appeal", { listingId: listing.id });
  return (
    <ActionForm aria-label={words.formNamed({ title: listing.title })} className="flex flex-col gap-2">
      <input type="hidden" name={INTENT_FIELD} value="appeal" />
      <input type="hidden" name="listingId" value={listing.id} />
      <h3 className="font-semibold">{words.heading()}</h3>
      <TextAreaField
        idPrefix={`appeal-${listing.id}`}
        name="text"
        label={words.label()}
        hint={words.hint()}
        error={refused?.errors?.text}
        defaultValue={refused?.text}
        required
        maxLength={APPEAL_TEXT_MAX}
        rows={3}
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        pending={sending}
        aria-label={words.sendNamed({ title: listing.title })}
      >
        {words.send()}
      </Button>
    </ActionForm>
  );
}
