import { constantTimeEqual } from "./constant-time-equal";
import {
  GatewayError,
  type GatewayOrderStatus,
  type GatewayState,
  type InitiateRequest,
  type PaymentGateway,
  type WebhookDelivery,
} from "./gateway";
import { createZenoPayClient, gatewayMessageOf, isRecord, localPhone, text, type ZenoPayOptions } from "./zenopay-http";

export type { ZenoPayOptions } from "./zenopay-http";

/** Our order ids are UUIDs; anything much longer in a webhook is not one of ours. */
const MAX_WEBHOOK_ORDER_ID_LENGTH = 200;

/** ZenoPay payment_status values after which the payment will never complete. */
const FINAL_FAILURES = new Set(["FAILED", "CANCELLED", "CANCELED", "REJECTED", "EXPIRED", "TIMEOUT"]);

function stateOf(paymentStatus: string): GatewayState {
  const code = paymentStatus.trim().toUpperCase();
  if (code === "COMPLETED") return "completed";
  if (FINAL_FAILURES.has(code)) return "failed";
  // PENDING, PROCESSING and anything we do not know: never fail what may still complete.
  return "pending";
}

/**
 * ZenoPay API v2 (docs/payments.md#going-live-with-zenopay): one POST pushes the USSD prompt, one
 * GET tells what became of an order, and the webhook proves itself only by echoing our API key.
 */
export function createZenoPayGateway(options: ZenoPayOptions): PaymentGateway {
  const { apiKey, exchange } = createZenoPayClient(options, "gateway");

  return {
    name: "zenopay",

    async initiate(request: InitiateRequest) {
      const buyerPhone = localPhone(request.msisdn);
      if (buyerPhone === null)
        throw new GatewayError("rejected", "ZenoPay initiate: the payer's number is not in 255XXXXXXXXX form");
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new GatewayError("rejected", "ZenoPay initiate: the amount must be a positive whole number of shillings");

      const { status, body } = await exchange("initiate", "/api/payments/mobile_money_tanzania", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "x-api-key": apiKey },
        body: JSON.stringify({
          order_id: request.orderId,
          buyer_email: request.payer.email,
          buyer_name: request.payer.name,
          buyer_phone: buyerPhone,
          amount: request.amount,
          webhook_url: request.webhookUrl,
        }),
      });

      if (status >= 200 && status < 300) {
        if (isRecord(body) && body.status === "success") return { reference: text(body.reference) };
        if (isRecord(body) && body.status === "error")
          throw new GatewayError("rejected", `ZenoPay refused the order (HTTP ${status})`, gatewayMessageOf(body));
        throw new GatewayError("unavailable", `ZenoPay initiate: unexpected answer (HTTP ${status})`);
      }
      if (status === 401 || status === 403) {
        throw new GatewayError(
          "rejected",
          `ZenoPay refused our API key (HTTP ${status}): check the ZenoPay API key configuration`,
          gatewayMessageOf(body),
        );
      }
      if (status >= 400 && status < 500)
        throw new GatewayError("rejected", `ZenoPay refused the order (HTTP ${status})`, gatewayMessageOf(body));
      throw new GatewayError("unavailable", `ZenoPay initiate: HTTP ${status}`);
    },

    async status(orderId: string): Promise<GatewayOrderStatus | null> {
      const { status, body } = await exchange(
        "status",
        `/api/payments/order-status?order_id=${encodeURIComponent(orderId)}`,
        {
          method: "GET",
          headers: { Accept: "application/json", "x-api-key": apiKey },
        },
      );

      if (status === 401 || status === 403) {
        throw new GatewayError(
          "unavailable",
          `ZenoPay refused our API key (HTTP ${status}) on a status check: check the ZenoPay API key configuration`,
        );
      }
      // A 404 counts as "no such order" only when ZenoPay itself wrote it (JSON), not a proxy's page.
      if (status === 404 && isRecord(body) && body.result !== "SUCCESS") return null;
      if (status < 200 || status >= 300) throw new GatewayError("unavailable", `ZenoPay status: HTTP ${status}`);
      if (!isRecord(body) || typeof body.result !== "string")
        throw new GatewayError("unavailable", "ZenoPay status: unexpected answer");
      // result only says whether the look-up worked; anything but SUCCESS is "no such order".
      if (body.result !== "SUCCESS") return null;
      if (!Array.isArray(body.data))
        throw new GatewayError("unavailable", "ZenoPay status: unexpected answer (no data list)");
      const order: unknown = body.data[0];
      if (order === undefined) return null;
      if (!isRecord(order) || typeof order.payment_status !== "string")
        throw new GatewayError("unavailable", "ZenoPay status: unexpected answer (no payment_status)");
      // Never act on someone else's order.
      if (order.order_id !== orderId)
        throw new GatewayError("unavailable", "ZenoPay status: the answer is about another order");

      return {
        orderId,
        state: stateOf(order.payment_status),
        amount: text(order.amount),
        transactionId: text(order.transid),
        reference: text(order.reference),
        channel: text(order.channel),
      };
    },

    verifyWebhook(delivery: WebhookDelivery) {
      try {
        const given = delivery.headers.get("x-api-key");
        if (given === null || given === "" || !constantTimeEqual(given, apiKey)) return null;
        const body = delivery.body;
        if (!isRecord(body)) return null;
        const orderId = body.order_id;
        if (typeof orderId !== "string" || orderId === "" || orderId.length > MAX_WEBHOOK_ORDER_ID_LENGTH) return null;
        return { orderId };
      } catch {
        return null;
      }
    },
  };
}
