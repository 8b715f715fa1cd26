import type { Auth } from "~/.server/auth/create-auth";
import type { SharedCache } from "~/.server/cache/shared-cache";
import type { Database } from "~/.server/db/client";
import type { Flash } from "~/.server/http/forms-and-actions/flash";
import type { PageStylesheets } from "~/.server/http/page-assets/inline-stylesheet";
import type { LiveHub } from "~/.server/live/live-hub";
import type { Mailer } from "~/.server/mail/mailer";
import type { Payments } from "~/.server/payments/create-payments";
import type { SmsGateway } from "~/.server/sms/sms-gateway";
import type { ObjectStorage } from "~/.server/storage/storage";
import type { Env } from "./env";

/** Who sent a request, as the server decided it (server/client-address.ts). */
export interface RequestClient {
  /** The client's address: the connection's, or the one a trusted proxy appended. */
  address: string;
  /** Sent on this machine straight to this server, through no proxy. */
  directLocal: boolean;
}

/** What every loader and action receives from the server (see server/app.ts). */
export type ServerContext = {
  db: Database;
  env: Env;
  storage: ObjectStorage;
  auth: Auth;
  mailer: Mailer;
  /** Text messages: the sandbox (shown on /dev/phone) unless SMS_GATEWAY names a provider. */
  sms: SmsGateway;
  /** The mobile-money gateway, and the sandbox's development phone when it is the sandbox. */
  payments: Payments;
  /** HMAC key for the client addresses kept while counting views; derived from the auth secret. */
  viewerAddressKey: string;
  /** Web Push: the key browsers subscribe with, and the push service hosts besides the browsers' own. */
  push: { publicKey: string; serviceHosts: readonly string[] };
  /** This instance's open live streams (routes/api/live.ts), woken by any instance's writes. */
  live: LiveHub;
  /** Page data that is the same for everyone, kept a few seconds (cache/shared-cache.ts). */
  sharedCache: SharedCache;
  /** Set by the HTTP server for each request; absent when domain code is called directly (tests, scripts). */
  client?: RequestClient;
  /** Signs the flash cookie (app/.server/http/forms-and-actions/flash.ts); derived from the auth secret, so every instance reads every other's. */
  flashKey: string;
  /** Keys the hash of a form sent (app/.server/http/forms-and-actions/submit-once.ts), so what was typed (a password) cannot be guessed from it. */
  submitOnceKey: string;
  /** Signs each browser's device cookie (app/.server/http/request-facts/device-cookie.ts); derived from the auth secret, so every instance reads every other's. */
  deviceKey: string;
  /** Signs notice e-mails' unsubscribe links (domain/notifications/notices/unsubscribe-token.ts); derived from the auth secret, so links work on every instance. */
  noticeKey: string;
  /** This request's toast on its way to the page (app/.server/http/forms-and-actions/flash.ts); absent outside HTTP. */
  flash?: Flash;
  /**
   * The largest body this request's route reads (app/.server/http/forms-and-actions/body-limits.ts), found
   * once by the server from the route table; absent outside HTTP, where a form gets the plain limit.
   */
  bodyLimit?: number;
  /** This response's Content-Security-Policy script nonce (server/middleware/security-headers.ts). */
  cspNonce?: string;
  /** Writes each page's styles into its HTML (production build only; app/.server/http/page-assets/inline-stylesheet.ts). */
  stylesheets?: PageStylesheets;
};

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
