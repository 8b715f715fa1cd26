import { redirect } from "react-router";
import { isUuid } from "~/lib/uuid";
import { visitorCampusCookie } from "~/lib/visitor-campus";
import type { Route } from "./+types/visitor-campus";

/** Only a path on this site: "//evil.example" or "/\\evil.example" would leave it. */
function sameSiteReturnPath(raw: FormDataEntryValue | null, request: Request): string {
  const current = new URL(request.url);
  try {
    const target = new URL(String(raw ?? "/"), current);
    return target.origin === current.origin ? target.pathname + target.search : "/";
  } catch {
    return "/";
  }
}

/**
 * The campus picker's form target when JavaScript is off: remembers (or, with "clear", forgets)
 * the visitor's campus in a cookie and goes back to the list. With JavaScript the picker sets the
 * cookie itself.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const campusId = form.has("clear") ? "" : String(form.get("campusId") ?? "");
  return redirect(sameSiteReturnPath(form.get("redirectTo"), request), {
    headers: { "Set-Cookie": visitorCampusCookie(isUuid(campusId) ? campusId : null) },
  });
}

export async function loader() {
  return redirect("/products");
}
