import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { noBidiControl, plainText } from "../../shared/forms/fields";
import { MODERATION_ACTIONS, MODERATION_NOTE_MAX, SUSPENSION_LENGTHS } from "../report-rules";

/**
 * A moderator's action on a report case (/admin/reports/:kind/:id): what to do, the note every
 * action requires, and a suspension's length. The same schema checks the form in the page and in
 * moderateReportCase, so a note can never be skipped by posting by hand.
 */
export const moderationActionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: () => m.moderation_console_error_action() }),
    note: z.string({ error: () => m.moderation_console_error_note_required() }).check(
      // A textarea sends its line breaks as CRLF: counted as one character each, as typed.
      z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
      z.trim(),
      plainText,
      noBidiControl,
      z.minLength(1, { error: () => m.moderation_console_error_note_required() }),
      z.maxLength(MODERATION_NOTE_MAX, {
        error: () => m.moderation_console_error_note_too_long({ max: MODERATION_NOTE_MAX.toLocaleString("en-US") }),
      }),
    ),
    length: z.optional(z.enum(SUSPENSION_LENGTHS, { error: () => m.moderation_console_error_length() })),
  })
  .check(
    z.refine((value) => value.action !== "suspend" || value.length !== undefined, {
      error: () => m.moderation_console_error_length(),
      path: ["length"],
    }),
  );

export type ModerationActionInput = z.infer<typeof moderationActionSchema>;
