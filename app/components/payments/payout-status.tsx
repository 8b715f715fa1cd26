import { PAYOUT_STATUS_LABELS } from "~/lib/payments/payout-text";
import type { PayoutStatus } from "~/lib/payments/payouts";
import { Badge } from "../ui/badge";

const TONE = {
  in_review: "amber",
  requested: "amber",
  sent: "amber",
  paid: "emerald",
  failed: "red",
  returned: "slate",
  refused: "red",
} as const satisfies Record<PayoutStatus, string>;

/** A withdrawal's status: paid green, on its way amber, failed or refused red. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge tone={TONE[status]}>{PAYOUT_STATUS_LABELS[status]()}</Badge>;
}
