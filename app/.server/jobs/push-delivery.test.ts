import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellingTestbed } from "#tests/fixtures/selling-testbed";
import { pushQueue, pushSubscriptions, sessions, users } from "../db/schema";
import { startConversation } from "../domain/messages/start-conversation";
import { deliverPushes, type PushMessage } from "../domain/notifications/push/deliver-pushes";
import { removePushSubscription, savePushSubscription } from "../domain/notifications/push/save-push-subscription";
import { inLocale } from "../i18n/request-locale";
import { loadVapidKeys, type VapidKeys } from "../push/vapid";
import { createWebPushSender, type PushSender } from "../push/web-push-sender";
import { pushMessageFor as present } from "./push-deliverer";

// Web Push end to end: the web-push library encrypts and signs (app/.server/push); this test
// plays the push service and the browser with Node's own crypto, so it checks the library's
// output against RFC 8291 and RFC 8292 rather than against itself.
const bed = sellingTestbed("web-push");

/** A signed-in session of the user's, as the page's post carries. */
async function signedIn(userId: string) {
  const [session] = await bed.handle.db
    .insert(sessions)
    .values({ userId, token: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: sessions.id });
  return { userId, sessionId: session!.id };
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on this machine, as a browser's would be: it records what it is sent and answers as told. */
let pushService: Server;
let origin: string;
const received: Received[] = [];
const answers = new Map<string, number>();
let keysDir: string;
let keys: VapidKeys;

beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? "") ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  keysDir = await mkdtemp(path.join(tmpdir(), "chuo-vapid-"));
  keys = await loadVapidKeys({ dataDir: keysDir, subject: "mailto:support@chuomarket.co.tz" });
});
afterAll(async () => {
  await new Promise((resolve) => pushService?.close(resolve));
  await rm(keysDir, { recursive: true, force: true });
});

/** A browser's side of a subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16) };
}

/** What the push service checks: a valid ES256 token from the key it names, for its own origin, not expired. */
function checkVapid(authorization: string) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  expect(match).not.toBeNull();
  const [, header, claims, signature, k] = match!;
  const pub = Buffer.from(k!, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: pub.subarray(1, 33).toString("base64url"),
      y: pub.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature!, "base64url"),
  );
  return {
    valid,
    k: k!,
    header: JSON.parse(Buffer.from(header!, "base64url").toString()),
    claims: JSON.parse(Buffer.from(claims!, "base64url").toString()),
  };
}

/** Decrypts as the browser does (RFC 8291). */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  expect(padded.at(-1)).toBe(2);
  return padded.subarray(0, -1).toString();
}

