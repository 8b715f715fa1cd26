import type { Database } from "../db/client";
import type { Env } from "../runtime/env";
import { createSandboxSmsGateway } from "./sandbox-sms-gateway";
import type { SmsGateway } from "./sms-gateway";

/** The gateway SMS_GATEWAY names: the sandbox unless a provider is configured. */
export function createSmsGateway(env: Pick<Env, "SMS_GATEWAY">, db: Database): SmsGateway {
  switch (env.SMS_GATEWAY) {
    default:
      return createSandboxSmsGateway(db);
  }
}
