import type { Database } from "../db/client";
import type { Env } from "../runtime/env";
import { createAfricasTalkingSmsGateway } from "./africastalking-sms-gateway";
import { createSandboxSmsGateway } from "./sandbox-sms-gateway";
import type { SmsGateway } from "./sms-gateway";

type SmsEnv = Pick<Env, "SMS_GATEWAY"> &
  Partial<
    Pick<
      Env,
      "AFRICASTALKING_API_KEY" | "AFRICASTALKING_USERNAME" | "AFRICASTALKING_SENDER_ID" | "AFRICASTALKING_BASE_URL"
    >
  >;

/** The gateway SMS_GATEWAY names: the sandbox unless a provider is configured (env.ts checks its settings). */
export function createSmsGateway(env: SmsEnv, db: Database): SmsGateway {
  switch (env.SMS_GATEWAY) {
    case "africastalking":
      if (!env.AFRICASTALKING_API_KEY || !env.AFRICASTALKING_USERNAME)
        throw new Error("SMS_GATEWAY=africastalking needs AFRICASTALKING_API_KEY and AFRICASTALKING_USERNAME");
      return createAfricasTalkingSmsGateway({
        apiKey: env.AFRICASTALKING_API_KEY,
        username: env.AFRICASTALKING_USERNAME,
        senderId: env.AFRICASTALKING_SENDER_ID,
        baseUrl: env.AFRICASTALKING_BASE_URL,
      });
    default:
      return createSandboxSmsGateway(db);
  }
}
