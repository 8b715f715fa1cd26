import { createCipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";

/** One record holds any payload we send (a notification's words and link, well under 4 KB). */
const RECORD_SIZE = 4096;

const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

/**
 * Encrypts a push message for one browser subscription (RFC 8291, "aes128gcm"): only that
 * browser, holding the private key behind `p256dh` and the `auth` secret, can read it; the push
 * service in between sees bytes. `salt` and `senderKeys` are for tests; each message gets fresh ones.
 */
export function encryptPushPayload(payload: Uint8Array, subscription: { p256dh: string; auth: string }, fixed: { salt?: Buffer; senderPrivateKey?: Buffer } = {}): Buffer {
  const receiverPublic = Buffer.from(subscription.p256dh, "base64url");
  const authSecret = Buffer.from(subscription.auth, "base64url");
  const sender = createECDH("prime256v1");
  if (fixed.senderPrivateKey) sender.setPrivateKey(fixed.senderPrivateKey);
  else sender.generateKeys();
  const senderPublic = sender.getPublicKey();
  const shared = sender.computeSecret(receiverPublic);

  const keyInfo = Buffer.concat([Buffer.from("WebPush: info"), Buffer.from([0]), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const salt = fixed.salt ?? randomBytes(16);
  const contentKey = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));

  const cipher = createCipheriv("aes-128-gcm", contentKey, nonce);
  // 0x02 marks the last (here the only) record.
  const sealed = Buffer.concat([cipher.update(Buffer.concat([payload, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(senderPublic.length, 20);
  return Buffer.concat([header, senderPublic, sealed]);
}
