import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scriptedGateway, webhook } from "#tests/fixtures/scripted-gateway";
import { testDatabase } from "#tests/fixtures/test-database";
import { describeNotification } from "~/lib/notifications/notification-text";
import { notifications, payments } from "../../db/schema";
import { toggleFavorite } from "../listings/favorites/toggle-favorite";
import { handlePaymentWebhook } from "../payments/handle-payment-webhook";
import { reconcilePayments } from "../payments/reconcile-payments";
import { startMobilePayment } from "../payments/start-mobile-payment";
import { countUnreadNotifications } from "./count-unread-notifications";
import { deleteNotification } from "./delete-notification";
import { listNotifications, NOTIFICATIONS_PAGE_SIZE, parseNotificationCursor } from "./list-notifications";
import { markAllNotificationsRead } from "./mark-all-notifications-read";
import { markNotificationRead } from "./mark-notification-read";
import { pruneReadNotifications } from "./prune-read-notifications";

const handle = testDatabase();
const { make } = handle;
const WEBHOOK = { webhookUrl: "http://localhost/api/payments/webhook", payerNumberKey: "test-payer-number-key" };
const payer = { name: "Baraka", email: "baraka@example.test", msisdn: "255754123456", method: "mpesa" as const };
const DAY = 24 * 60 * 60 * 1000;

const wordsOf = async (userId: string) =>
  (await listNotifications(handle.db, userId)).items.map((n) => describeNotification(n));

describe("notifications from real events", () => {
  it("tells a seller once that a student saved their listing, however often the heart is toggled, and never about their own", async () => {
    const seller = await make.user();
    const buyer = await make.user();
    const product = await make.product(seller.id, { name: "Casio fx-991" });
    for (let i = 0; i < 3; i++) await toggleFavorite(handle.db, buyer.id, "product", product.id);
    await toggleFavorite(handle.db, seller.id, "product", product.id);
    expect(await wordsOf(seller.id)).toEqual([
      { title: "New favorite", message: 'A student saved your product "Casio fx-991" to their favorites.' },
    ]);
    const [row] = (await listNotifications(handle.db, seller.id)).items;
    expect(row).toMatchObject({ type: "favorite", link: `/products/${product.id}`, isRead: false });
    expect(await countUnreadNotifications(handle.db, seller.id)).toBe(1);
  });

  it("tells the payer once that a mobile payment went through, however many webhooks come, and when one fails", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const paid = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, paid.paymentId));
    scripted.set(row!.orderId, "completed");
    for (let i = 0; i < 3; i++) await handlePaymentWebhook(handle.db, scripted.gateway, webhook(row!.orderId));

    const failing = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 5_000 },
      payer,
    });
    const [failRow] = await handle.db.select().from(payments).where(eq(payments.id, failing.paymentId));
    scripted.set(failRow!.orderId, "failed");
    await handlePaymentWebhook(handle.db, scripted.gateway, webhook(failRow!.orderId));

    expect(await wordsOf(user.id)).toEqual([
      {
        title: "Payment failed",
        message:
          "Your payment of TZS 5,000 for Wallet top-up did not go through. No money was taken; you can try again.",
      },
      { title: "Payment completed", message: "Your payment of TZS 10,000 for Wallet top-up went through." },
    ]);
  });

  it("tells the payer when a payment is given up on after waiting too long", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 2_000 },
      payer,
    });
    await handle.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000), nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(payments.userId, user.id));
    await reconcilePayments(handle.db, scripted.gateway, { pendingLimitMs: 30 * 60 * 1000 });
    expect((await wordsOf(user.id)).map((w) => w.title)).toEqual(["Payment not confirmed"]);
    // Approved on the phone after all: the money is in the wallet, and the payer is told so.
    const [late] = await handle.db.select().from(payments).where(eq(payments.userId, user.id));
    scripted.set(late!.orderId, "completed");
    await handlePaymentWebhook(handle.db, scripted.gateway, webhook(late!.orderId));
    expect((await wordsOf(user.id)).map((w) => w.title)).toEqual([
      "Payment added to your wallet",
      "Payment not confirmed",
    ]);
  });
});

