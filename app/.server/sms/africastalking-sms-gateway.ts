import { type SmsGateway, SmsSendError } from "./sms-gateway";

/**
 * Africa's Talking's SMS API (its public documentation: POST /version1/messaging): one form post
 * per message, authenticated by the `apiKey` header and the account's username; the answer lists
 * each recipient with a status code. Nothing here logs, and no error carries the number, the text
 * or the key.
 */
export interface AfricasTalkingOptions {
  apiKey: string;
  /** The Africa's Talking application's username ("sandbox" for their sandbox). */
  username: string;
  /** A registered sender id or short code; unset, the account's default sender. */
  senderId?: string;
  /** Default https://api.africastalking.com; https://api.sandbox.africastalking.com for their sandbox; the tests point it at a local fake. */
  baseUrl?: string;
  /** How long one call may take, answer included. Default 15 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_BASE_URL = "https://api.africastalking.com";
const DEFAULT_TIMEOUT_MS = 15_000;

/** Recipient status codes that mean the message was taken: Processed, Sent, Queued. */
const ACCEPTED = new Set([100, 101, 102]);
/** Recipient status codes of a failure on their side that a later try may get past (InternalServerError, GatewayError, RejectedByGateway). */
const TRANSIENT = new Set([500, 501, 502]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first recipient's status in a documented answer, or null when the answer is not that shape. */
function firstRecipient(body: unknown): { statusCode: number | null; status: string } | null {
  if (!isRecord(body) || !isRecord(body.SMSMessageData)) return null;
  const recipients = body.SMSMessageData.Recipients;
  if (!Array.isArray(recipients)) return null;
  const first: unknown = recipients[0];
  if (first === undefined) {
    // No recipient accepted: the summary names why (e.g. "InvalidPhoneNumber"), never a number we keep.
    const summary = body.SMSMessageData.Message;
    return {
      statusCode: null,
      status: typeof summary === "string" ? summary.replace(/\d{6,}/g, "…").slice(0, 80) : "no recipient",
    };
  }
  if (!isRecord(first)) return null;
  const code = typeof first.statusCode === "number" ? first.statusCode : Number(first.statusCode);
  return {
    statusCode: Number.isFinite(code) ? code : null,
    status: typeof first.status === "string" ? first.status.slice(0, 40) : "",
  };
}

/** The request went out and no answer came in time: the provider may have taken the message. */
function timedOut(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  return name === "TimeoutError" || name === "AbortError";
}

/** Why a call got no answer, without the URL, headers or body. */
function describeNoAnswer(error: unknown, timeoutMs: number): string {
  if (timedOut(error)) return `no answer from Africa's Talking within ${timeoutMs} ms`;
  const cause =
    error instanceof Error && isRecord(error.cause) && typeof error.cause.code === "string"
      ? ` (${error.cause.code})`
      : "";
  return `could not reach Africa's Talking${cause}`;
}

export function createAfricasTalkingSmsGateway(options: AfricasTalkingOptions): SmsGateway {
  const { apiKey, username } = options;
  if (apiKey === "") throw new Error("Africa's Talking SMS gateway: the API key is empty");
  if (username === "") throw new Error("Africa's Talking SMS gateway: the username is empty");
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return {
    kind: "africastalking",

    async send(message) {
      if (!/^\d{9,15}$/.test(message.to))
        throw new SmsSendError("rejected", "the number is not in international digits");
      const form = new URLSearchParams({ username, to: `+${message.to}`, message: message.text });
      if (options.senderId) form.set("from", options.senderId);

      let status: number;
      let body: unknown;
      try {
        // Never follow a redirect: it would carry the apiKey header to wherever it points.
        const response = await doFetch(`${baseUrl}/version1/messaging`, {
          method: "POST",
          headers: { apiKey, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        const raw = await response.text();
        try {
          body = JSON.parse(raw);
        } catch {
          body = null;
        }
      } catch (error) {
        throw new SmsSendError(timedOut(error) ? "unanswered" : "unreachable", describeNoAnswer(error, timeoutMs));
      }

      if (status === 401 || status === 403)
        throw new SmsSendError(
          "rejected",
          `Africa's Talking refused our credentials (HTTP ${status}): check AFRICASTALKING_API_KEY and AFRICASTALKING_USERNAME`,
        );
      if (status >= 500) throw new SmsSendError("unreachable", `Africa's Talking answered HTTP ${status}`);
      if (status < 200 || status >= 300)
        throw new SmsSendError("rejected", `Africa's Talking refused the message (HTTP ${status})`);

      const recipient = firstRecipient(body);
      // A success status with a body we cannot read: it may have been sent.
      if (recipient === null)
        throw new SmsSendError("unanswered", `unexpected answer from Africa's Talking (HTTP ${status})`);
      if (recipient.statusCode !== null && ACCEPTED.has(recipient.statusCode)) return;
      if (recipient.statusCode !== null && TRANSIENT.has(recipient.statusCode)) {
        throw new SmsSendError(
          "unreachable",
          `Africa's Talking could not send it now (${recipient.statusCode} ${recipient.status})`,
        );
      }
      // InvalidPhoneNumber, UserInBlacklist, InsufficientBalance, InvalidSenderId, RiskHold...: sending it again will not help.
      throw new SmsSendError(
        "rejected",
        `Africa's Talking refused the recipient (${recipient.statusCode ?? "-"} ${recipient.status})`,
      );
    },
  };
}
