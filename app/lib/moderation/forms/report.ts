import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { noBidiControl, plainText } from "../../shared/forms/fields";
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGET_KINDS } from "../report-rules";

/** The report form's words, worded when read, in the reader's language. */
export const REPORT_TEXT = {
  get reasonMissing() {
    return m.moderation_report_reason_missing();
  },
  get detailsTooLong() {
    return m.moderation_report_details_too_long({ max: REPORT_DETAILS_MAX.toLocaleString("en-US") });
  },
} as const;

/** The report form (/report): what is reported, why, and optional details. */
export const reportSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  id: z.uuid(),
  reason: z.enum(REPORT_REASONS, { error: () => REPORT_TEXT.reasonMissing }),
  details: z.string().check(
    z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
    z.trim(),
    plainText,
    noBidiControl,
    z.maxLength(REPORT_DETAILS_MAX, { error: () => REPORT_TEXT.detailsTooLong }),
  ),
});

export type ReportInput = z.infer<typeof reportSchema>;