describe("a reader's own notifications", () => {
  it("lets only their reader mark or delete them; anyone else is told they do not exist and nothing changes", async () => {
    const reader = await make.user();
    const other = await make.user();
    const [note] = await handle.db
      .insert(notifications)
      .values({ userId: reader.id, title: "Welcome", message: "Hello", type: "system" })
      .returning();
    await expect(markNotificationRead(handle.db, other.id, note!.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(deleteNotification(handle.db, other.id, note!.id)).rejects.toMatchObject({ code: "not_found" });
    expect(await markAllNotificationsRead(handle.db, other.id)).toBe(0);
    expect(await countUnreadNotifications(handle.db, reader.id)).toBe(1);
    expect((await listNotifications(handle.db, other.id)).items).toEqual([]);
    await expect(markNotificationRead(handle.db, reader.id, "not-a-uuid")).rejects.toMatchObject({ code: "not_found" });

    await markNotificationRead(handle.db, reader.id, note!.id);
    expect(await countUnreadNotifications(handle.db, reader.id)).toBe(0);
    await deleteNotification(handle.db, reader.id, note!.id);
    expect((await listNotifications(handle.db, reader.id)).items).toEqual([]);
  });

  it("marks all read at once, and pages through many, newest first, without repeating one", async () => {
    const reader = await make.user();
    const start = Date.now() - 1000 * DAY;
    await handle.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 5 }, (_, i) => ({
        userId: reader.id,
        title: `N${i}`,
        message: "m",
        createdAt: new Date(start + (i % 10) * DAY),
      })),
    );
    const first = await listNotifications(handle.db, reader.id);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    const second = await listNotifications(handle.db, reader.id, first.next);
    expect(second.items).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(new Set([...first.items, ...second.items].map((n) => n.id)).size).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(await markAllNotificationsRead(handle.db, reader.id)).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(await countUnreadNotifications(handle.db, reader.id)).toBe(0);
  });

  it("pages rows made within one millisecond (the database keeps microseconds) without skipping or repeating one", async () => {
    const reader = await make.user();
    const base = "2026-01-01 10:00:00.123";
    // Same millisecond, different microseconds, inserted in an order unlike their ids.
    const values = Array.from(
      { length: NOTIFICATIONS_PAGE_SIZE + 3 },
      (_, i) =>
        sql`(${reader.id}, ${`N${i}`}, 'm', ${`${base}${String((i * 37) % 1000).padStart(3, "0")}`}::timestamptz)`,
    );
    await handle.db.execute(
      sql`insert into notifications (user_id, title, message, created_at) values ${sql.join(values, sql`, `)}`,
    );
    const first = await listNotifications(handle.db, reader.id);
    const second = await listNotifications(handle.db, reader.id, first.next);
    expect(second.next).toBeNull();
    const ids = [...first.items, ...second.items].map((n) => n.id);
    expect(ids).toHaveLength(NOTIFICATIONS_PAGE_SIZE + 3);
    expect(new Set(ids).size).toBe(NOTIFICATIONS_PAGE_SIZE + 3);
  });

  it("refuses a malformed page cursor as bad input, and shows nothing older than someone else's notification", async () => {
    const reader = await make.user();
    const other = await make.user();
    const [theirs] = await handle.db
      .insert(notifications)
      .values({ userId: other.id, title: "t", message: "m" })
      .returning();
    await handle.db.insert(notifications).values({ userId: reader.id, title: "mine", message: "m" });
    for (const bad of ["------------------------------------", "yesterday", "0000-01-01T00:00:00.000Z_x"])
      expect(() => parseNotificationCursor(bad)).toThrow(expect.objectContaining({ code: "invalid_input" }));
    expect((await listNotifications(handle.db, reader.id, theirs!.id)).items).toEqual([]);
  });

  it("prunes read notifications after 90 days and keeps unread ones", async () => {
    const reader = await make.user();
    const old = new Date(Date.now() - 91 * DAY);
    await handle.db.insert(notifications).values([
      { userId: reader.id, title: "old read", message: "m", isRead: true, createdAt: old },
      { userId: reader.id, title: "old unread", message: "m", isRead: false, createdAt: old },
      { userId: reader.id, title: "new read", message: "m", isRead: true },
    ]);
    await pruneReadNotifications(handle.db);
    await pruneReadNotifications(handle.db);
    expect((await listNotifications(handle.db, reader.id)).items.map((n) => n.title).sort()).toEqual([
      "new read",
      "old unread",
    ]);
  });
});
