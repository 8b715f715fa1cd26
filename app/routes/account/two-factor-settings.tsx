import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getProfile } from "~/.server/domain/accounts/get-profile";
import { intentHandler, UNKNOWN_INTENT_TOAST } from "~/.server/http/intents";
import { readForm } from "~/.server/http/read-form";
import { BackLink } from "~/components/back-link";
import { useToast } from "~/components/toast";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/two-factor-settings";
import { TWO_FACTOR_INTENTS, type TwoFactorActionResult } from "./two-factor-settings-intents.server";

export function meta() {
  return [{ title: pageTitle("Two-factor authentication") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { profile } = await getProfile(context.db, user.id);
  return { enabled: profile.twoFactorEnabled === true };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const form = await readForm(request, 0);
  const handle = intentHandler(TWO_FACTOR_INTENTS, form.get("intent"));
  if (!handle) return data<TwoFactorActionResult>({ toast: UNKNOWN_INTENT_TOAST }, { status: 400 });
  return handle({ form, request, context, user });
}

const inputClass = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const buttonClass = "rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-strong disabled:opacity-60";

export default function TwoFactorSettings({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useToast();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = actionData?.errors ?? {};
  const passwordError = (intent: string) => (actionData?.intent === intent ? errors.password : undefined);
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData, toast]);
  const setup = loaderData.enabled ? undefined : actionData?.setup;

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <BackLink to="/profile">Back to Profile</BackLink>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Two-factor authentication</h1>
      <p className="mt-1 text-sm text-slate-600">
        With two-factor on, signing in needs your password and a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Authy and others), so a stolen password
        alone is not enough.
      </p>
      <p className="mt-3 text-sm font-medium" role="note">
        Status: {loaderData.enabled ? <span className="text-brand">On</span> : <span className="text-slate-700">Off</span>}
      </p>

      {setup ? (
        <section aria-labelledby="setup-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="setup-heading" className="text-lg font-semibold">
            Set up your authenticator app
          </h2>
          <ol className="mt-3 list-decimal space-y-4 pl-5 text-sm text-slate-700">
            <li>
              Scan this QR code with your authenticator app.
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn on our server by uqr from the TOTP URI; it holds no user text. */}
              <div className="mt-2 w-48 max-w-full" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
              <p className="mt-2">
                No camera? Type this key into the app instead:{" "}
                <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1 font-mono">
                  {setup.secret}
                </code>
              </p>
            </li>
            <li>
              Save these backup codes somewhere safe. Each one lets you sign in once if you lose your phone.
              <BackupCodes codes={setup.backupCodes} />
            </li>
            <li>
              Enter the 6-digit code the app shows now.
              <Form method="post" className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Confirm two-factor">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="totpURI" value={setup.totpURI} />
                <input type="hidden" name="backupCodes" value={setup.backupCodes.join(" ")} />
                <CodeField error={errors.code} />
                <button type="submit" disabled={busy} className={buttonClass}>
                  {busy ? "Checking..." : "Turn on"}
                </button>
              </Form>
            </li>
          </ol>
        </section>
      ) : loaderData.enabled ? (
        <>
          {actionData?.backupCodes ? (
            <section aria-labelledby="codes-heading" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5">
              <h2 id="codes-heading" className="text-lg font-semibold">
                Your new backup codes
              </h2>
              <p className="text-sm text-slate-700">Save them now: they are shown only once, and your old codes no longer work.</p>
              <BackupCodes codes={actionData.backupCodes} />
            </section>
          ) : null}
          <PasswordForm intent="backup-codes" label="Get new backup codes" error={passwordError("backup-codes")} busy={busy} heading="Backup codes" />
          <PasswordForm intent="disable" label="Turn off two-factor" error={passwordError("disable")} busy={busy} heading="Turn off" danger />
        </>
      ) : (
        <PasswordForm intent="start" label="Set up two-factor" error={passwordError("start")} busy={busy} heading="Turn on" />
      )}
    </main>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
      {codes.map((code) => (
        <li key={code} className="rounded bg-slate-100 px-2 py-1">
          {code}
        </li>
      ))}
    </ul>
  );
}

function CodeField({ error }: { error?: string }) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor="setup-code" className="text-sm font-medium text-slate-700">
        Authentication code
      </label>
      <input
        id="setup-code"
        name="code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "setup-code-error" : undefined}
        className={inputClass}
      />
      {error ? (
        <p id="setup-code-error" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PasswordForm({ intent, label, heading, error, busy, danger }: { intent: string; label: string; heading: string; error?: string; busy: boolean; danger?: boolean }) {
  const id = `password-${intent}`;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" aria-label={label}>
        <input type="hidden" name="intent" value={intent} />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            Your password
          </label>
          <input id={id} name="password" type="password" required autoComplete="current-password" aria-invalid={error ? true : undefined} className={inputClass} />
          {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
        </div>
        <button type="submit" disabled={busy} className={danger ? "rounded-md border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60" : buttonClass}>
          {label}
        </button>
      </Form>
    </section>
  );
}
