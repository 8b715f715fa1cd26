import express, { type NextFunction, type Request, type Response } from "express";
import type { Database } from "~/.server/db/client";
import { handlePaymentWebhook } from "~/.server/domain/payments/handle-payment-webhook";
import type { Payments } from "~/.server/payments/create-payments";
import { logger } from "~/.server/runtime/logger";
import { isAppError } from "~/lib/app-error";

/** A gateway's webhook is a few hundred bytes; anything near this is not one. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * The gateways' webhook endpoint. It is not a browser's request, so it cannot pass the origin
 * check and needs none: it carries no cookies and acts on nobody's session. It proves itself
 * with the gateway's key instead, and even then only makes us ask the gateway
 * (domain/payments/handle-payment-webhook.ts). The body is bounded while it streams in.
 */
export function paymentWebhook(payments: Payments, db: Database) {
  const readBody = express.text({ type: () => true, limit: WEBHOOK_BODY_LIMIT });
  const answer = async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    let body: unknown;
    try {
      body = JSON.parse(typeof req.body === "string" ? req.body : "");
    } catch {
      return void res.status(400).json({ error: "malformed_body" });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    try {
      const outcome = await handlePaymentWebhook(db, payments.gateway, { headers, body });
      res.status(200).json({ received: true, outcome });
    } catch (error) {
      if (isAppError(error) && error.code === "unauthenticated") return void res.status(401).json({ error: "unauthenticated" });
      logger.error({ err: error }, "payment webhook failed");
      res.status(500).json({ error: "internal" });
    }
  };
  return [
    readBody,
    (error: unknown, _req: Request, res: Response, next: NextFunction) => {
      const status = (error as { status?: number } | null)?.status;
      if (status === 413 || status === 400 || status === 415) return void res.status(status).set({ Connection: "close" }).json({ error: "bad_body" });
      next(error);
    },
    answer,
  ] as const;
}
