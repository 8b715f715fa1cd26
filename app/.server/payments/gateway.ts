/**
 * A mobile-money gateway (docs/payments.md). Every gateway we have looked at (ZenoPay, AzamPay,
 * ClickPesa) fits these three calls. A webhook only says *which* order to look at; what happened
 * to it always comes from `status`, asked by us.
 */
export type GatewayName = "sandbox" | "zenopay";

/** What the gateway says of an order: only "completed" means the money was taken. */
export type GatewayState = "pending" | "completed" | "failed";

export interface InitiateRequest {
  /** Our order id: unique and unguessable (a UUID). */
  orderId: string;
  /** The payer's number in 255 form, as lib/phone normalises it: 2557XXXXXXXX. */
  msisdn: string;
  /** Whole Tanzanian shillings. */
  amount: number;
  payer: { name: string; email: string };
  /** Where the gateway posts when the payment completes. */
  webhookUrl: string;
}

export interface GatewayOrderStatus {
  orderId: string;
  state: GatewayState;
  /** The amount the gateway holds for the order, as it wrote it ("1000"); null when it gave none. */
  amount: string | null;
  /** The operator's transaction id (ZenoPay `transid`), once there is one. */
  transactionId: string | null;
  /** The gateway's own reference. */
  reference: string | null;
  /** The network that carried it, as the gateway names it ("MPESA-TZ"). */
  channel: string | null;
}

/** Why a call to the gateway did not give an answer we can act on. */
export type GatewayFailure =
  /** The gateway said no (a 4xx, or `status: "error"`): nothing was started. */
  | "rejected"
  /** No answer, a 5xx, or one we cannot read: the order may or may not exist; ask again later. */
  | "unavailable";

export class GatewayError extends Error {
  readonly failure: GatewayFailure;
  /** The gateway's own words, when it gave some (shown to the payer for "rejected"). */
  readonly gatewayMessage: string | null;

  constructor(failure: GatewayFailure, message: string, gatewayMessage: string | null = null) {
    super(message);
    this.name = "GatewayError";
    this.failure = failure;
    this.gatewayMessage = gatewayMessage;
  }
}

/** The headers and parsed JSON body of a webhook request. */
export interface WebhookDelivery {
  headers: Headers;
  body: unknown;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /**
   * Asks the gateway to push a payment prompt to the payer's phone. Resolves when the gateway
   * accepted the order; throws GatewayError("rejected") when it refused it, and
   * GatewayError("unavailable") when we cannot tell (the order may exist: keep it pending).
   */
  initiate(request: InitiateRequest): Promise<{ reference: string | null }>;
  /**
   * The gateway's view of one order; null when the gateway does not know the order.
   * Throws GatewayError("unavailable") when it cannot be asked right now.
   */
  status(orderId: string): Promise<GatewayOrderStatus | null>;
  /**
   * Whether a webhook comes from the gateway (identity only, compared in constant time) and
   * which order it names; null when it does not prove its identity or names no order.
   */
  verifyWebhook(delivery: WebhookDelivery): { orderId: string } | null;
}
