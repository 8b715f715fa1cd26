import { createECDH } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { isLoopbackHost } from "../../lib/shared/loopback";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  // 0 asks the system for a free port (benchmarks and tests).
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Base URL users reach the site at (links in e-mails, the auth library's trusted origin). */
  PUBLIC_URL: z
    .url()
    // Every address we build (share previews, e-mail links, redirect checks) is the origin plus an
    // absolute path: a path, query or credentials here would be silently dropped or doubled.
    .refine((value) => {
      // z.url() reports a bad address and carries on: a value that is no URL at all ends here too.
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (
        (url.protocol === "http:" || url.protocol === "https:") &&
        url.pathname === "/" &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    }, "must be the site's own address, http(s)://host[:port], with no path, query or password")
    .optional(),
  /**
   * Whether an empty database gets the demo marketplace (demo sellers, an admin, listings and
   * shops, all accounts with the password the README publishes). Unset: on when PUBLIC_URL is this
   * machine's own (the default), off otherwise; on is refused for any other address.
   */
  DEMO_DATA: z.stringbool().optional(),
  /** Signs sessions and tokens. When unset, one is generated once and kept in DATA_DIR. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Real mail: smtp://user:password@host:587 or smtps://... Unset: mail goes to the outbox (/dev/outbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** The sender of our e-mails. */
  MAIL_FROM: z.string().min(3).default("Chuo Market <no-reply@chuomarket.co.tz>"),
  /** How many products a new account lists free before the 0.1% fee applies (docs/product.md#fees; default 5). */
  FREE_PRODUCTS_LIMIT: z.coerce.number().int().min(0).max(1000).default(5),
  /** How many accommodations a new account lists free before the 1% fee applies (ours 2). */
  FREE_ACCOMMODATIONS_LIMIT: z.coerce.number().int().min(0).max(1000).default(2),
  /** How many days a product stays listed after it went live or was last renewed (docs/product.md#expiry-and-renewal). */
  LISTING_DAYS_PRODUCT: z.coerce.number().int().min(1).max(365).default(60),
  /** How many days an accommodation stays listed after it went live or was last renewed (default 30). */
  LISTING_DAYS_ACCOMMODATION: z.coerce.number().int().min(1).max(365).default(30),
  /** How many established students must report a listing within 7 days to take it down until a moderator looks (decision 0017). */
  SAFETY_NET_REPORTERS: z.coerce.number().int().min(2).max(100).default(3),
  /**
   * How many reverse proxies stand between the internet and this server (docs/security.md). 0:
   * the connection's own address is the client's and no forwarding header is believed.
   */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The header those proxies write the client's address into. Each proxy appends the address it
   * saw, so the client's own is read that many entries from the right, never from the left
   * (which the client writes itself).
   */
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, "must be a header name")
    .transform((h) => h.toLowerCase())
    .default("x-forwarded-for"),
  /** Which SMS gateway sends codes and notices: the offline sandbox (shown on /dev/phone), or a provider (docs/security.md). */
  SMS_GATEWAY: z.enum(["sandbox", "africastalking"]).default("sandbox"),
  /** Africa's Talking's API key (its dashboard, Settings > API Key); required when SMS_GATEWAY=africastalking. */
  AFRICASTALKING_API_KEY: z.string().min(16, "must be the key from your Africa's Talking account").optional(),
  /** The Africa's Talking application's username; required when SMS_GATEWAY=africastalking. */
  AFRICASTALKING_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be your Africa's Talking username")
    .optional(),
  /** A sender id or short code registered with Africa's Talking; unset, the account's default. */
  AFRICASTALKING_SENDER_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9 ]{1,11}$|^\d{3,15}$/,
      "must be a registered alphanumeric sender id (up to 11 characters) or short code",
    )
    .optional(),
  AFRICASTALKING_BASE_URL: z.url().default("https://api.africastalking.com"),
  /** Which mobile-money gateway takes payments (docs/payments.md): the offline sandbox, or ZenoPay. */
  PAYMENT_GATEWAY: z.enum(["sandbox", "zenopay"]).default("sandbox"),
  /** ZenoPay's API key (its dashboard); required when PAYMENT_GATEWAY=zenopay. */
  ZENOPAY_API_KEY: z.string().min(8, "must be the key from your ZenoPay account").optional(),
  ZENOPAY_BASE_URL: z.url().default("https://zenoapi.com"),
  /** The sandbox: `manual` waits for /dev/phone; `approve` / `decline` answer by themselves after SANDBOX_DELAY_MS. */
  SANDBOX_PAYMENTS: z.enum(["manual", "approve", "decline"]).default("manual"),
  SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  /** The sandbox's webhook: sent once, never (reconciliation must find the result) or twice. */
  SANDBOX_WEBHOOK: z.enum(["send", "never", "twice"]).default("send"),
  /**
   * Money out (docs/payments.md#payouts): which gateway pays withdrawals to students' phones. Unset,
   * the one that takes payments, when it can: ZenoPay's cash-in needs the account's 4-digit PIN
   * too, and without one withdrawals are off rather than the start refused.
   */
  PAYOUT_GATEWAY: z.enum(["sandbox", "zenopay"]).optional(),
  ZENOPAY_PAYOUT_PIN: z
    .string()
    .regex(/^\d{4}$/, "must be the 4-digit PIN of your ZenoPay account")
    .optional(),
  /** The sandbox's payouts: `manual` waits for /dev/phone; `pay` and `fail` answer at once. */
  SANDBOX_PAYOUTS: z.enum(["manual", "pay", "fail"]).default("manual"),
  /** The least one withdrawal takes from a balance, in shillings. */
  PAYOUT_MIN_TZS: z.coerce.number().int().min(100).max(10_000_000).default(5000),
  /** The gateway's fee for one payout: a flat part and a percentage of the amount (rounded up). */
  PAYOUT_FEE_FLAT_TZS: z.coerce.number().int().min(0).max(100_000).default(1500),
  PAYOUT_FEE_PERCENT: z.coerce.number().min(0).max(20).default(0),
  /** Who bears that fee: the student (it comes off what reaches the phone) or the operator. */
  PAYOUT_FEE_PAID_BY: z.enum(["student", "operator"]).default("student"),
  /** How much one account may withdraw in 24 hours, and in 30 days. */
  PAYOUT_DAILY_LIMIT_TZS: z.coerce.number().int().min(100).max(100_000_000).default(500_000),
  PAYOUT_MONTHLY_LIMIT_TZS: z.coerce.number().int().min(100).max(1_000_000_000).default(2_000_000),
  /** A payment still pending this long is cancelled (and, if the money was taken after all, it goes to the wallet). */
  PAYMENT_PENDING_LIMIT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** How often each instance looks for payments to reconcile. */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * Live-update streams (/api/live) this instance holds open at once, whoever holds them; past it a
   * new tab is answered 503 with Retry-After and tries again. Counted per instance, in memory: each
   * instance behind a balancer holds up to this many. An open stream is an idle connection and a
   * small query per wake-up; 5,000 suits a 2-core instance.
   */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /**
   * Live streams one client address (an IPv6 address's /64) may hold on this instance. A campus
   * reaches us from one address: the ceiling is far above its students' tabs, and only stops one
   * machine from taking the instance's every stream. Counted per instance, as LIVE_STREAMS_MAX.
   */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /**
   * Web Push keys (base64url: the raw public key, the private scalar). Every instance must use the
   * same pair; unset, one is made on first start and kept in DATA_DIR (vapid-keys.json).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key")
    .optional(),
  /**
   * A scraper elsewhere than on this machine reads /metrics with `Authorization: Bearer <token>`;
   * unset, only this machine can (docs/operations.md).
   */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Where uploaded photos are kept: `disk` (DATA_DIR/uploads, the default) or `s3`, an
   * S3-compatible bucket every instance shares (docs/operations.md#photos-in-a-bucket).
   */
  STORAGE_DRIVER: z.enum(["disk", "s3"]).default("disk"),
  /** The bucket's name; required when STORAGE_DRIVER=s3. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** An S3-compatible server's address (MinIO, Garage, Cloudflare R2...); unset, AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  /** `true` for servers that want `<endpoint>/<bucket>/<key>` (most S3-compatible ones). */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Unset (both), the SDK's own chain: AWS_* variables, an instance role. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * For `npm run soak` only: while this file exists, every other write to storage fails with
   * ENOSPC, as on a nearly full disk (storage/disk-full-fault.ts). Never set in production.
   */
  STORAGE_FAULT_FILE: z.string().min(1).optional(),
  /**
   * This instance's name among several behind one proxy; set, every answer names it in an
   * `X-Instance` header (docs/operations.md). Unset, no header.
   */
  INSTANCE_NAME: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, "must be a short lowercase name (letters, digits, dashes)")
    .optional(),
  /** Whom push services may contact about our pushes. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, "must be a mailto: or https: address")
    .default("mailto:support@chuomarket.co.tz"),
  /** Push service hosts besides the browsers' own (comma-separated), e.g. a test service on this machine. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim())
        .filter(Boolean),
    )
    .default([]),
});

export type Env = z.infer<typeof schema> & {
  dataDir: string;
  uploadsDir: string;
  pgliteDir: string;
  publicUrl: string;
  /** Whether the demo marketplace is seeded into a database without accounts (DEMO_DATA, or its default). */
  demoData: boolean;
  /** Which gateway pays withdrawals out: PAYOUT_GATEWAY, or else the one that takes payments; null when withdrawals are off. */
  payoutGateway: "sandbox" | "zenopay" | null;
};

