import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sandboxGatewayOrders } from "../db/schema";
import { logger } from "../runtime/logger";
import { constantTimeEqual } from "./constant-time-equal";
import type { GatewayOrderStatus, GatewayState, PaymentGateway } from "./gateway";

/**
 * How the sandbox behaves (environment switches, docs/payments.md): `manual` waits for the
 * development phone (/dev/phone); `approve` and `decline` decide by themselves after `delayMs`.
 * `webhook` says whether a completed payment is announced once, never (reconciliation has to
 * find it) or twice (the handler must not credit twice).
 */
export interface SandboxBehaviour {
  mode: "manual" | "approve" | "decline";
  delayMs: number;
  webhook: "send" | "never" | "twice";
}

export type SandboxOrder = typeof sandboxGatewayOrders.$inferSelect;

/** Sends one webhook the way ZenoPay does: JSON body, our key in `x-api-key`. */
export type WebhookSender = (url: string, headers: Record<string, string>, body: unknown) => Promise<void>;

export interface SandboxGateway extends PaymentGateway {
  readonly name: "sandbox";
  /** The payer's answer on the phone: approve (PIN entered) or decline. False when the push was already answered. */
  decide(orderId: string, outcome: Exclude<GatewayState, "pending">): Promise<boolean>;
  /** The pushes the development phone shows, newest first. */
  listOrders(limit?: number): Promise<SandboxOrder[]>;
  /** Stops the timers of pushes that decide by themselves (they still decide on the next look-up). */
  stop(): void;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

async function postWebhook(url: string, headers: Record<string, string>, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

const transactionId = () => `SBX${randomBytes(6).toString("hex").toUpperCase()}`;

/**
 * A gateway that needs no network and behaves like ZenoPay, asynchronously: an order becomes a
 * push on the development phone; when it completes, a webhook goes to the order's webhook URL
 * with the shared key; status look-ups answer from its own table. Failures are never pushed,
 * exactly as with ZenoPay.
 */
export function createSandboxGateway(options: {
  db: Database;
  webhookKey: string;
  behaviour: SandboxBehaviour;
  sendWebhook?: WebhookSender;
}): SandboxGateway {
  const { db, webhookKey, behaviour } = options;
  const send = options.sendWebhook ?? postWebhook;
  const timers = new Set<NodeJS.Timeout>();

  async function announce(order: SandboxOrder) {
    if (behaviour.webhook === "never") return;
    const body = { order_id: order.orderId, payment_status: "COMPLETED", reference: order.reference, metadata: {} };
    const copies = behaviour.webhook === "twice" ? 2 : 1;
    await Promise.all(
      Array.from({ length: copies }, () =>
        send(order.webhookUrl, { "x-api-key": webhookKey }, body).catch((error: unknown) =>
          logger.warn({ err: error, orderId: order.orderId }, "sandbox webhook not delivered"),
        ),
      ),
    );
  }

  async function decide(orderId: string, outcome: Exclude<GatewayState, "pending">): Promise<boolean> {
    const [decided] = await db
      .update(sandboxGatewayOrders)
      .set({ status: outcome, decidedAt: sql`now()`, transactionId: outcome === "completed" ? transactionId() : null })
      .where(and(eq(sandboxGatewayOrders.orderId, orderId), eq(sandboxGatewayOrders.status, "pending")))
      .returning();
    if (!decided) return false;
    if (decided.status === "completed") await announce(decided);
    return true;
  }

  /** An order whose switch-given moment has passed is decided now, whoever asks first. */
  async function decideIfDue(order: SandboxOrder): Promise<SandboxOrder> {
    if (order.status !== "pending" || !order.autoOutcome || !order.decideAt || order.decideAt.getTime() > Date.now())
      return order;
    await decide(order.orderId, order.autoOutcome as "completed" | "failed");
    const [now] = await db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.orderId, order.orderId));
    return now ?? order;
  }

  return {
    name: "sandbox",
    async initiate(request) {
      const autoOutcome = behaviour.mode === "approve" ? "completed" : behaviour.mode === "decline" ? "failed" : null;
      const reference = randomBytes(8).toString("hex");
      await db.insert(sandboxGatewayOrders).values({
        orderId: request.orderId,
        msisdn: request.msisdn,
        amount: String(request.amount),
        payerName: request.payer.name,
        reference,
        webhookUrl: request.webhookUrl,
        autoOutcome,
        decideAt: autoOutcome ? new Date(Date.now() + behaviour.delayMs) : null,
      });
      if (autoOutcome) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void decide(request.orderId, autoOutcome).catch((error: unknown) =>
            logger.warn({ err: error }, "sandbox could not decide a push"),
          );
        }, behaviour.delayMs);
        timer.unref();
        timers.add(timer);
      }
      return { reference };
    },
    async status(orderId): Promise<GatewayOrderStatus | null> {
      const [found] = await db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.orderId, orderId));
      if (!found) return null;
      const order = await decideIfDue(found);
      return {
        orderId: order.orderId,
        state: order.status as GatewayState,
        amount: String(Number(order.amount)),
        transactionId: order.transactionId,
        reference: order.reference,
        channel: "SANDBOX",
      };
    },
    verifyWebhook({ headers, body }) {
      const key = headers.get("x-api-key");
      if (!key || !constantTimeEqual(key, webhookKey)) return null;
      const orderId = (body as { order_id?: unknown } | null)?.order_id;
      return typeof orderId === "string" && orderId.length > 0 && orderId.length <= 200 ? { orderId } : null;
    },
    decide,
    async listOrders(limit = 20) {
      return db.select().from(sandboxGatewayOrders).orderBy(desc(sandboxGatewayOrders.createdAt)).limit(limit);
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
