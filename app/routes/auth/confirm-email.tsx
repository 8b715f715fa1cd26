import { data, Form, Link, redirect, useNavigation } from "react-router";
import { confirmEmail } from "~/.server/domain/accounts/confirm-email";
import { readForm } from "~/.server/http/read-form";
import { Button } from "~/components/ui/button";
import { AppError, isAppError } from "~/lib/app-error";
import { confirmationToken } from "~/lib/confirm-email-link";
import { describeError } from "~/lib/error-text";
import { withNotice } from "~/lib/notices";
import { pageTitle, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/confirm-email";

export function meta() {
  return [{ title: pageTitle("Confirm your e-mail") }, { name: "robots", content: "noindex" }];
}

/**
 * The confirmation e-mail's link lands here. Opening it changes nothing (another site can make a
 * browser open any link); the button posts to this page, past the origin check, and only that
 * confirms (domain/accounts/confirm-email.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = confirmationToken(new URL(request.url).searchParams.get("token"));
  return { token, failure: token ? null : describeError(new AppError("invalid_input", "confirmation_link_invalid")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, 0);
  try {
    const confirmed = await confirmEmail(context, request, form.get("token"));
    // After confirming, the site's root.
    throw redirect(withNotice("/", confirmed.signedIn ? "email-confirmed" : "email-confirmed-sign-in"), { headers: confirmed.headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ error: describeError(error) }, { status: error.status });
  }
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = actionData?.error ?? loaderData.failure;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Confirm your e-mail</h1>
      {failure ? (
        <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-5">
          <p role="alert" className="font-semibold text-red-800">
            {failure.title}
          </p>
          <p className="mt-1 text-sm text-red-800">{failure.description}</p>
          <Link to="/auth" className="mt-4 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong">
            Go to Sign In
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-4 rounded-xl border border-slate-200 bg-white p-5" aria-label="Confirm your e-mail">
          <p className="text-slate-700">Welcome to {SITE_NAME}! Confirm your e-mail address to finish creating your account.</p>
          <input type="hidden" name="token" value={loaderData.token ?? ""} />
          <Button type="submit" disabled={navigation.state === "submitting"} size="lg" className="mt-4 w-full">
            {navigation.state === "submitting" ? "Confirming..." : "Confirm my e-mail"}
          </Button>
        </Form>
      )}
    </main>
  );
}
