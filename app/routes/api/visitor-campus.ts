import { redirect } from "react-router";
import { visitorCampusCookie } from "~/lib/visitor-campus";
import { isUuid } from "~/lib/uuid";
import type { Route } from "./+types/visitor-campus";

/**
 * The campus picker's form target when JavaScript is off: remembers (or clears) the visitor's
 * campus in a cookie and goes back to the list. With JavaScript the picker sets the cookie itself.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const campusId = String(form.get("campusId") ?? "");
  const back = String(form.get("redirectTo") ?? "/");
  const safeBack = back.startsWith("/") && !back.startsWith("//") ? back : "/";
  return redirect(safeBack, {
    headers: { "Set-Cookie": visitorCampusCookie(isUuid(campusId) ? campusId : null) },
  });
}

export async function loader() {
  return redirect("/products");
}
