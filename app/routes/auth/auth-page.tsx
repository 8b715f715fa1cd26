import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { intentHandler, UNKNOWN_INTENT_TOAST } from "~/.server/http/intents";
import { readForm } from "~/.server/http/read-form";
import { BackLink } from "~/components/back-link";
import { CampusChooser } from "~/components/campus-chooser";
import { useToast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import type { CampusChoice } from "~/lib/campus-rules";
import { PASSWORD_TEXT } from "~/lib/forms/password";
import { SIGN_UP_TEXT } from "~/lib/forms/sign-up";
import { TWO_FACTOR_TEXT } from "~/lib/forms/two-factor";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/auth-page";
import { AUTH_INTENTS, type AuthActionResult } from "./auth-intents.server";

type Tab = "signin" | "signup";

export function meta() {
  return [{ title: pageTitle("Sign In or Sign Up") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A signed-in user is sent on to the dashboard (or where they were going).
  if (await getSessionUser(context, request)) throw redirect(safeRedirect(url.searchParams.get("redirectTo"), "/dashboard", context.env.publicUrl));
  const campuses = await listCampuses(context.db);
  return {
    tab: (url.searchParams.get("tab") === "signup" ? "signup" : "signin") as Tab,
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "/dashboard", context.env.publicUrl),
    campuses,
    outboxUrl: context.mailer.kind === "outbox" ? "/dev/outbox" : null,
    passwordChanged: url.searchParams.has("passwordChanged"),
    timedOut: url.searchParams.has("timedOut"),
    // The signed-out wallet text, for a visitor sent here from a wallet or payment page.
    walletRequired: /^\/(wallet|payment-success)(\/|\?|$)/.test(url.searchParams.get("redirectTo") ?? ""),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, 0);
  const handle = intentHandler(AUTH_INTENTS, form.get("intent"));
  if (!handle) return data<AuthActionResult>({ intent: "signin", toast: UNKNOWN_INTENT_TOAST }, { status: 400 });
  return handle({ form, request, context });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campuses, redirectTo, outboxUrl } = loaderData;
  const toast = useToast();
  const navigation = useNavigation();
  // The tab lives in the URL (?tab=signup), so links to either tab, and the header's, just work.
  const tab = loaderData.tab;
  const [choice, setChoice] = useState<CampusChoice>({ campusIds: [], primaryCampusId: null });
  // Without JavaScript the server checks the campuses; the button can only wait for them once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const signUpForm = useRef<HTMLFormElement>(null);
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errors = actionData?.errors ?? {};

  useEffect(() => {
    if (loaderData.passwordChanged) toast(PASSWORD_TEXT.changed);
    if (loaderData.timedOut) toast({ ...TWO_FACTOR_TEXT.expired, variant: "destructive" });
    if (loaderData.walletRequired) toast({ title: "Login Required", description: "Please log in to view your wallet." });
  }, [loaderData.passwordChanged, loaderData.timedOut, loaderData.walletRequired, toast]);
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
    if (actionData?.signedUp) {
      signUpForm.current?.reset();
      setChoice({ campusIds: [], primaryCampusId: null });
    }
  }, [actionData, toast]);

  const tabClass = (t: Tab) => `flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${tab === t ? "bg-white text-brand shadow" : "text-slate-600 hover:text-slate-900"}`;

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <BackLink to="/">Back to Home</BackLink>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Welcome to {SITE_NAME}</h1>
      <nav aria-label="Sign in or sign up" className="mt-4 flex gap-1 rounded-lg bg-slate-100 p-1">
        {(["signin", "signup"] as const).map((t) => (
          <Link
            key={t}
            to={`?tab=${t}${redirectTo !== "/dashboard" ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
            replace
            preventScrollReset
            aria-current={tab === t ? "page" : undefined}
            className={tabClass(t)}
          >
            {t === "signin" ? "Sign In" : "Sign Up"}
          </Link>
        ))}
      </nav>

      {tab === "signin" ? (
        <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label="Sign in">
          <input type="hidden" name="intent" value="signin" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" required error={errors.password} />
          <Button type="submit" disabled={submitting === "signin"} size="lg" className="w-full">
            {submitting === "signin" ? "Signing in..." : "Sign In"}
          </Button>
          <p className="text-center text-sm">
            <Link to="/forgot-password" className="text-brand hover:underline">
              Forgot your password?
            </Link>
          </p>
        </Form>
      ) : (
        <Form method="post" ref={signUpForm} className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label="Sign up">
          <input type="hidden" name="intent" value="signup" />
          <TextField name="fullName" label="Full name" autoComplete="name" required error={errors.fullName} />
          <TextField name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
          <TextField name="password" label="Password" type="password" autoComplete="new-password" required hint="At least 6 characters." error={errors.password} />
          <TextField
            name="whatsappNumber"
            label="WhatsApp number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            placeholder={SIGN_UP_TEXT.whatsappHint}
            hint={SIGN_UP_TEXT.whatsappHint}
            error={errors.whatsappNumber}
          />
          <CampusChooser campuses={campuses} choice={choice} onChange={setChoice} error={errors.campusIds} />
          <button
            type="submit"
            disabled={submitting === "signup" || (hydrated && choice.campusIds.length === 0)}
            className="w-full rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong disabled:opacity-60"
          >
            {submitting === "signup" ? "Creating account..." : "Create Account"}
          </button>
          {outboxUrl ? (
            <p className="text-xs text-slate-500">
              This server sends no real e-mail: read the confirmation in the{" "}
              <a href={outboxUrl} className="text-brand underline">
                development outbox
              </a>
              .
            </p>
          ) : null}
        </Form>
      )}
      {tab === "signin" && actionData?.unconfirmedEmail ? (
        <Form method="post" className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" aria-label="Confirmation e-mail">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={actionData.unconfirmedEmail} />
          No confirmation e-mail for {actionData.unconfirmedEmail}?{" "}
          <button type="submit" className="font-semibold underline">
            Send the link again
          </button>
        </Form>
      ) : null}
    </main>
  );
}
