import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { CampusChooser } from "~/components/campus-chooser";
import { ArrowLeftIcon } from "~/components/icons";
import { useToast, type Toast } from "~/components/toast";
import { callAuthEndpoint } from "~/.server/auth/call-auth-endpoint";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { signUpStudent } from "~/.server/domain/accounts/sign-up-student";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { isAppError } from "~/lib/app-error";
import type { CampusChoice } from "~/lib/campus-rules";
import { fieldErrors, type FieldErrors } from "~/lib/forms/form-errors";
import { PASSWORD_TEXT } from "~/lib/forms/password";
import { SIGN_IN_TEXT, signInSchema } from "~/lib/forms/sign-in";
import { SIGN_UP_TEXT, signUpFormValues, signUpSchema } from "~/lib/forms/sign-up";
import { pageTitle, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/auth-page";

type Tab = "signin" | "signup";

export function meta() {
  return [{ title: pageTitle("Sign In or Sign Up") }];
}

/** Only a path of this site, never another site ("//x", "/\\x", absolute URLs). */
function safeRedirect(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  return raw;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The spec: a signed-in user is sent on to the dashboard (or where they were going).
  if (await getSessionUser(context, request)) throw redirect(safeRedirect(url.searchParams.get("redirectTo"), "/dashboard"));
  const campuses = await listCampuses(context.db);
  return {
    tab: (url.searchParams.get("tab") === "signup" ? "signup" : "signin") as Tab,
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "/dashboard"),
    campuses,
    outboxUrl: context.mailer.kind === "outbox" ? "/dev/outbox" : null,
    passwordChanged: url.searchParams.has("passwordChanged"),
  };
}

interface ActionResult {
  intent: Tab;
  toast?: Toast;
  errors?: FieldErrors;
  signedUp?: boolean;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent: Tab = form.get("intent") === "signup" ? "signup" : "signin";
  return intent === "signin" ? signIn(form, request, context) : signUp(form, request, context);
}

async function signIn(form: FormData, request: Request, context: Route.ActionArgs["context"]) {
  const parsed = signInSchema.safeParse({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
  if (!parsed.success) return data<ActionResult>({ intent: "signin", errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  const result = await callAuthEndpoint(context, request, "/sign-in/email", { ...parsed.data, rememberMe: true });
  if (result.ok) {
    throw redirect(safeRedirect(String(form.get("redirectTo") ?? ""), "/dashboard"), { headers: result.headers });
  }
  const toast: Toast =
    result.body.code === "EMAIL_NOT_VERIFIED"
      ? { ...SIGN_IN_TEXT.emailNotConfirmed, variant: "destructive" }
      : result.body.code === "INVALID_EMAIL_OR_PASSWORD"
        ? { ...SIGN_IN_TEXT.invalidCredentials, variant: "destructive" }
        : result.status === 429
          ? { title: SIGN_IN_TEXT.failed, description: "Too many attempts. Please wait a minute and try again.", variant: "destructive" }
          : { title: SIGN_IN_TEXT.failed, description: result.body.message ?? SIGN_IN_TEXT.exception.description, variant: "destructive" };
  return data<ActionResult>({ intent: "signin", toast }, { status: result.status });
}

async function signUp(form: FormData, request: Request, context: Route.ActionArgs["context"]) {
  const parsed = signUpSchema.safeParse(signUpFormValues(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    const toast: Toast | undefined = errors.campusIds
      ? { ...(errors.campusIds === SIGN_UP_TEXT.campusMaximum.description ? SIGN_UP_TEXT.campusMaximum : SIGN_UP_TEXT.campusRequired), variant: "destructive" }
      : errors.password
        ? { ...SIGN_UP_TEXT.weakPassword, variant: "destructive" }
        : undefined;
    return data<ActionResult>({ intent: "signup", errors, toast }, { status: 400 });
  }
  try {
    await signUpStudent(context, request, parsed.data);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<ActionResult>({ intent: "signup", toast: { title: error.title, description: error.message, variant: "destructive" } }, { status: error.status });
  }
  return data<ActionResult>({ intent: "signup", signedUp: true, toast: SIGN_UP_TEXT.created });
}

const inputClass = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500";

function Field({ name, label, type = "text", error, hint, ...rest }: { name: string; label: string; type?: string; error?: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} name={name} type={type} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} className={inputClass} {...rest} />
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
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
  }, [loaderData.passwordChanged, toast]);
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
    if (actionData?.signedUp) {
      signUpForm.current?.reset();
      setChoice({ campusIds: [], primaryCampusId: null });
    }
  }, [actionData, toast]);

  const tabClass = (t: Tab) =>
    `flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${tab === t ? "bg-white text-emerald-700 shadow" : "text-slate-600 hover:text-slate-900"}`;

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <Link to="/" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-emerald-700">
        <ArrowLeftIcon width={16} height={16} /> Back to Home
      </Link>
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
          <Field name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
          <Field name="password" label="Password" type="password" autoComplete="current-password" required error={errors.password} />
          <button type="submit" disabled={submitting === "signin"} className="w-full rounded-md bg-emerald-600 px-4 py-2 font-semibold text-white hover:bg-emerald-700 disabled:opacity-60">
            {submitting === "signin" ? "Signing in..." : "Sign In"}
          </button>
          <p className="text-center text-sm">
            <Link to="/forgot-password" className="text-emerald-700 hover:underline">
              Forgot your password?
            </Link>
          </p>
        </Form>
      ) : (
        <Form method="post" ref={signUpForm} className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label="Sign up">
          <input type="hidden" name="intent" value="signup" />
          <Field name="fullName" label="Full name" autoComplete="name" required error={errors.fullName} />
          <Field name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
          <Field name="password" label="Password" type="password" autoComplete="new-password" required hint="At least 6 characters." error={errors.password} />
          <Field name="whatsappNumber" label="WhatsApp number" type="tel" inputMode="numeric" autoComplete="tel-national" required placeholder={SIGN_UP_TEXT.whatsappHint} hint={SIGN_UP_TEXT.whatsappHint} error={errors.whatsappNumber} />
          <CampusChooser campuses={campuses} choice={choice} onChange={setChoice} error={errors.campusIds} />
          <button
            type="submit"
            disabled={submitting === "signup" || (hydrated && choice.campusIds.length === 0)}
            className="w-full rounded-md bg-emerald-600 px-4 py-2 font-semibold text-white hover:bg-emerald-700 disabled:opacity-60"
          >
            {submitting === "signup" ? "Creating account..." : "Create Account"}
          </button>
          {outboxUrl ? (
            <p className="text-xs text-slate-500">
              This server sends no real e-mail: read the confirmation in the <a href={outboxUrl} className="text-emerald-700 underline">development outbox</a>.
            </p>
          ) : null}
        </Form>
      )}
    </main>
  );
}
