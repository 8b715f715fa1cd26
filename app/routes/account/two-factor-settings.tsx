import { requireUser } from "~/.server/auth/require-user";
import { getProfile } from "~/.server/domain/accounts/get-profile";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/two-factor-settings";
import { TWO_FACTOR_INTENTS } from "./two-factor-settings-intents.server";

export function meta() {
  return [{ title: pageTitle(m.accounts_two_factor()) }];
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
      <BackLink to="/profile">{m.accounts_back_to_profile()}</BackLink>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.accounts_two_factor()}</h1>
      <p className="mt-1 text-sm text-slate-600">{m.accounts_two_factor_intro()}</p>
      <p className="mt-3 text-sm font-medium" role="note">
        {m.accounts_two_factor_status()}{" "}
        {loaderData.enabled ? (
          <span className="text-brand">{m.accounts_on()}</span>
        ) : (
          <span className="text-slate-700">{m.accounts_off()}</span>
        )}
      </p>

      {setup ? (
        <section aria-labelledby="setup-heading" className={cardClass("md", "mt-6")}>
          <h2 id="setup-heading" className="text-lg font-semibold">
            {m.accounts_set_up_app()}
          </h2>
          <ol className="mt-3 list-decimal space-y-4 pl-5 text-sm text-slate-700">
            <li>
              {m.accounts_scan_qr()}
              <div
                className="mt-2 w-48 max-w-full"
                role="img"
                aria-label={m.accounts_qr_label()}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn on our server by uqr from the TOTP URI; it holds no user text.
                dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
              />
              <p className="mt-2">
                {m.accounts_no_camera()}{" "}
                <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1 font-mono">
                  {setup.secret}
                </code>
              </p>
            </li>
            <li>
              {m.accounts_save_backup_codes()}
              <BackupCodes codes={setup.backupCodes} />
            </li>
            <li>
              {m.accounts_enter_app_code()}
              <ActionForm
                className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
                aria-label={m.accounts_confirm_two_factor()}
              >
                <input type="hidden" name={INTENT_FIELD} value="confirm" />
                <input type="hidden" name="totpURI" value={setup.totpURI} />
                <input type="hidden" name="backupCodes" value={setup.backupCodes.join(" ")} />
                <CodeField error={errors.code} />
                <Button type="submit" pending={confirming}>
                  {confirming ? m.accounts_checking() : m.accounts_turn_on()}
                </Button>
              </ActionForm>
            </li>
          </ol>
        </section>
      ) : loaderData.enabled ? (
        <>
          {actionData?.backupCodes ? (
            <section
              aria-labelledby="codes-heading"
              className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5"
            >
              <h2 id="codes-heading" className="text-lg font-semibold">
                {m.accounts_your_new_backup_codes()}
              </h2>
              <p className="text-sm text-slate-700">{m.accounts_save_them_now()}</p>
              <BackupCodes codes={actionData.backupCodes} />
            </section>
          ) : null}
          <PasswordForm
            intent="backup-codes"
            label={m.accounts_get_new_backup_codes()}
            error={passwordError("backup-codes")}
            heading={m.accounts_backup_codes()}
          />
          <PasswordForm
            intent="disable"
            label={m.accounts_turn_off_two_factor()}
            error={passwordError("disable")}
            heading={m.accounts_turn_off()}
            danger
          />
        </>
      ) : (
        <PasswordForm
          intent="start"
          label={m.accounts_set_up_two_factor()}
          error={passwordError("start")}
          heading={m.accounts_turn_on()}
        />
      )}
    </main>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <ul aria-label={m.accounts_backup_codes()} className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
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
        {m.accounts_authentication_code()}
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

function PasswordForm({
  intent,
  label,
  heading,
  error,
  danger,
}: {
  intent: string;
  label: string;
  heading: string;
  error?: string;
  danger?: boolean;
}) {
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
            {m.accounts_your_password()}
          </label>
          <input
            id={id}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
          {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
        </div>
        <Button type="submit" variant={danger ? "danger-outline" : "primary"} pending={sending}>
          {label}
        </Button>
      </ActionForm>
    </section>
  );
}
