import { redirect } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { anyone, handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { goTo } from "~/.server/http/forms-and-actions/action-outcome";
import { visitorCampusCookie } from "~/lib/campuses/visitor-campus";
import { safeRedirect } from "~/lib/shared/safe-redirect";
import { isUuid } from "~/lib/shared/uuid";
import type { Route } from "./+types/visitor-campus";

/**
 * The campus picker's form target when JavaScript is off: remembers (or, with "clear", forgets)
 * the visitor's campus in a cookie and goes back to the list. With JavaScript the picker sets the
 * cookie itself.
 */
export async function action(args: Route.ActionArgs) {
  const choose = intent<SessionUser | null>({
    run: async ({ fields, form, context, cookies }) => {
      const campusId = form.has("clear") ? "" : (fields.campusId ?? "");
      cookies.append("Set-Cookie", visitorCampusCookie(isUuid(campusId) ? campusId : null));
      return goTo(safeRedirect(form.get("redirectTo"), "/", context.env.publicUrl));
    },
  });
  return handleAction(args, { actor: anyone, intents: { choose } });
}

export async function loader() {
  return redirect("/products");
}
