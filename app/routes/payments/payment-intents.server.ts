import { data, redirect } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { getProfile } from "~/.server/domain/accounts/get-profile";
import { checkPaymentStatus } from "~/.server/domain/payments/check-payment-status";
import { type MobilePaymentPurpose, startMobilePayment } from "~/.server/domain/payments/start-mobile-payment";
import type { ServerContext } from "~/.server/runtime/context";
import type { PayerDefaults } from "~/components/payment-form";
import type { Toast } from "~/components/toast";
import { isAppError } from "~/lib/app-error";
import { describeError } from "~/lib/error-text";
import { checkPaymentForm } from "~/lib/forms/payment";
import type { NoticeKey } from "~/lib/notices";
import { PAYMENT_FORM_TEXT, statusToast } from "~/lib/payment-text";

/** What a payment page's action answers when it does not move on to another page. */
export interface PaymentActionResult {
  toast?: Toast;
}

export const answer = (result: PaymentActionResult, status = 200) => data<PaymentActionResult>(result, { status });

/** The payment's own page, with the toast to show there (`payment-initiated`, `payment-pending`...). */
export function paymentResultPath(payment: { paymentId: string; amount: string }, notice: NoticeKey): string {
  return `/payment-success?payment_id=${payment.paymentId}&amount=${Number(payment.amount)}&notice=${notice}`;
}

/** Where a started mobile payment goes: its page, saying whether the prompt surely went out. */
export const startedPaymentPath = (payment: { paymentId: string; amount: string; uncertain: boolean }) => paymentResultPath(payment, payment.uncertain ? "payment-pending" : "payment-initiated");

/** A domain refusal as the payer reads it. */
export function refusal(error: unknown) {
  if (!isAppError(error)) throw error;
  const text = describeError(error);
  return answer({ toast: { ...text, variant: "destructive" } }, error.status);
}

/** The payer's details the form starts with: their own name, e-mail and WhatsApp number. */
export async function payerDefaults(context: ServerContext, user: SessionUser): Promise<PayerDefaults> {
  const { profile } = await getProfile(context.db, user.id);
  return { name: profile.fullName, email: profile.email, phone: profile.whatsappNumber ?? profile.phoneNumber ?? "" };
}

/**
 * The "pay" intent of a payment form: checks the form in its order (docs/product.md#payments), sends the prompt to
 * the phone and moves on to `next` (with the 'Payment Initiated' toast there).
 */
export async function startPayment(
  context: ServerContext,
  user: SessionUser,
  form: FormData,
  purpose: MobilePaymentPurpose,
  next: (payment: { paymentId: string; amount: string; uncertain: boolean }) => string,
) {
  const checked = checkPaymentForm({ name: form.get("name"), email: form.get("email"), phone: form.get("phone") }, true);
  if (!checked.ok) return answer({ toast: PAYMENT_FORM_TEXT[checked.problem] }, 400);
  try {
    const started = await startMobilePayment(context.db, context.payments.gateway, context.payments, user.id, { purpose, payer: checked.payer });
    return redirect(next(started));
  } catch (error) {
    return refusal(error);
  }
}

/** "Check status": asks the gateway now and answers with the status toast. */
export async function checkStatus(context: ServerContext, user: SessionUser, form: FormData) {
  try {
    const status = await checkPaymentStatus(context.db, context.payments.gateway, user.id, String(form.get("paymentId") ?? ""));
    return answer({ toast: statusToast(status) });
  } catch (error) {
    return refusal(error);
  }
}
