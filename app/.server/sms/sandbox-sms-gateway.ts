import type { Database } from "../db/client";
import { smsOutbox } from "../db/schema";
import type { SmsGateway } from "./sms-gateway";

/** Keeps text messages in the database instead of sending them; the development phone (/dev/phone) lists them. */
export function createSandboxSmsGateway(db: Database): SmsGateway {
  return {
    kind: "sandbox",
    async send(message) {
      await db.insert(smsOutbox).values({ to: message.to, text: message.text });
    },
  };
}
