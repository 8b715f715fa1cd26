import { redirect } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { toggleFavorite } from "~/.server/domain/listings/favorites/toggle-favorite";
import { handleAction, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { describeError } from "~/lib/error-text";
import { isFavoriteKind } from "~/lib/listings/favorites";
import { safeRedirect } from "~/lib/shared/safe-redirect";
import type { Route } from "./+types/favorite-toggle";

/** What the heart (app/components/listings/favorite-button.tsx) is told: saved or not, or why not; it shows the toast itself. */
interface ToggleAnswer {
  favorited: boolean;
  error: string;
}

const toggle = intent<SessionUser, Record<string, string>, ToggleAnswer>({
  // A heart tapped twice means saved, then unsaved: the same form twice is two acts, never a repeat.
  once: false,
  run: async ({ fields, form, context, actor }) => {
    if (!isFavoriteKind(fields.kind)) return refuse(undefined, 400, { error: "Unknown kind of favorite." });
    const { favorited } = await toggleFavorite(context.db, actor.id, fields.kind, fields.id ?? "");
    // Without JavaScript the heart's page comes back (only a page of this site).
    if (fields.js !== "1") return goTo(safeRedirect(form.get("redirectTo"), "/favorites", context.env.publicUrl));
    return stay({ favorited });
  },
  refused: (error) => refuse(undefined, error.status, { error: describeError(error).description }),
});

/** The hearts post here. With JavaScript the answer is data; without, the page comes back. */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: { toggle } });
}

export async function loader() {
  return redirect("/favorites");
}
