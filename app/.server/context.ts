import type { Auth } from "./auth/create-auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Mailer } from "./mail/mailer";
import type { ObjectStorage } from "./storage/storage";

/** What every loader and action receives from the server (see server/app.ts). */
export type ServerContext = {
  db: Database;
  env: Env;
  storage: ObjectStorage;
  auth: Auth;
  mailer: Mailer;
  /** This response's Content-Security-Policy script nonce (server/security-headers.ts). */
  cspNonce?: string;
};

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
