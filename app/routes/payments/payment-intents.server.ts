import { redirect } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { getProfile } from "~/.server/domain/accounts/get-profile";
import { checkPaymentStatus } from "~/.server/domain/payments/check-payment-status";
import { followPaymentStatus } from "~/.server/domain/payments/follow-payment-status";
import { getPayment } from "~/.server/domain/payments/get-payment";
import { type MobilePaymentPurpose, startMobilePayment } from "~/.server/domain/payments/start-mobile-payment";
import { type IntentInput, intent, redirectWithToast } from "~/.server/http/forms-and-actions/action-kit";
import { type ActionOutcome, goTo, refuse, stay, stayUnchanged } from "~/.server/http/forms-and-actions/action-outcome";
import type { ServerContext } from "~/.server/runtime/context";
import type { PayerDefaults } from "~/components/payments/payment-form";
import { checkPaymentForm } from "~/lib/payments/forms/payment";
import { formatLocalNumber } from "~/lib/payments/mobile-money";
import { RETRY_PARAM } from "~/lib/payments/payment-retry";
import { paymentFormToast, statusToast } from "~/lib/payments/payment-text";
import { type ErrorReason, isAppError } from "~/lib/shared/app-error";
import type { Toast } from "~/lib/shared/toast";
import { isUuid } from "~/lib/shared/uuid";
import { TOASTS } from "~/lib/toast-text";

/** A payment that has started or completed: its page shows its real state. */
interface ShownPayment {
  paymentId: string;
  amount: string;
}

/** The payment's own page (`/payment-success?payment_id=&amount=`). */
export function paymentResultPath(payment: ShownPayment): string {
  return `/payment-success?payment_id=${payment.paymentId}&amount=${Number(payment.amount)}`;
}

/** On to a started mobile payment's page, saying whether the prompt surely reached the phone. */
export function toStartedPayment(
  payment: ShownPayment & { uncertain: boolean },
  path = paymentResultPath(payment),
): ActionOutcome {
  return goTo(path, payment.uncertain ? TOASTS["payment-pending"] : TOASTS["payment-initiated"]);
}

/**
 * The payer's details the form starts with: their own name, e-mail and WhatsApp number; or, when
 * the page is "Try again" for one of their payments (`?retry=`), the details that payment was
 * sent with, so the payer only has to tap Pay (or correct the number that was declined).
 * The number travels by the payment's id, never in the address: it must not reach a log.
 */
export async function payerDefaults(
  context: ServerContext,
  user: SessionUser,
  request?: Request,
): Promise<PayerDefaults> {
  const retried = request ? await retriedPayment(context, user, request) : null;
  if (retried?.payerName && retried.payerEmail && retried.buyerPhone) {
    return { name: retried.payerName, email: retried.payerEmail, phone: formatLocalNumber(retried.buyerPhone) };
  }
  const { profile } = await getProfile(context.db, user.id);
  return { name: profile.fullName, email: profile.email, phone: profile.whatsappNumber ?? profile.phoneNumber ?? "" };
}

/** The payment "Try again" names, if it is the payer's own mobile-money payment; anything else is ignored. */
async function retriedPayment(context: ServerContext, user: SessionUser, request: Request) {
  const id = new URL(request.url).searchParams.get(RETRY_PARAM);
  if (!id || !isUuid(id)) return null;
  try {
    return await getPayment(context.db, user.id, id);
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") return null;
    throw error;
  }
}

/** Where a payment page sends the payer instead, when what it sells cannot be paid for now. */
interface Elsewhere {
  reason: ErrorReason;
  to: string;
  toast?: Toast;
}

/**
 * A payment page's data: what is paid for (`offer`, asked of the domain for the signed-in payer)
 * and the payer's details. When the domain refuses with `elsewhere.reason` (paid meanwhile, a
 * free trial to start first) the payer is sent on, with its toast.
 */
export async function loadPaymentPage<Offer>(
  { request, context }: { request: Request; context: ServerContext },
  offer: (userId: string) => Promise<Offer>,
  elsewhere: Elsewhere,
) {
  const user = await requireUser(context, request);
  try {
    const [wanted, payer] = await Promise.all([offer(user.id), payerDefaults(context, user, request)]);
    return { offer: wanted, payer };
  } catch (error) {
    if (!isAppError(error) || error.reason !== elsewhere.reason) throw error;
    throw elsewhere.toast ? redirectWithToast(context, elsewhere.to, elsewhere.toast) : redirect(elsewhere.to);
  }
}

type PaymentInput = IntentInput<SessionUser, Record<string, string>>;

/**
 * The "pay" form of a payment page: checks the payer's details in the order docs/product.md#payments
 * gives, sends the prompt to the phone and moves on (by default to the payment's page). `purpose`
 * says what is paid for, or answers itself when the page's own fields are wrong.
 */
export function payByMobile(
  purpose: (input: PaymentInput) => MobilePaymentPurpose | ActionOutcome,
  next: (payment: ShownPayment & { uncertain: boolean }) => ActionOutcome = (p) => toStartedPayment(p),
) {
  return intent<SessionUser>({
    run: async (input) => {
      const paying = purpose(input);
      if ("kind" in paying) return paying;
      const { form, context, actor } = input;
      const checked = checkPaymentForm(
        { name: form.get("name"), email: form.get("email"), phone: form.get("phone") },
        true,
      );
      if (!checked.ok) return refuse(paymentFormToast(checked.problem));
      const started = await startMobilePayment(context.db, context.payments.gateway, context.payments, actor.id, {
        purpose: paying,
        payer: checked.payer,
      });
      return next(started);
    },
  });
}

/**
 * The pending payment's page following it by itself (payment-result.tsx): asks the gateway and
 * says nothing; the page's data, loaded again after it, shows what became of the payment.
 */
export const followStatus = intent<SessionUser>({
  once: false,
  run: async ({ fields, context, actor }) => {
    const status = await followPaymentStatus(context.db, context.payments.gateway, actor.id, fields.paymentId ?? "");
    // Still pending: nothing moved, so the server's shared cache stays (a page polls every 2 s).
    return status === "pending" ? stayUnchanged() : stay({});
  },
});

/** "Check status": asks the gateway now and says what it answered. Asking again is harmless, so it is never replayed. */
export const checkStatus = intent<SessionUser>({
  once: false,
  run: async ({ fields, context, actor }) =>
    stay(
      {},
      statusToast(await checkPaymentStatus(context.db, context.payments.gateway, actor.id, fields.paymentId ?? "")),
    ),
});
