import { redirect } from "react-router";
import { readForm } from "~/.server/http/read-form";
import { safeRedirect } from "~/lib/safe-redirect";
import { isUuid } from "~/lib/uuid";
import { visitorCampusCookie } from "~/lib/visitor-campus";
import type { Route } from "./+types/visitor-campus";

/**
 * The campus picker's form target when JavaScript is off: remembers (or, with "clear", forgets)
 * the visitor's campus in a cookie and goes back to the list. With JavaScript the picker sets the
 * cookie itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, 0);
  const campusId = form.has("clear") ? "" : String(form.get("campusId") ?? "");
  return redirect(safeRedirect(form.get("redirectTo"), "/", context.env.publicUrl), {
    headers: { "Set-Cookie": visitorCampusCookie(isUuid(campusId) ? campusId : null) },
  });
}

export async function loader() {
  return redirect("/products");
}
