import type { SessionUser } from "~/.server/auth/get-session-user";
import { assertModerator } from "~/.server/domain/moderation/assert-moderator";
import { moderateReportCase } from "~/.server/domain/moderation/moderate-report-case";
import { type Intent, intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { moderationActionSchema } from "~/lib/moderation/forms/moderation";
import type { ModerationAction } from "~/lib/moderation/report-rules";
import { fieldErrors } from "~/lib/shared/forms/form-errors";
import type { Toast } from "~/lib/shared/toast";
import { m } from "~/paraglide/messages";

/** What the case page's forms answer besides field errors: which form they belong to. */
export interface ReportCaseResult {
  /** The action whose form was refused: only its note shows the error. */
  failed: ModerationAction;
}

/** What the moderator reads once the action is done, worded when it is answered. */
const DONE: Record<ModerationAction, () => Toast> = {
  dismiss: () => ({
    title: m.moderation_console_done_dismiss_title(),
    description: m.moderation_console_done_dismiss(),
  }),
  hide: () => ({ title: m.moderation_console_done_hide_title(), description: m.moderation_console_done_hide() }),
  remove: () => ({ title: m.moderation_console_done_remove_title(), description: m.moderation_console_done_remove() }),
  warn: () => ({ title: m.moderation_console_done_warn_title(), description: m.moderation_console_done_warn() }),
  suspend: () => ({
    title: m.moderation_console_done_suspend_title(),
    description: m.moderation_console_done_suspend(),
  }),
  restore: () => ({
    title: m.moderation_console_done_restore_title(),
    description: m.moderation_console_done_restore(),
  }),
};

/** A review's hide and restore are worded for a review. */
const DONE_REVIEW: Partial<Record<ModerationAction, () => Toast>> = {
  hide: () => ({ title: m.moderation_review_done_hide_title(), description: m.moderation_review_done_hide() }),
  restore: () => ({ title: m.moderation_review_done_restore_title(), description: m.moderation_review_done_restore() }),
};

/**
 * One intent per action, named as the action: the form's `intent` is also what to do. The role is
 * checked before the form is read, so a student's send is answered 403 whatever it holds; the
 * case, and whether the action applies, are checked by moderateReportCase.
 */
function actionIntent(action: ModerationAction): Intent<SessionUser, Record<string, string>, ReportCaseResult> {
  return intent<SessionUser, Record<string, string>, ReportCaseResult>({
    run: async ({ fields, context, actor, params }) => {
      await assertModerator(context.db, actor.id);
      const parsed = moderationActionSchema.safeParse({
        action,
        note: fields.note ?? "",
        length: fields.length || undefined,
      });
      if (!parsed.success)
        return refuse<ReportCaseResult>(undefined, 400, {
          errors: fieldErrors(parsed.error.issues),
          values: { note: (fields.note ?? "").slice(0, 2000) },
          failed: action,
        });
      const { note, length } = parsed.data;
      await moderateReportCase(context.db, actor.id, {
        kind: params.kind ?? "",
        id: params.id ?? "",
        action,
        note,
        length,
      });
      return stay<ReportCaseResult>({}, ((params.kind === "review" && DONE_REVIEW[action]) || DONE[action])());
    },
  });
}

/** /admin/reports/:kind/:id's forms, by the action each takes. */
export const REPORT_CASE_INTENTS = {
  dismiss: actionIntent("dismiss"),
  hide: actionIntent("hide"),
  remove: actionIntent("remove"),
  warn: actionIntent("warn"),
  suspend: actionIntent("suspend"),
  restore: actionIntent("restore"),
};
