import type { SessionUser } from "~/.server/auth/get-session-user";
import { totpQrCode } from "~/.server/auth/totp-qr-code";
import { confirmTwoFactor } from "~/.server/domain/accounts/confirm-two-factor";
import { renewBackupCodes } from "~/.server/domain/accounts/renew-backup-codes";
import { startTwoFactorSetup } from "~/.server/domain/accounts/start-two-factor-setup";
import { turnOffTwoFactor } from "~/.server/domain/accounts/turn-off-two-factor";
import { type IntentInput, intent } from "~/.server/http/forms-and-actions/action-kit";
import { type ActionOutcome, refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { copyCookies } from "~/.server/http/forms-and-actions/pass-cookies";
import {
  TWO_FACTOR_TEXT,
  totpSecretOf,
  twoFactorConfirmSchema,
  twoFactorPasswordSchema,
} from "~/lib/accounts/forms/two-factor";
import { describeError } from "~/lib/error-text";
import { fieldErrors } from "~/lib/shared/forms/form-errors";

export interface PendingSetup {
  qrSvg: string;
  totpURI: string;
  secret: string;
  backupCodes: string[];
}

/** What /profile/two-factor's forms answer besides field errors. */
export interface TwoFactorResult {
  /** Which password form answered, so its error shows under it. */
  intent: string;
  setup: PendingSetup;
  backupCodes: string[];
}

type Outcome = ActionOutcome<TwoFactorResult>;

/** The set-up shown again after a wrong first code; only an authenticator address is accepted. */
function pendingSetupFrom(form: FormData): PendingSetup | undefined {
  const totpURI = String(form.get("totpURI") ?? "");
  if (!totpURI.startsWith("otpauth://totp/")) return undefined;
  const backupCodes = String(form.get("backupCodes") ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, 20);
  return { totpURI, qrSvg: totpQrCode(totpURI), secret: totpSecretOf(totpURI), backupCodes };
}

/**
 * A form that asks only for the password: a refused password, or the wait after too many wrong
 * ones, shows under the form that asked (other refusals as a toast). The password typed is not
 * sent back to the page. `once: false` for the forms whose answer holds a secret.
 */
function withPassword(
  name: string,
  work: (input: IntentInput<SessionUser, { password: string }>) => Promise<Outcome>,
  once = true,
) {
  return intent<SessionUser, { password: string }, TwoFactorResult>({
    schema: twoFactorPasswordSchema,
    once,
    invalid: (issues) => refuse<TwoFactorResult>(undefined, 400, { intent: name, errors: fieldErrors(issues) }),
    refused: (error) =>
      error.code === "invalid_input" || error.reason === "sign_in_locked"
        ? refuse<TwoFactorResult>(undefined, error.status, {
            intent: name,
            errors: { password: describeError(error).description },
          })
        : undefined,
    run: work,
  });
}

/** The first code from the app turns two-factor on; a wrong one shows the same set-up again. */
const confirm = intent<SessionUser, { code: string }, TwoFactorResult>({
  schema: twoFactorConfirmSchema,
  invalid: (issues, form) =>
    refuse<TwoFactorResult>(undefined, 400, { errors: fieldErrors(issues), setup: pendingSetupFrom(form) }),
  refused: (error, form) =>
    refuse<TwoFactorResult>(undefined, error.status, {
      errors: { code: describeError(error).description },
      setup: pendingSetupFrom(form),
    }),
  run: async ({ fields, request, context, cookies }) => {
    copyCookies(await confirmTwoFactor(context, request, fields.code), cookies);
    return stay<TwoFactorResult>({}, TWO_FACTOR_TEXT.enabled);
  },
});

const start = withPassword(
  "start",
  async ({ fields, request, context, actor }) => {
    const setup = await startTwoFactorSetup(context, request, actor, fields.password);
    return stay<TwoFactorResult>({ setup: { ...setup, qrSvg: totpQrCode(setup.totpURI) } });
  },
  false,
);

const turnOff = withPassword("disable", async ({ fields, request, context, actor, cookies }) => {
  copyCookies(await turnOffTwoFactor(context, request, actor, fields.password), cookies);
  return stay<TwoFactorResult>({}, TWO_FACTOR_TEXT.disabled);
});

const newBackupCodes = withPassword(
  "backup-codes",
  async ({ fields, request, context, actor }) =>
    stay<TwoFactorResult>(
      { backupCodes: await renewBackupCodes(context, request, actor, fields.password) },
      TWO_FACTOR_TEXT.newBackupCodes,
    ),
  false,
);

/**
 * /profile/two-factor's forms, by the intent each posts. Turning two-factor on or off renews this
 * browser's session cookie, through the kit's `cookies`.
 */
export const TWO_FACTOR_INTENTS = { confirm, start, disable: turnOff, "backup-codes": newBackupCodes };
