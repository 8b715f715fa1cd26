import { eq } from "drizzle-orm";
import { type ReviewPayoutInput, reviewPayoutSchema } from "~/lib/admin/forms/review-payout";
import type { PayoutStatus } from "~/lib/payments/payouts";
import { AppError } from "~/lib/shared/app-error";
import { payouts, users } from "../../db/schema";
import type { Payments } from "../../payments/create-payments";
import type { ServerContext } from "../../runtime/context";
import { appendModerationLog } from "../moderation/append-moderation-log";
import { giveMoneyBack } from "../payments/payouts/apply-payout-outcome";
import { movePayout } from "../payments/payouts/move-payout";
import { sendPayout } from "../payments/payouts/send-payout";
import { FIRST_CALL_GRACE_MS } from "../payments/payouts/write-withdrawal";
import { assertAdmin, assertNotSelf } from "./assert-admin";

type Context = Pick<ServerContext, "db"> & { payments: Pick<Payments, "payouts"> };

/**
 * An admin's decision on a payout (/admin/payouts), written with its moderation-log entry in one
 * transaction, the payout locked: approving sends one waiting for review to the gateway (unless
 * its owner froze their money meanwhile); refusing puts its money back in the wallet; clearing a
 * flag records that a person dealt with what the gateway contradicted (money never moves twice on
 * its own: whatever a person decides to do about it is done by hand and noted here).
 */
export async function reviewPayout(
  context: Context,
  actorId: string,
  input: ReviewPayoutInput,
  now: () => Date = () => new Date(),
): Promise<{ status: PayoutStatus }> {
  const { db } = context;
  const admin = await assertAdmin(db, actorId);
  const form = reviewPayoutSchema.safeParse(input);
  if (!form.success) throw new AppError("invalid_input", "moderation_input_invalid");
  const { payoutId, decision, note } = form.data;
  if (decision === "approve" && !context.payments.payouts) throw new AppError("unavailable", "payout_unavailable");
  const decided = await db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
    if (!payout) throw new AppError("not_found", "payout_not_found");
    // Nobody decides on their own money.
    assertNotSelf(admin.id, payout.userId);
    const at = now();
    const log = (action: "payout_approved" | "payout_refused" | "payout_flag_cleared") =>
      appendModerationLog(tx, {
        actor: admin,
        action,
        target: { kind: "user", id: payout.userId },
        subjectId: payout.userId,
        note,
        details: { payoutId: payout.id, amount: payout.amount, status: payout.status },
        snapshot: { status: payout.status, amount: payout.amount, reviewReason: payout.reviewReason },
      });
    if (decision === "clear_flag") {
      if (!payout.needsReview) throw new AppError("conflict", "payout_not_in_review");
      await tx
        .update(payouts)
        .set({ needsReview: false, reviewedBy: admin.id, reviewedAt: at })
        .where(eq(payouts.id, payout.id));
      await log("payout_flag_cleared");
      return payout.status as PayoutStatus;
    }
    if (payout.status !== "in_review") throw new AppError("conflict", "payout_not_in_review");
    if (decision === "refuse") {
      await movePayout(tx, payout.id, "refused", { returnedAt: at, reviewedBy: admin.id, reviewedAt: at });
      await giveMoneyBack(tx, payout);
      await log("payout_refused");
      return "refused" as const;
    }
    const [owner] = await tx.select({ frozenAt: users.moneyFrozenAt }).from(users).where(eq(users.id, payout.userId));
    if (owner?.frozenAt) throw new AppError("forbidden", "payout_money_frozen");
    await movePayout(tx, payout.id, "requested", {
      reviewedBy: admin.id,
      reviewedAt: at,
      gateway: context.payments.payouts!.gateway.name,
      nextCheckAt: new Date(at.getTime() + FIRST_CALL_GRACE_MS),
    });
    await log("payout_approved");
    return "requested" as const;
  });
  if (decided !== "requested") return { status: decided };
  const status = await sendPayout(db, context.payments.payouts!.gateway, payoutId, now);
  return { status: status ?? decided };
}
