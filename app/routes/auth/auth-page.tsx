import { useEffect, useState } from "react";
import { Link, redirect } from "react-router";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { anyone, handleAction } from "~/.server/http/forms-and-actions/action-kit";
import { CampusChooser } from "~/components/campuses/campus-chooser";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { DevOutboxNote } from "~/components/shared/dev-outbox-note";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { MIN_PASSWORD_LENGTH, SIGN_UP_TEXT } from "~/lib/accounts/forms/sign-up";
import { PENDING_ACTION_FIELD } from "~/lib/accounts/pending-action";
import type { CampusChoice } from "~/lib/campuses/campus-rules";
import { readVisitorCampus } from "~/lib/campuses/visitor-campus";
import { emailField } from "~/lib/shared/forms/fields";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { safeRedirect } from "~/lib/shared/safe-redirect";
import { pageTitle, SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/auth-page";
import { AUTH_INTENTS } from "./auth-intents.server";

type Tab = "signin" | "signup";

/** A pending action longer than this is no action of ours: it is dropped, not cut. */
const MAX_PENDING_ACTION_LENGTH = 200;

export function meta() {
  return [{ title: pageTitle(m.accounts_auth_page_title()) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A signed-in user is sent on to the dashboard (or where they were going).
  if (await getSessionUser(context, request))
    throw redirect(safeRedirect(url.searchParams.get("redirectTo"), "/dashboard", context.env.publicUrl));
  const campuses = await listCampuses(context.db);
  const pending = url.searchParams.get(PENDING_ACTION_FIELD) ?? "";
  // "Wrong address?" on the check-your-e-mail page comes back with the address to correct (never the password).
  const email = emailField.safeParse(url.searchParams.get("email") ?? "");
  return {
    tab: (url.searchParams.get("tab") === "signup" ? "signup" : "signin") as Tab,
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "/dashboard", context.env.publicUrl),
    pendingAction: pending.length <= MAX_PENDING_ACTION_LENGTH ? pending : "",
    email: email.success ? email.data : "",
    campuses,
    // The campus the visitor chose while browsing comes first in the sign-up list.
    visitorCampusId: readVisitorCampus(request.headers.get("cookie")),
    outboxUrl: context.mailer.kind === "outbox" ? "/dev/outbox" : null,
  };
}

/** Signing in, signing up and asking for the confirmation link again: nobody is signed in yet. */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: anyone, intents: AUTH_INTENTS });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campuses, redirectTo, pendingAction, email, visitorCampusId, outboxUrl } = loaderData;
  // The tab lives in the URL (?tab=signup), so links to either tab, and the header's, just work.
  const tab = loaderData.tab;
  const [choice, setChoice] = useState<CampusChoice>({ campusIds: [], primaryCampusId: null });
  // Without JavaScript the server checks the campuses; the button can only wait for them once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const signingIn = useSubmitting("signin");
  const signingUp = useSubmitting("signup");
  const resending = useSubmitting("resend");
  const errors = actionData?.errors ?? {};
  const needsCampus = hydrated && choice.campusIds.length === 0;
  // The tabs keep where the student was going, and what they were doing, like the forms do.
  const tabLink = (t: Tab) => {
    const query = new URLSearchParams({ tab: t });
    if (redirectTo !== "/dashboard") query.set("redirectTo", redirectTo);
    if (pendingAction) query.set(PENDING_ACTION_FIELD, pendingAction);
    return `?${query}`;
  };

  const tabClass = (t: Tab) =>
    `flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${tab === t ? "bg-white text-brand shadow" : "text-slate-600 hover:text-slate-900"}`;

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <BackLink to="/">{m.accounts_back_to_home()}</BackLink>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.accounts_welcome_to({ site: SITE_NAME })}</h1>
      <nav aria-label={m.accounts_auth_tabs()} className="mt-4 flex gap-1 rounded-lg bg-slate-100 p-1">
        {(["signin", "signup"] as const).map((t) => (
          <Link
            key={t}
            to={tabLink(t)}
            replace
            preventScrollReset
            aria-current={tab === t ? "page" : undefined}
            className={tabClass(t)}
          >
            {t === "signin" ? m.accounts_sign_in() : m.accounts_sign_up()}
          </Link>
        ))}
      </nav>

      {tab === "signin" ? (
        <ActionForm className={cardClass("md", "mt-6 space-y-4")} aria-label={m.accounts_sign_in_form()}>
          <input type="hidden" name={INTENT_FIELD} value="signin" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {pendingAction ? <input type="hidden" name={PENDING_ACTION_FIELD} value={pendingAction} /> : null}
          <TextField
            name="email"
            label={m.accounts_email()}
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <TextField
            name="password"
            label={m.accounts_password()}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          {actionData?.signInError && !signingIn ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {actionData.signInError}
            </p>
          ) : null}
          <Button type="submit" pending={signingIn} size="lg" className="w-full">
            {signingIn ? m.accounts_signing_in() : m.accounts_sign_in()}
          </Button>
          <p className="text-center text-sm">
            <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-brand hover:underline">
              {m.accounts_forgot_password()}
            </Link>
          </p>
        </ActionForm>
      ) : (
        <ActionForm className={cardClass("md", "mt-6 space-y-4")} aria-label={m.accounts_sign_up_form()}>
          <input type="hidden" name={INTENT_FIELD} value="signup" />
          <TextField
            name="fullName"
            label={m.accounts_full_name()}
            autoComplete="name"
            required
            error={errors.fullName}
          />
          <TextField
            name="email"
            label={m.accounts_email()}
            type="email"
            autoComplete="email"
            required
            defaultValue={email}
            error={errors.email}
          />
          <TextField
            name="password"
            label={m.accounts_password()}
            type="password"
            autoComplete="new-password"
            required
            hint={m.accounts_password_hint({ min: MIN_PASSWORD_LENGTH })}
            error={errors.password}
          />
          <TextField
            name="whatsappNumber"
            label={m.accounts_whatsapp_number()}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            hint={SIGN_UP_TEXT.whatsappHint}
            error={errors.whatsappNumber}
          />
          <CampusChooser
            campuses={campuses}
            choice={choice}
            onChange={setChoice}
            error={errors.campusIds}
            preferredId={visitorCampusId}
          />
          {/* Disabled says why, in words and to screen readers, not only by fading. */}
          {needsCampus ? (
            <p id="sign-up-missing" className="text-sm font-medium text-amber-900">
              {m.accounts_choose_campus_first()}
            </p>
          ) : null}
          <Button
            type="submit"
            pending={signingUp}
            disabled={needsCampus}
            aria-describedby={needsCampus ? "sign-up-missing" : undefined}
            size="lg"
            className="w-full"
          >
            {signingUp ? m.accounts_creating_account() : m.accounts_create_account()}
          </Button>
          <DevOutboxNote outboxUrl={outboxUrl} />
        </ActionForm>
      )}
      {tab === "signin" && actionData?.unconfirmedEmail ? (
        <ActionForm
          className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          aria-label={m.accounts_confirmation_email_label()}
        >
          <input type="hidden" name={INTENT_FIELD} value="resend" />
          <input type="hidden" name="email" value={actionData.unconfirmedEmail} />
          {m.accounts_no_confirmation_email({ email: actionData.unconfirmedEmail })}{" "}
          <Button type="submit" variant="quiet" pending={resending} className="underline">
            {m.accounts_send_link_again()}
          </Button>
        </ActionForm>
      ) : null}
    </main>
  );
}
