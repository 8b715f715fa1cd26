import { saveFavorite } from "~/.server/domain/listings/favorites/save-favorite";
import type { ServerContext } from "~/.server/runtime/context";
import { logger } from "~/.server/runtime/logger";
import { parsePendingAction } from "~/lib/accounts/pending-action";
import { describeError } from "~/lib/error-text";
import { FAVORITE_TEXT } from "~/lib/listings/favorites";
import { AppError } from "~/lib/shared/app-error";
import type { Toast } from "~/lib/shared/toast";

/**
 * Finishes, for the student who just signed in, the action they tried while signed out
 * (app/lib/accounts/pending-action.ts). Bad or unknown values do nothing. Returns the toast to show on
 * the page they go back to: what was done, or why it could not be (the item is gone or hidden).
 * The sign-in itself has succeeded by then, so nothing here makes it fail.
 */
export async function finishPendingAction(
  context: Pick<ServerContext, "db">,
  userId: string,
  pending: FormDataEntryValue | null,
): Promise<Toast | undefined> {
  const action = parsePendingAction(pending);
  if (!action) return undefined;
  try {
    // Saved, never toggled: a heart tapped while signed out on something already saved leaves it saved.
    await saveFavorite(context.db, userId, action.kind, action.id);
    return { title: FAVORITE_TEXT.added.title, description: FAVORITE_TEXT.added.description };
  } catch (error) {
    if (error instanceof AppError) return { ...describeError(error), variant: "destructive" };
    logger.error({ err: error }, "finishing a pending action failed");
    return { title: FAVORITE_TEXT.failed, variant: "destructive" };
  }
}
