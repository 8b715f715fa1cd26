import { createHmac } from "node:crypto";
import type { Payments } from "../../../payments/create-payments";
import type { ServerContext } from "../../../runtime/context";

/** What the phone functions use: the database, the SMS gateway, and the key their hashes are derived from. */
export type PhoneContext = Pick<ServerContext, "db" | "sms"> & { payments: Pick<Payments, "payerNumberKey"> };

/**
 * The key for phone numbers' and codes' hashes: derived from the payments' number key, itself
 * derived from the shared auth secret, so every instance hashes alike and nothing new needs
 * configuring; a separate derivation, so a phone subject never equals a payer subject.
 */
export function phoneKeyOf(context: PhoneContext): string {
  return createHmac("sha256", context.payments.payerNumberKey).update("phone-codes").digest("hex");
}
