import { Link, useNavigation } from "react-router";
import { callAuthEndpoint } from "~/.server/auth/call-auth-endpoint";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { anyone, handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { ActionForm } from "~/components/shared/action-form";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { PASSWORD_TEXT, resetPasswordSchema } from "~/lib/accounts/forms/password";
import { type FieldErrors, fieldErrors } from "~/lib/shared/forms/form-errors";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: pageTitle(m.accounts_choose_new_password()) }];
}

/** The e-mailed link lands here with ?token=... (or ?error=INVALID_TOKEN when it has expired). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: url.searchParams.get("token") ?? "",
    expired: url.searchParams.has("error") || !url.searchParams.get("token"),
  };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: anyone,
    intents: {
      reset: intent<SessionUser | null, { token: string; newPassword: string }>({
        schema: resetPasswordSchema,
        // The passwords typed are not sent back to the page.
        invalid: (issues) => refuse(undefined, 400, { errors: fieldErrors(issues) }),
        run: async ({ fields, request, context }) => {
          const result = await callAuthEndpoint(context, request, "/reset-password", {
            token: fields.token,
            newPassword: fields.newPassword,
          });
          if (!result.ok)
            return refuse(undefined, result.status, { errors: { form: PASSWORD_TEXT.badLink.description } });
          return goTo("/auth", PASSWORD_TEXT.changed);
        },
      }),
    },
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  // The page's one form: any send in progress is it.
  const saving = useNavigation().state === "submitting";
  const errors: FieldErrors = actionData?.errors ?? {};
  if (loaderData.expired) {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{PASSWORD_TEXT.badLink.title}</h1>
        <p className="mt-2 text-slate-600">{PASSWORD_TEXT.badLink.description}</p>
        <Link
          to="/forgot-password"
          className="mt-6 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white"
        >
          {m.accounts_send_new_link()}
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">{m.accounts_choose_new_password()}</h1>
      <ActionForm className={cardClass("md", "mt-6 space-y-4")} aria-label={m.accounts_choose_new_password()}>
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          name="newPassword"
          label={m.accounts_new_password()}
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword}
        />
        <TextField
          name="confirmPassword"
          label={m.accounts_new_password_again()}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}{" "}
            <Link to="/forgot-password" className="underline">
              {m.accounts_send_new_link()}
            </Link>
          </p>
        ) : null}
        <Button type="submit" pending={saving} size="lg" className="w-full">
          {saving ? m.accounts_saving() : m.accounts_save_new_password()}
        </Button>
      </ActionForm>
    </main>
  );
}
