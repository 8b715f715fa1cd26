import { createECDH } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("has defaults for the embedded mode", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.pgliteDir).toBe(path.resolve("./data/db"));
    expect(env.uploadsDir).toBe(path.resolve("./data/uploads"));
  });

  it("reads PORT, DATA_DIR and DATABASE_URL", () => {
    const env = loadEnv({ PORT: "8080", DATA_DIR: "/srv/chuo", DATABASE_URL: "postgres://u@db:5432/chuo" });
    expect(env).toMatchObject({ PORT: 8080, dataDir: "/srv/chuo", DATABASE_URL: "postgres://u@db:5432/chuo" });
  });

  it("takes payments on the sandbox unless told, and needs a key for ZenoPay that it never echoes", () => {
    expect(loadEnv({})).toMatchObject({
      PAYMENT_GATEWAY: "sandbox",
      SANDBOX_PAYMENTS: "manual",
      SANDBOX_WEBHOOK: "send",
      PAYMENT_PENDING_LIMIT_MINUTES: 30,
    });
    expect(() => loadEnv({ PAYMENT_GATEWAY: "zenopay" })).toThrow(/^Invalid ZENOPAY_API_KEY: required/);
    expect(() => loadEnv({ PAYMENT_GATEWAY: "zenopay", ZENOPAY_API_KEY: "short" })).toThrow(
      /^Invalid ZENOPAY_API_KEY: must be/,
    );
    expect(() => loadEnv({ PAYMENT_GATEWAY: "zenopay", ZENOPAY_API_KEY: "short" })).not.toThrow(/short/);
    expect(loadEnv({ PAYMENT_GATEWAY: "zenopay", ZENOPAY_API_KEY: "a-long-enough-key" }).PAYMENT_GATEWAY).toBe(
      "zenopay",
    );
    expect(() => loadEnv({ SANDBOX_WEBHOOK: "sometimes" })).toThrow(/^Invalid SANDBOX_WEBHOOK/);
    expect(() => loadEnv({ SANDBOX_PAYMENTS: "approve", PUBLIC_URL: "https://chuomarket.co.tz" })).toThrow(
      /^Invalid SANDBOX_PAYMENTS/,
    );
    expect(loadEnv({ SANDBOX_PAYMENTS: "approve" }).SANDBOX_PAYMENTS).toBe("approve");
    expect(() => loadEnv({ ZENOPAY_BASE_URL: "http://zenoapi.com" })).toThrow(/^Invalid ZENOPAY_BASE_URL/);
    expect(loadEnv({ ZENOPAY_BASE_URL: "http://127.0.0.1:4010" }).ZENOPAY_BASE_URL).toBe("http://127.0.0.1:4010");
  });

  it("pays withdrawals out through the payments' gateway when it can, else keeps them off; ZenoPay's needs its PIN", () => {
    expect(loadEnv({}).payoutGateway).toBe("sandbox");
    // A site taking ZenoPay payments without a payout PIN starts, with withdrawals off.
    expect(loadEnv({ PAYMENT_GATEWAY: "zenopay", ZENOPAY_API_KEY: "a-long-enough-key" }).payoutGateway).toBeNull();
    expect(
      loadEnv({ PAYMENT_GATEWAY: "zenopay", ZENOPAY_API_KEY: "a-long-enough-key", ZENOPAY_PAYOUT_PIN: "4321" })
        .payoutGateway,
    ).toBe("zenopay");
    expect(() => loadEnv({ PAYOUT_GATEWAY: "zenopay", ZENOPAY_API_KEY: "a-long-enough-key" })).toThrow(
      /^Invalid ZENOPAY_PAYOUT_PIN: required/,
    );
    expect(() =>
      loadEnv({ PAYOUT_GATEWAY: "zenopay", ZENOPAY_API_KEY: "k".repeat(10), ZENOPAY_PAYOUT_PIN: "12" }),
    ).toThrow(/^Invalid ZENOPAY_PAYOUT_PIN: must be/);
    expect(() =>
      loadEnv({ PAYOUT_GATEWAY: "zenopay", ZENOPAY_API_KEY: "k".repeat(10), ZENOPAY_PAYOUT_PIN: "12" }),
    ).not.toThrow(/"12"/);
    expect(() => loadEnv({ PAYOUT_MIN_TZS: "1000", PAYOUT_FEE_FLAT_TZS: "1500" })).toThrow(/^Invalid PAYOUT_MIN_TZS/);
    expect(() => loadEnv({ PAYOUT_DAILY_LIMIT_TZS: "900000", PAYOUT_MONTHLY_LIMIT_TZS: "800000" })).toThrow(
      /^Invalid PAYOUT_DAILY_LIMIT_TZS/,
    );
  });

  it("bounds live streams per instance and per address, by default far above a campus's tabs", () => {
    expect(loadEnv({})).toMatchObject({ LIVE_STREAMS_MAX: 5000, LIVE_STREAMS_PER_ADDRESS: 2000 });
    expect(loadEnv({ LIVE_STREAMS_MAX: "3", LIVE_STREAMS_PER_ADDRESS: "2" })).toMatchObject({
      LIVE_STREAMS_MAX: 3,
      LIVE_STREAMS_PER_ADDRESS: 2,
    });
    expect(() => loadEnv({ LIVE_STREAMS_MAX: "0" })).toThrow(/^Invalid LIVE_STREAMS_MAX \("0"\)/);
    expect(() => loadEnv({ LIVE_STREAMS_MAX: "many" })).toThrow(/^Invalid LIVE_STREAMS_MAX/);
    expect(() => loadEnv({ LIVE_STREAMS_PER_ADDRESS: "1.5" })).toThrow(/^Invalid LIVE_STREAMS_PER_ADDRESS/);
  });

  it("takes PUBLIC_URL as the site's own address only: no path, query or password, http(s) only", () => {
    expect(loadEnv({ PUBLIC_URL: "https://chuomarket.co.tz/" }).publicUrl).toBe("https://chuomarket.co.tz");
    expect(loadEnv({ PUBLIC_URL: "http://localhost:3000" }).publicUrl).toBe("http://localhost:3000");
    for (const bad of [
      "https://chuomarket.co.tz/market",
      "https://chuomarket.co.tz/?x=1",
      "https://chuomarket.co.tz/#top",
      "https://admin:secret@chuomarket.co.tz",
      "ftp://chuomarket.co.tz",
    ]) {
      expect(() => loadEnv({ PUBLIC_URL: bad }), bad).toThrow(/^Invalid PUBLIC_URL.*must be the site's own address/);
    }
    expect(() => loadEnv({ PUBLIC_URL: "https://admin:secret@chuomarket.co.tz" })).not.toThrow(/secret/);
    // Not an address at all: the same one line, never the value's password.
    expect(() => loadEnv({ PUBLIC_URL: "chuomarket.co.tz" })).toThrow(/^Invalid PUBLIC_URL \("chuomarket\.co\.tz"\)/);
    expect(() => loadEnv({ PUBLIC_URL: "admin:secret@chuomarket.co.tz" })).toThrow(/^Invalid PUBLIC_URL: /);
    expect(() => loadEnv({ PUBLIC_URL: "admin:secret@chuomarket.co.tz" })).not.toThrow(/secret/);
  });

  it("keeps photos on disk unless told, and needs a bucket, both halves of a key pair and https for S3", () => {
    expect(loadEnv({})).toMatchObject({ STORAGE_DRIVER: "disk", S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
    expect(() => loadEnv({ STORAGE_DRIVER: "s3" })).toThrow(/^Invalid S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(() => loadEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "Not_A_Bucket" })).toThrow(/^Invalid S3_BUCKET/);
    expect(() => loadEnv({ STORAGE_DRIVER: "ftp" })).toThrow(/^Invalid STORAGE_DRIVER/);
    const s3 = { STORAGE_DRIVER: "s3", S3_BUCKET: "chuo-photos" };
    expect(loadEnv({ ...s3, S3_ENDPOINT: "https://s3.example.com", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      S3_ENDPOINT: "https://s3.example.com",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(loadEnv({ ...s3, S3_ENDPOINT: "http://127.0.0.1:9000" }).S3_ENDPOINT).toBe("http://127.0.0.1:9000");
    expect(() => loadEnv({ ...s3, S3_ENDPOINT: "http://minio.example.com" })).toThrow(/^Invalid S3_ENDPOINT.*https/);
    expect(() => loadEnv({ ...s3, S3_FORCE_PATH_STYLE: "maybe" })).toThrow(/^Invalid S3_FORCE_PATH_STYLE/);
    expect(() => loadEnv({ ...s3, S3_ACCESS_KEY_ID: "AKIAEXAMPLE" })).toThrow(
      /^Invalid S3_SECRET_ACCESS_KEY: .*together/,
    );
    expect(loadEnv({ ...s3, S3_ACCESS_KEY_ID: "AKIAEXAMPLE", S3_SECRET_ACCESS_KEY: "a-secret" })).toMatchObject({
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    });
  });

  it("takes a short instance name for the X-Instance header, or none", () => {
    expect(loadEnv({}).INSTANCE_NAME).toBeUndefined();
    expect(loadEnv({ INSTANCE_NAME: "web-2" }).INSTANCE_NAME).toBe("web-2");
    for (const bad of ["Web 2", "a".repeat(33), "-a", "a\nX-Other: 1"])
      expect(() => loadEnv({ INSTANCE_NAME: bad }), bad).toThrow(/^Invalid INSTANCE_NAME/);
  });

  it("seeds demo data by default only on this machine's own address, and refuses it on any other", () => {
    expect(loadEnv({}).demoData).toBe(true);
    expect(loadEnv({ PUBLIC_URL: "http://127.0.0.1:3461" }).demoData).toBe(true);
    expect(loadEnv({ PUBLIC_URL: "http://[::1]:3000", DEMO_DATA: "1" }).demoData).toBe(true);
    expect(loadEnv({ DEMO_DATA: "0" }).demoData).toBe(false);
    expect(loadEnv({ DEMO_DATA: "false" }).demoData).toBe(false);
    expect(loadEnv({ PUBLIC_URL: "https://chuomarket.co.tz" }).demoData).toBe(false);
    expect(loadEnv({ PUBLIC_URL: "https://chuomarket.co.tz", DEMO_DATA: "0" }).demoData).toBe(false);
    expect(loadEnv({ PUBLIC_URL: "https://chuomarket.co.tz", DEMO_DATA: "" }).demoData).toBe(false);
    for (const on of ["1", "true", "yes"]) {
      expect(() => loadEnv({ PUBLIC_URL: "https://chuomarket.co.tz", DEMO_DATA: on }), on).toThrow(EnvError);
      expect(() => loadEnv({ PUBLIC_URL: "http://192.168.1.20:3000", DEMO_DATA: on }), on).toThrow(
        /^Invalid DEMO_DATA: demo accounts have a published password, .*only for a site on this machine/,
      );
    }
    expect(() => loadEnv({ DEMO_DATA: "maybe" })).toThrow(/^Invalid DEMO_DATA/);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("stops with one line naming the bad variable", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/^Invalid PORT \("eighty"\): /);
    expect(() => loadEnv({ PORT: "70000" })).toThrow(/^Invalid PORT/);
    expect(() => loadEnv({ PORT: "-1" })).toThrow(/^Invalid PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://root:secret@x" })).toThrow(
      /^Invalid DATABASE_URL: must be a postgres/,
    );
    try {
      loadEnv({ LOG_LEVEL: "loud" });
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
      expect((error as Error).message).toMatch(/^Invalid LOG_LEVEL/);
    }
  });
});

describe("Web Push keys", () => {
  it("are given as a matching pair or not at all", () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const pair = {
      VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString("base64url"),
      VAPID_PRIVATE_KEY: Buffer.from(ecdh.getPrivateKey("hex").padStart(64, "0"), "hex").toString("base64url"),
    };
    expect(loadEnv(pair).VAPID_PUBLIC_KEY).toBe(pair.VAPID_PUBLIC_KEY);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/given together/);
    const other = createECDH("prime256v1");
    other.generateKeys();
    expect(() => loadEnv({ ...pair, VAPID_PUBLIC_KEY: other.getPublicKey().toString("base64url") })).toThrow(
      /not the public key/,
    );
    // The private key never appears in the message.
    expect(() => loadEnv({ ...pair, VAPID_PRIVATE_KEY: "x".repeat(43) })).toThrow(/^Invalid VAPID_PUBLIC_KEY/);
  });
});
