import { PAYMENT_STATUS_LABELS } from "~/lib/payments/payment-text";
import type { PaymentStatus } from "~/lib/payments/payments";
import { m } from "~/paraglide/messages";
import { ActionForm } from "../shared/action-form";
import { AlertIcon, CheckIcon, ClockIcon, XIcon } from "../shared/icons";
import { Badge } from "../ui/badge";
import { Button, type ButtonSize } from "../ui/button";

const isKnown = (status: string): status is PaymentStatus => Object.hasOwn(PAYMENT_STATUS_LABELS, status);

/** docs/product.md#payments: completed green, pending yellow, failed red, anything else neutral. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const label = isKnown(status) ? PAYMENT_STATUS_LABELS[status]() : status;
  const tone =
    status === "completed" ? "emerald" : status === "pending" ? "amber" : status === "failed" ? "red" : "slate";
  return <Badge tone={tone}>{label}</Badge>;
}

export function PaymentStatusIcon({ status }: { status: string }) {
  if (status === "completed") return <CheckIcon className="text-brand" />;
  if (status === "pending") return <ClockIcon className="text-amber-600" />;
  if (status === "failed") return <XIcon className="text-red-600" />;
  return <AlertIcon className="text-slate-500" />;
}

/**
 * "Check status" (docs/product.md#payments): posts to the page's own action, which asks the gateway now. A
 * secondary button; `className` is for layout (`w-full`).
 */
export function CheckStatusButton({
  paymentId,
  label,
  size,
  className,
}: {
  paymentId: string;
  label?: string;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <ActionForm>
      <input type="hidden" name="intent" value="check-status" />
      <input type="hidden" name="paymentId" value={paymentId} />
      <Button type="submit" variant="secondary" size={size} aria-label={label} className={className}>
        {m.payments_check_status()}
      </Button>
    </ActionForm>
  );
}
