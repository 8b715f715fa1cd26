import { Form, redirect } from "react-router";
import { callAuthEndpoint } from "~/.server/auth/call-auth-endpoint";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { clearedViewerMarker } from "~/.server/auth/viewer-marker";
import { Button } from "~/components/ui/button";
import { SIGN_OUT_QUESTION } from "~/lib/account-text";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/sign-out";

export function meta() {
  return [{ title: pageTitle("Sign Out") }];
}

/** Without JavaScript the header's Sign Out leads here to confirm; with it, the browser asks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await getSessionUser(context, request))) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await callAuthEndpoint(context, request, "/sign-out", {});
  // Saved offline pages end with the session (public/sw.js reads this marker).
  result.headers.append("Set-Cookie", clearedViewerMarker(context.env.publicUrl.startsWith("https:")));
  return redirect("/?signedOut=1", { headers: result.headers });
}

export default function SignOut() {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Sign Out</h1>
      <p className="mt-3 text-slate-600">{SIGN_OUT_QUESTION}</p>
      <Form method="post" className="mt-6">
        <Button type="submit" size="lg">
          Sign Out
        </Button>
      </Form>
    </main>
  );
}
