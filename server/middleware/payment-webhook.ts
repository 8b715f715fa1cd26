import type { Request, Response } from "express";
import type { Database } from "~/.server/db/client";
import { handlePaymentWebhook } from "~/.server/domain/payments/handle-payment-webhook";
import type { Payments } from "~/.server/payments/create-payments";
import { logger } from "~/.server/runtime/logger";
import { isAppError } from "~/lib/shared/app-error";
import { BodyTooLargeError, readBodyText } from "../fetch-bridge";

/** A gateway's webhook is a few hundred bytes; anything near this is not one. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * The gateways' webhook endpoint. It is not a browser's request, so it cannot pass the origin
 * check and needs none: it carries no cookies and acts on nobody's session. It proves itself
 * with the gateway's key instead, and even then only makes us ask the gateway
 * (domain/payments/handle-payment-webhook.ts). The body is bounded while it streams in: at the
 * limit reading stops and the connection closes (fetch-bridge.ts), as on every other route.
 */
export function paymentWebhook(payments: Payments, db: Database) {
  const answer = async (req: Request, res: Response) => {
    let text: string;
    try {
      text = await readBodyText(req, res, WEBHOOK_BODY_LIMIT);
    } catch (error) {
      // Over the limit it is answered already; otherwise the sender broke off its body.
      if (!(error instanceof BodyTooLargeError) && !res.headersSent)
        res.status(400).set({ Connection: "close" }).json({ error: "bad_body" });
      return;
    }
    res.set("Cache-Control", "no-store");
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return void res.status(400).json({ error: "malformed_body" });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    try {
      const outcome = await handlePaymentWebhook(db, payments.gateway, { headers, body });
      res.status(200).json({ received: true, outcome });
    } catch (error) {
      if (isAppError(error) && error.code === "unauthenticated")
        return void res.status(401).json({ error: "unauthenticated" });
      logger.error({ err: error }, "payment webhook failed");
      res.status(500).json({ error: "internal" });
    }
  };
  return [answer] as const;
}
