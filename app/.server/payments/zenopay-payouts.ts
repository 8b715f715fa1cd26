import { GatewayError } from "./gateway";
import type { PayoutGateway, PayoutOutcome, PayoutRequest, PayoutState } from "./payout-gateway";
import { createZenoPayClient, gatewayMessageOf, isRecord, localPhone, text, type ZenoPayOptions } from "./zenopay-http";

const CASH_IN_PATH = "/api/payments/walletcashin/process/";

/** Result words after which a cash-in will never reach the phone. */
const FINAL_FAILURES = new Set(["FAIL", "FAILED", "CANCELLED", "CANCELED", "REJECTED", "EXPIRED"]);

/** "…To JUMA SHABANI(255744963858)…" in the operator's receipt text: the number's registered name. */
const REGISTERED_NAME = /\bTo\s+([^\n()]+?)\s*\(255\d{9}\)/;

function refused(payoutId: string): PayoutOutcome {
  return { payoutId, state: "failed", amountSentTzs: null, feeTzs: null, reference: null, registeredName: null };
}

function wholeShillings(value: unknown): number | null {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** ZenoPay's answer to a cash-in that it accepted (`status: "success"`), as an outcome. */
function acceptedOutcome(payoutId: string, body: Record<string, unknown>): PayoutOutcome {
  const operator = isRecord(body.zenopay_response) ? body.zenopay_response : {};
  const result = (text(operator.result) ?? "").toUpperCase();
  const state: PayoutState =
    text(operator.resultcode) === "000" && result === "SUCCESS"
      ? "paid"
      : FINAL_FAILURES.has(result)
        ? "failed"
        : // Accepted but not yet said to have reached the phone: ask again later.
          "in_process";
  const message = text(operator.message);
  return {
    payoutId,
    state,
    amountSentTzs: wholeShillings(body.amount_sent_to_customer),
    feeTzs: wholeShillings(body.fee),
    reference: text(operator.reference),
    registeredName: message?.match(REGISTERED_NAME)?.[1]?.trim() ?? null,
  };
}

/**
 * ZenoPay's wallet cash-in: a payout from our ZenoPay balance to a mobile-money number, authorised
 * by the account's PIN. ZenoPay documents no status look-up for cash-ins; instead the same request
 * under the same `transid` answers the same and never pays twice, so asking what became of a payout
 * is sending it again (docs/decisions/0029-payouts-behind-their-own-gateway.md). It cannot look up
 * a number's registered name before paying; its receipt text names it afterwards.
 */
export function createZenoPayPayouts(options: ZenoPayOptions & { pin: string }): PayoutGateway {
  if (!/^\d{4}$/.test(options.pin)) throw new Error("ZenoPay payouts: the PIN must be 4 digits");
  const { apiKey, exchange } = createZenoPayClient(options, "payouts");

  /** One cash-in call; `asking` says whether this asks about a payout already sent. */
  async function cashIn(request: PayoutRequest, asking: boolean): Promise<PayoutOutcome> {
    const call = asking ? "payout status" : "payout";
    const utilityref = localPhone(request.msisdn255);
    const badRequest =
      utilityref === null
        ? "the number is not in 255XXXXXXXXX form"
        : !Number.isSafeInteger(request.amountTzs) || request.amountTzs <= 0
          ? "the amount must be a positive whole number of shillings"
          : null;
    if (badRequest !== null) {
      // ZenoPay would refuse it as it refused it the first time: nothing was or will be sent.
      if (asking) return refused(request.payoutId);
      throw new GatewayError("rejected", `ZenoPay ${call}: ${badRequest}`);
    }

    const { status, body } = await exchange(call, CASH_IN_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "x-api-key": apiKey },
      body: JSON.stringify({
        transid: request.payoutId,
        utilitycode: "CASHIN",
        utilityref,
        amount: request.amountTzs,
        // As text: a PIN such as 0123 would lose its leading zero as a JSON number.
        pin: options.pin,
      }),
    });

    if (status === 401 || status === 403) {
      // A refused key sent nothing; when asking, the payout's fate is still unknown.
      throw new GatewayError(
        asking ? "unavailable" : "rejected",
        `ZenoPay refused our API key (HTTP ${status}) on a ${call}: check the ZenoPay API key configuration`,
        gatewayMessageOf(body),
      );
    }
    const ownWords = status < 500 && isRecord(body);
    if (ownWords && status < 300 && body.status === "success") return acceptedOutcome(request.payoutId, body);
    if (ownWords && body.status === "error") {
      // Asked again, a refusal is the first answer repeated: the payout failed and nothing was sent.
      if (asking) return refused(request.payoutId);
      throw new GatewayError("rejected", `ZenoPay refused the payout (HTTP ${status})`, gatewayMessageOf(body));
    }
    // A 5xx, a proxy's page, or a body we cannot read: the money may have gone.
    throw new GatewayError("unavailable", `ZenoPay ${call}: unexpected answer (HTTP ${status})`);
  }

  return {
    name: "zenopay",
    payout: (request) => cashIn(request, false),
    payoutStatus: (request) => cashIn(request, true),
    async lookUpName() {
      return null;
    },
  };
}
