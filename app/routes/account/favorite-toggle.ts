import { data, redirect } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { toggleFavorite } from "~/.server/domain/favorites/toggle-favorite";
import { readForm } from "~/.server/http/read-form";
import { isAppError } from "~/lib/app-error";
import { describeError } from "~/lib/error-text";
import { isFavoriteKind } from "~/lib/favorites";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/favorite-toggle";

/** The hearts post here. With JavaScript the answer is data; without, the page comes back. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const form = await readForm(request, 0);
  const kind = form.get("kind");
  const id = String(form.get("id") ?? "");
  if (!isFavoriteKind(kind)) return data({ error: "Unknown kind of favorite." }, { status: 400 });
  try {
    const result = await toggleFavorite(context.db, user.id, kind, id);
    // Without JavaScript the heart's page comes back (only a page of this site).
    if (form.get("js") !== "1") throw redirect(safeRedirect(form.get("redirectTo"), "/favorites", context.env.publicUrl));
    return result;
  } catch (error) {
    if (isAppError(error)) return data({ error: describeError(error).description }, { status: error.status });
    throw error;
  }
}

export async function loader() {
  return redirect("/favorites");
}
