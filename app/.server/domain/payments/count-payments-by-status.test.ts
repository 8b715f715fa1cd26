import { describe, expect, it } from "vitest";
import { paymentTestDatabase } from "#tests/fixtures/payment-test-database";
import { payments } from "../../db/schema";
import { countPaymentsByStatus } from "./count-payments-by-status";

const handle = paymentTestDatabase();
const { make } = handle;

describe("countPaymentsByStatus", () => {
  it("counts the payments in each state, and names no state without any", async () => {
    expect(await countPaymentsByStatus(handle.db)).toEqual([]);
    const user = await make.user();
    const statuses = ["completed", "completed", "pending", "failed", "completed"];
    await handle.db.insert(payments).values(
      statuses.map((paymentStatus, i) => ({
        userId: user.id,
        orderId: `order-${i}`,
        paymentType: "wallet_topup",
        paymentStatus,
        amount: "1000.00",
        completedAt: paymentStatus === "completed" ? new Date() : null,
      })),
    );
    expect(await countPaymentsByStatus(handle.db)).toEqual([
      { status: "completed", count: 3 },
      { status: "failed", count: 1 },
      { status: "pending", count: 1 },
    ]);
  });
});