export class EnvError extends Error {}

/** The public key of a VAPID private key, or null when it is no P-256 key. */
function vapidPublicKeyOf(privateKey: string): string | null {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().toString("base64url");
  } catch {
    return null;
  }
}

const SECRET_VARIABLES = new Set([
  "DATABASE_URL",
  "AUTH_SECRET",
  "SMTP_URL",
  "ZENOPAY_API_KEY",
  "ZENOPAY_PAYOUT_PIN",
  "AFRICASTALKING_API_KEY",
  "VAPID_PRIVATE_KEY",
  "METRICS_TOKEN",
  "S3_SECRET_ACCESS_KEY",
]);

/**
 * Reads configuration once. Empty strings count as unset, so `DATABASE_URL= npm start` means
 * "embedded database" rather than an invalid URL.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    // A database or SMTP URL may carry a password: never echo it.
    const value =
      SECRET_VARIABLES.has(name) || (name === "PUBLIC_URL" && source[name]?.includes("@")) ? undefined : source[name];
    throw new EnvError(`Invalid ${name}${value === undefined ? "" : ` (${JSON.stringify(value)})`}: ${issue.message}`);
  }
  if (parsed.data.PAYMENT_GATEWAY === "zenopay" && !parsed.data.ZENOPAY_API_KEY) {
    throw new EnvError("Invalid ZENOPAY_API_KEY: required when PAYMENT_GATEWAY=zenopay");
  }
  const payoutGateway =
    parsed.data.PAYOUT_GATEWAY ??
    (parsed.data.PAYMENT_GATEWAY === "zenopay" && !parsed.data.ZENOPAY_PAYOUT_PIN ? null : parsed.data.PAYMENT_GATEWAY);
  if (payoutGateway === "zenopay" && !parsed.data.ZENOPAY_API_KEY) {
    throw new EnvError("Invalid ZENOPAY_API_KEY: required when payouts go through ZenoPay");
  }
  if (payoutGateway === "zenopay" && !parsed.data.ZENOPAY_PAYOUT_PIN) {
    throw new EnvError("Invalid ZENOPAY_PAYOUT_PIN: required when payouts go through ZenoPay");
  }
  if (parsed.data.PAYOUT_MIN_TZS <= parsed.data.PAYOUT_FEE_FLAT_TZS && parsed.data.PAYOUT_FEE_PAID_BY === "student") {
    throw new EnvError(
      "Invalid PAYOUT_MIN_TZS: with the student bearing the fee it must be above PAYOUT_FEE_FLAT_TZS, or the smallest withdrawal sends nothing",
    );
  }
  if (parsed.data.PAYOUT_DAILY_LIMIT_TZS > parsed.data.PAYOUT_MONTHLY_LIMIT_TZS) {
    throw new EnvError("Invalid PAYOUT_DAILY_LIMIT_TZS: it is above PAYOUT_MONTHLY_LIMIT_TZS");
  }
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, "");
  // A sandbox that approves by itself hands out free money: never on a site others can reach.
  if (
    parsed.data.PAYMENT_GATEWAY === "sandbox" &&
    parsed.data.SANDBOX_PAYMENTS !== "manual" &&
    !isLoopbackHost(new URL(publicUrl).hostname)
  ) {
    throw new EnvError(
      `Invalid SANDBOX_PAYMENTS ("${parsed.data.SANDBOX_PAYMENTS}"): answering payments by itself is only for a site on this machine (PUBLIC_URL is not)`,
    );
  }
  // Demo accounts share a published password: whoever read the README could sign in as the admin.
  const onThisMachine = isLoopbackHost(new URL(publicUrl).hostname);
  if (parsed.data.DEMO_DATA && !onThisMachine) {
    throw new EnvError(
      `Invalid DEMO_DATA: demo accounts have a published password, so they are only for a site on this machine (PUBLIC_URL ${publicUrl} is not); unset DEMO_DATA`,
    );
  }
  // The API key travels in a header: only over https (or to a fake gateway on this machine).
  const zenoPay = new URL(parsed.data.ZENOPAY_BASE_URL);
  if (zenoPay.protocol !== "https:" && !isLoopbackHost(zenoPay.hostname)) {
    throw new EnvError(`Invalid ZENOPAY_BASE_URL ("${parsed.data.ZENOPAY_BASE_URL}"): must be an https:// address`);
  }
  if (parsed.data.SMS_GATEWAY === "africastalking") {
    if (!parsed.data.AFRICASTALKING_API_KEY)
      throw new EnvError("Invalid AFRICASTALKING_API_KEY: required when SMS_GATEWAY=africastalking");
    if (!parsed.data.AFRICASTALKING_USERNAME)
      throw new EnvError("Invalid AFRICASTALKING_USERNAME: required when SMS_GATEWAY=africastalking");
  }
  // The SMS key travels in a header too: only over https (or to a fake provider on this machine).
  const africasTalking = new URL(parsed.data.AFRICASTALKING_BASE_URL);
  if (africasTalking.protocol !== "https:" && !isLoopbackHost(africasTalking.hostname)) {
    throw new EnvError(
      `Invalid AFRICASTALKING_BASE_URL ("${parsed.data.AFRICASTALKING_BASE_URL}"): must be an https:// address`,
    );
  }
  if (Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)) {
    throw new EnvError(
      "Invalid VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together or not at all",
    );
  }
  if (
    parsed.data.VAPID_PRIVATE_KEY &&
    vapidPublicKeyOf(parsed.data.VAPID_PRIVATE_KEY) !== parsed.data.VAPID_PUBLIC_KEY
  ) {
    throw new EnvError("Invalid VAPID_PUBLIC_KEY: it is not the public key of VAPID_PRIVATE_KEY");
  }
  if (parsed.data.STORAGE_DRIVER === "s3" && !parsed.data.S3_BUCKET)
    throw new EnvError("Invalid S3_BUCKET: required when STORAGE_DRIVER=s3");
  if (Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(
      "Invalid S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are given together or not at all",
    );
  }
  // The secret key signs every request, but the photos themselves travel too: only over https
  // (or to a server on this machine).
  if (parsed.data.S3_ENDPOINT) {
    const endpoint = new URL(parsed.data.S3_ENDPOINT);
    if (endpoint.protocol !== "https:" && !isLoopbackHost(endpoint.hostname)) {
      throw new EnvError(`Invalid S3_ENDPOINT ("${parsed.data.S3_ENDPOINT}"): must be an https:// address`);
    }
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    pgliteDir: path.join(dataDir, "db"),
    publicUrl,
    demoData: parsed.data.DEMO_DATA ?? onThisMachine,
    payoutGateway,
  };
}
