import { m } from "~/paraglide/messages";
import type { Toast } from "../shared/toast";
import { TOASTS } from "../toast-text";
import type { PayoutStatus } from "./payouts";

/** A withdrawal's status as the student reads it (docs/payments.md#payouts). */
export const PAYOUT_STATUS_LABELS = {
  in_review: m.payments_payout_status_in_review,
  requested: m.payments_payout_status_requested,
  sent: m.payments_payout_status_sent,
  paid: m.payments_payout_status_paid,
  failed: m.payments_payout_status_failed,
  returned: m.payments_payout_status_returned,
  refused: m.payments_payout_status_refused,
} as const satisfies Record<PayoutStatus, () => string>;

/** What the student is told once they have confirmed a withdrawal, by where it got to. */
export function payoutToast(status: PayoutStatus): Toast {
  if (status === "paid") return TOASTS["payout-paid"];
  if (status === "in_review") return TOASTS["payout-in-review"];
  if (status === "failed") return TOASTS["payout-failed"];
  return TOASTS["payout-sent"];
}