describe("Web Push", () => {
  it("keeps the VAPID keys made on first start", async () => {
    expect((await loadVapidKeys({ dataDir: keysDir, subject: "mailto:x@example.com" })).publicKey).toBe(keys.publicKey);
    expect(Buffer.from(keys.publicKey, "base64url")).toHaveLength(65);
  });

  it("pushes a new notification to the user's browser: the push service checks the VAPID signature and the browser decrypts it", async () => {
    const seller = await bed.make.user({ fullName: "Upendo Seller" });
    const buyer = await bed.make.user({ fullName: "Juma Buyer" });
    const listing = await bed.make.product(seller.id, { name: "Gas cooker" });
    const browser = browserKeys();
    const endpoint = `${origin}/push/${seller.id}`;
    await savePushSubscription(
      bed.handle.db,
      await signedIn(seller.id),
      { endpoint, p256dh: browser.p256dh, auth: browser.auth.toString("base64url") },
      [new URL(origin).host],
    );

    const { conversationId } = await startConversation(bed.handle.db, buyer.id, listing.id, "Is it new?");
    const sender = createWebPushSender(keys);
    expect(await deliverPushes(bed.handle.db, sender, present)).toEqual({ pushed: 1, gone: 0, retried: 0 });
    // Taken once: a second run (another instance) finds nothing.
    expect(await deliverPushes(bed.handle.db, sender, present)).toEqual({ pushed: 0, gone: 0, retried: 0 });

    const push = received.find((r) => r.path === `/push/${seller.id}`)!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const vapid = checkVapid(String(push.headers.authorization));
    expect(vapid.valid).toBe(true);
    expect(vapid.k).toBe(keys.publicKey);
    expect(vapid.header).toEqual({ typ: "JWT", alg: "ES256" });
    expect(vapid.claims.aud).toBe(origin);
    expect(vapid.claims.sub).toBe("mailto:support@chuomarket.co.tz");
    expect(vapid.claims.exp * 1000 - Date.now()).toBeGreaterThan(60_000);
    expect(vapid.claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(JSON.parse(decrypt(push.body, browser))).toEqual({
      title: "New message",
      body: 'Juma Buyer sent you a message about "Gas cooker".',
      link: `/messages/${conversationId}`,
      tag: expect.any(String),
    });
  });

  it("words a push in its recipient's saved language, not in that of whoever caused it", async () => {
    const sent: { endpoint: string; message: PushMessage }[] = [];
    const recording: PushSender = {
      publicKey: keys.publicKey,
      async send(target, payload) {
        sent.push({ endpoint: target.endpoint, message: payload as PushMessage });
        return "sent";
      },
    };
    const swahiliSeller = await bed.make.user({ fullName: "Neema Muuzaji" });
    await bed.handle.db.update(users).set({ language: "sw" }).where(eq(users.id, swahiliSeller.id));
    const neverChose = await bed.make.user();
    const buyer = await bed.make.user({ fullName: "Juma Buyer" });
    const hosts = [new URL(origin).host];
    for (const seller of [swahiliSeller, neverChose]) {
      const browser = browserKeys();
      await savePushSubscription(
        bed.handle.db,
        await signedIn(seller.id),
        { endpoint: `${origin}/words/${seller.id}`, p256dh: browser.p256dh, auth: browser.auth.toString("base64url") },
        hosts,
      );
    }
    // The buyer writes in English to the Kiswahili reader, and in Kiswahili to the one who never chose.
    await inLocale("en", async () =>
      startConversation(
        bed.handle.db,
        buyer.id,
        (await bed.make.product(swahiliSeller.id, { name: "Gas cooker" })).id,
        "Is it new?",
      ),
    );
    await inLocale("sw", async () =>
      startConversation(
        bed.handle.db,
        buyer.id,
        (await bed.make.product(neverChose.id, { name: "Desk lamp" })).id,
        "Bado ipo?",
      ),
    );

    // The deliverer may run inside whatever language: the recipient's decides.
    await inLocale("en", () => deliverPushes(bed.handle.db, recording, present));
    expect(sent.find((s) => s.endpoint === `${origin}/words/${swahiliSeller.id}`)?.message).toMatchObject({
      title: "Ujumbe mpya",
      body: 'Juma Buyer amekutumia ujumbe kuhusu "Gas cooker".',
    });
    expect(sent.find((s) => s.endpoint === `${origin}/words/${neverChose.id}`)?.message).toMatchObject({
      title: "New message",
      body: 'Juma Buyer sent you a message about "Desk lamp".',
    });
  });

  it("forgets a browser the push service says is gone, and retries one that failed for now", async () => {
    const seller = await bed.make.user();
    const buyer = await bed.make.user();
    const browser = browserKeys();
    const gone = `${origin}/gone/${seller.id}`;
    const busy = `${origin}/busy/${seller.id}`;
    answers.set(`/gone/${seller.id}`, 410);
    answers.set(`/busy/${seller.id}`, 503);
    const hosts = [new URL(origin).host];
    const session = await signedIn(seller.id);
    await savePushSubscription(
      bed.handle.db,
      session,
      { endpoint: gone, p256dh: browser.p256dh, auth: browser.auth.toString("base64url") },
      hosts,
    );
    await savePushSubscription(
      bed.handle.db,
      session,
      { endpoint: busy, p256dh: browser.p256dh, auth: browser.auth.toString("base64url") },
      hosts,
    );
    await startConversation(bed.handle.db, buyer.id, (await bed.make.product(seller.id)).id, "Hello");

    expect(await deliverPushes(bed.handle.db, createWebPushSender(keys), present)).toEqual({
      pushed: 0,
      gone: 1,
      retried: 1,
    });
    const left = await bed.handle.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, seller.id));
    expect(left.map((s) => s.endpoint)).toEqual([busy]);
    const [queued] = await bed.handle.db.select().from(pushQueue);
    expect(queued?.attempts).toBe(1);
    expect(queued!.notBefore.getTime()).toBeGreaterThan(Date.now());

    await removePushSubscription(bed.handle.db, seller.id, busy);
    expect(await bed.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, seller.id))).toEqual(
      [],
    );
  });

  it("forgets a browser's subscription when its session ends, and hands a browser to whoever signs in on it next", async () => {
    const first = await signedIn((await bed.make.user()).id);
    const next = await signedIn((await bed.make.user()).id);
    const browser = browserKeys();
    const subscription = {
      endpoint: "https://fcm.googleapis.com/fcm/send/shared-phone",
      p256dh: browser.p256dh,
      auth: browser.auth.toString("base64url"),
    };
    await savePushSubscription(bed.handle.db, first, subscription);
    await savePushSubscription(bed.handle.db, next, subscription);
    const owners = await bed.handle.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(owners).toEqual([{ userId: next.userId }]);
    // Signing out deletes the session row.
    await bed.handle.db.delete(sessions).where(eq(sessions.id, next.sessionId));
    expect(
      await bed.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint)),
    ).toEqual([]);
  });

  it("refuses an endpoint that is not a known push service, and keys no browser could have made", async () => {
    const user = await signedIn((await bed.make.user()).id);
    const browser = browserKeys();
    const valid = { p256dh: browser.p256dh, auth: browser.auth.toString("base64url") };
    for (const endpoint of [
      "http://10.0.0.1/push",
      "https://evil.example.com/push",
      `${origin.replace("127.0.0.1", "169.254.169.254")}/x`,
      "not a url",
    ]) {
      await expect(
        savePushSubscription(bed.handle.db, user, { endpoint, ...valid }, [new URL(origin).host]),
      ).rejects.toMatchObject({ code: "invalid_input" });
    }
    await expect(
      savePushSubscription(bed.handle.db, user, {
        endpoint: "https://fcm.googleapis.com/fcm/send/abc",
        p256dh: "AAAA",
        auth: valid.auth,
      }),
    ).rejects.toMatchObject({
      code: "invalid_input",
    });
    await savePushSubscription(bed.handle.db, user, { endpoint: "https://fcm.googleapis.com/fcm/send/abc", ...valid });
  });
});
