import { GatewayError } from "./gateway";

/**
 * How we talk to ZenoPay, for both directions of money (collections in zenopay-gateway.ts,
 * payouts in zenopay-payouts.ts): JSON over https with our API key in `x-api-key`, never
 * following a redirect. Nothing here logs, and no error message carries the API key, the PIN or
 * the student's details.
 */
export interface ZenoPayOptions {
  apiKey: string;
  /** Default https://zenoapi.com; the tests point it at a local fake. */
  baseUrl?: string;
  /** How long one call may take, answer body included. Default 15 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_BASE_URL = "https://zenoapi.com";
const DEFAULT_TIMEOUT_MS = 15_000;

/** What an answer body was when it was not JSON at all. */
export const NOT_JSON = Symbol("not JSON");

export interface Answer {
  status: number;
  body: unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A field the gateway wrote as text (or as a number), as text; null when missing or empty. */
export function text(value: unknown): string | null {
  if (typeof value === "string") return value === "" ? null : value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** 2557XXXXXXXX -> 07XXXXXXXX, the form ZenoPay's samples send numbers in; null for anything else. */
export function localPhone(msisdn: string): string | null {
  return /^255\d{9}$/.test(msisdn) ? `0${msisdn.slice(3)}` : null;
}

export function gatewayMessageOf(body: unknown): string | null {
  return isRecord(body) && typeof body.message === "string" ? body.message : null;
}

/** Why a call got no answer, without the URL, headers or body (the key and the payer stay out of logs). */
function describeNoAnswer(call: string, error: unknown, timeoutMs: number): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") return `ZenoPay ${call}: no answer within ${timeoutMs} ms`;
  const cause =
    error instanceof Error && isRecord(error.cause) && typeof error.cause.code === "string"
      ? ` (${error.cause.code})`
      : "";
  return `ZenoPay ${call}: could not reach ZenoPay${cause}`;
}

export interface ZenoPayClient {
  apiKey: string;
  baseUrl: string;
  /** One HTTP exchange; throws GatewayError("unavailable") when there is no answer in time. */
  exchange(call: string, path: string, init: RequestInit): Promise<Answer>;
}

export function createZenoPayClient(options: ZenoPayOptions, what: string): ZenoPayClient {
  const { apiKey } = options;
  if (apiKey === "") throw new Error(`ZenoPay ${what}: the API key is empty`);
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return {
    apiKey,
    baseUrl,
    async exchange(call, path, init) {
      try {
        // Never follow a redirect: it would carry x-api-key to wherever it points.
        const response = await doFetch(`${baseUrl}${path}`, {
          ...init,
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs),
        });
        const raw = await response.text();
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          body = NOT_JSON;
        }
        return { status: response.status, body };
      } catch (error) {
        throw new GatewayError("unavailable", describeNoAnswer(call, error, timeoutMs));
      }
    },
  };
}
