import { redirect } from "react-router";
import { callAuthEndpoint } from "~/.server/auth/call-auth-endpoint";
import { getSessionUser, type SessionUser } from "~/.server/auth/get-session-user";
import { clearedViewerMarker } from "~/.server/auth/viewer-marker";
import { anyone, handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { goTo } from "~/.server/http/forms-and-actions/action-outcome";
import { copyCookies } from "~/.server/http/forms-and-actions/pass-cookies";
import { ActionForm } from "~/components/shared/action-form";
import { Button } from "~/components/ui/button";
import { SIGNED_OUT_TOAST, signOutQuestion } from "~/lib/shared/account-text";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/sign-out";

export function meta() {
  return [{ title: pageTitle(m.accounts_sign_out()) }];
}

/** Without JavaScript the header's Sign Out leads here to confirm; with it, the browser asks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await getSessionUser(context, request))) throw redirect("/");
  return null;
}

/** Signs out: this page's form, and the header's Sign Out, which asks in the browser first. */
export async function action(args: Route.ActionArgs) {
  const signOut = intent<SessionUser | null>({
    // Signing out again is harmless, and a repeat must clear this browser's cookies too.
    once: false,
    run: async ({ request, context, cookies }) => {
      const result = await callAuthEndpoint(context, request, "/sign-out", {});
      copyCookies(result.headers, cookies);
      // Saved offline pages end with the session (public/sw.js reads this marker).
      cookies.append("Set-Cookie", clearedViewerMarker(context.env.publicUrl.startsWith("https:")));
      return goTo("/", SIGNED_OUT_TOAST);
    },
  });
  return handleAction(args, { actor: anyone, intents: { "sign-out": signOut }, bareIsEmptyForm: true });
}

export default function SignOut() {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.accounts_sign_out()}</h1>
      <p className="mt-3 text-slate-600">{signOutQuestion()}</p>
      <ActionForm className="mt-6">
        <Button type="submit" size="lg">
          {m.accounts_sign_out()}
        </Button>
      </ActionForm>
    </main>
  );
}
