import { requireUser } from "~/.server/auth/require-user";
import { getProfile } from "~/.server/domain/accounts/get-profile";
import { handleAction, signedIn } from "~/.server/http/action-kit";
import { ActionForm } from "~/components/action-form";
import { BackLink } from "~/components/back-link";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { useSubmitting } from "~/components/use-submitting";
import { INTENT_FIELD } from "~/lib/intent-field";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/two-factor-settings";
import { TWO_FACTOR_INTENTS } from "./two-factor-settings-intents.server";

export function meta() {
  return [{ title: pageTitle("Two-factor authentication") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { profile } = await getProfile(context.db, user.id);
  return { enabled: profile.twoFactorEnabled === true };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: TWO_FACTOR_INTENTS });
}

const inputClass = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export default function TwoFactorSettings({ loaderData, actionData }: Route.ComponentProps) {
  const confirming = useSubmitting("confirm");
  const errors = actionData?.errors ?? {};
  const passwordError = (intent: string) => (actionData?.intent === intent ? errors.password : undefined);
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
        <section aria-labelledby="setup-heading" className={cardClass("md", "mt-6")}>
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
              <ActionForm className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Confirm two-factor">
                <input type="hidden" name={INTENT_FIELD} value="confirm" />
                <input type="hidden" name="totpURI" value={setup.totpURI} />
                <input type="hidden" name="backupCodes" value={setup.backupCodes.join(" ")} />
                <CodeField error={errors.code} />
                <Button type="submit" pending={confirming}>
                  {confirming ? "Checking..." : "Turn on"}
                </Button>
              </ActionForm>
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
          <PasswordForm intent="backup-codes" label="Get new backup codes" error={passwordError("backup-codes")} heading="Backup codes" />
          <PasswordForm intent="disable" label="Turn off two-factor" error={passwordError("disable")} heading="Turn off" danger />
        </>
      ) : (
        <PasswordForm intent="start" label="Set up two-factor" error={passwordError("start")} heading="Turn on" />
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

function PasswordForm({ intent, label, heading, error, danger }: { intent: string; label: string; heading: string; error?: string; danger?: boolean }) {
  const id = `password-${intent}`;
  const sending = useSubmitting(intent);
  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass("md", "mt-6")}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      <ActionForm className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" aria-label={label}>
        <input type="hidden" name={INTENT_FIELD} value={intent} />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            Your password
          </label>
          <input id={id} name="password" type="password" required autoComplete="current-password" aria-invalid={error ? true : undefined} className={inputClass} />
          {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
        </div>
        <Button type="submit" variant={danger ? "danger-outline" : "primary"} pending={sending}>
          {label}
        </Button>
      </ActionForm>
    </section>
  );
}
