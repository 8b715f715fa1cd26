import { data } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { totpQrCode } from "~/.server/auth/totp-qr-code";
import { confirmTwoFactor } from "~/.server/domain/accounts/confirm-two-factor";
import { renewBackupCodes } from "~/.server/domain/accounts/renew-backup-codes";
import { startTwoFactorSetup } from "~/.server/domain/accounts/start-two-factor-setup";
import { turnOffTwoFactor } from "~/.server/domain/accounts/turn-off-two-factor";
import type { IntentArgs, IntentHandlers } from "~/.server/http/intents";
import type { Toast } from "~/components/toast";
import { isAppError } from "~/lib/app-error";
import { describeError } from "~/lib/error-text";
import { type FieldErrors, fieldErrors } from "~/lib/forms/form-errors";
import { TWO_FACTOR_TEXT, totpSecretOf, twoFactorConfirmSchema, twoFactorPasswordSchema } from "~/lib/forms/two-factor";

export interface PendingSetup {
  qrSvg: string;
  totpURI: string;
  secret: string;
  backupCodes: string[];
}

/** What /profile/two-factor's forms get back. */
export interface TwoFactorActionResult {
  /** Which form answered, so an error shows under the right one. */
  intent?: string;
  toast?: Toast;
  errors?: FieldErrors;
  setup?: PendingSetup;
  backupCodes?: string[];
}

type Args = IntentArgs & { user: SessionUser };
type Answer = ReturnType<typeof data<TwoFactorActionResult>>;

const answer = (result: TwoFactorActionResult, init?: number | ResponseInit) => data<TwoFactorActionResult>(result, init);

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
 * The forms that ask only for the password: checks it was typed, does the work, and shows a
 * refused password, or the wait after too many wrong ones, under the form that asked (other
 * refusals as a toast).
 */
async function withPassword(intent: string, form: FormData, work: (password: string) => Promise<Answer>): Promise<Answer> {
  const parsed = twoFactorPasswordSchema.safeParse({ password: String(form.get("password") ?? "") });
  if (!parsed.success) return answer({ intent, errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  try {
    return await work(parsed.data.password);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "invalid_input" || error.reason === "sign_in_locked") return answer({ intent, errors: { password: describeError(error).description } }, { status: error.status });
    return answer({ toast: { ...describeError(error), variant: "destructive" } }, { status: error.status });
  }
}

/** The first code from the app turns two-factor on; a wrong one shows the same set-up again. */
async function confirm({ form, request, context }: Args): Promise<Answer> {
  const parsed = twoFactorConfirmSchema.safeParse({ code: String(form.get("code") ?? "") });
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error.issues), setup: pendingSetupFrom(form) }, { status: 400 });
  try {
    const headers = await confirmTwoFactor(context, request, parsed.data.code);
    return answer({ toast: TWO_FACTOR_TEXT.enabled }, { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return answer({ errors: { code: describeError(error).description }, setup: pendingSetupFrom(form) }, { status: error.status });
  }
}

function start({ form, request, context, user }: Args): Promise<Answer> {
  return withPassword("start", form, async (password) => {
    const setup = await startTwoFactorSetup(context, request, user, password);
    return answer({ setup: { ...setup, qrSvg: totpQrCode(setup.totpURI) } });
  });
}

function turnOff({ form, request, context, user }: Args): Promise<Answer> {
  return withPassword("disable", form, async (password) => {
    const headers = await turnOffTwoFactor(context, request, user, password);
    return answer({ toast: TWO_FACTOR_TEXT.disabled }, { headers });
  });
}

function newBackupCodes({ form, request, context, user }: Args): Promise<Answer> {
  return withPassword("backup-codes", form, async (password) => {
    return answer({ backupCodes: await renewBackupCodes(context, request, user, password), toast: TWO_FACTOR_TEXT.newBackupCodes });
  });
}

/** /profile/two-factor's forms, by the intent each posts. */
export const TWO_FACTOR_INTENTS = {
  confirm,
  start,
  disable: turnOff,
  "backup-codes": newBackupCodes,
} satisfies IntentHandlers<Args, Answer>;
