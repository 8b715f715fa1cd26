import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { MODERATION_NOTE_MAX } from "../../moderation/report-rules";
import { noBidiControl, plainText } from "../../shared/forms/fields";

/**
 * What a reviewer does with a payout on /admin/payouts: approve or refuse one waiting for review,
 * or clear the flag of one the gateway contradicted once a person has dealt with it. The note goes
 * into the moderation log; it is required, as for every moderator action.
 */
export const PAYOUT_REVIEW_DECISIONS = ["approve", "refuse", "clear_flag"] as const;
export type PayoutReviewDecision = (typeof PAYOUT_REVIEW_DECISIONS)[number];

export const reviewPayoutSchema = z.object({
  payoutId: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, { error: () => m.moderation_console_error_action() })),
  decision: z.enum(PAYOUT_REVIEW_DECISIONS, { error: () => m.moderation_console_error_action() }),
  note: z.string({ error: () => m.moderation_console_error_note_required() }).check(
    z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
    z.trim(),
    plainText,
    noBidiControl,
    z.minLength(1, { error: () => m.moderation_console_error_note_required() }),
    z.maxLength(MODERATION_NOTE_MAX, {
      error: () => m.moderation_console_error_note_too_long({ max: MODERATION_NOTE_MAX.toLocaleString("en-US") }),
    }),
  ),
});

export type ReviewPayoutInput = z.infer<typeof reviewPayoutSchema>;
