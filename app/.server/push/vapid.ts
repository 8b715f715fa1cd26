import { createECDH, createPrivateKey, generateKeyPairSync, type JsonWebKey, type KeyObject, sign } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** How long a push service may accept one signed token (RFC 8292 allows at most 24 h). */
const TOKEN_SECONDS = 12 * 60 * 60;

export interface VapidKeys {
  /** The raw P-256 public key, base64url: browsers subscribe with it (applicationServerKey). */
  publicKey: string;
  privateKey: KeyObject;
  /** Whom push services may contact about our pushes (a mailto: or https: URL). */
  subject: string;
}

interface StoredKeys {
  publicKey: string;
  privateKeyJwk: JsonWebKey;
}

function rawPublicKey(jwk: JsonWebKey): string {
  return Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]).toString("base64url");
}

/**
 * The server's VAPID keys: from the environment when given (every instance must share them), else
 * made on first start and kept in DATA_DIR, like the auth secret.
 */
export async function loadVapidKeys(options: { dataDir: string; publicKey?: string; privateKey?: string; subject: string }): Promise<VapidKeys> {
  if (options.publicKey && options.privateKey) {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(options.privateKey, "base64url"));
    const derived = ecdh.getPublicKey().toString("base64url");
    // A public key from another pair would sign tokens no push service accepts, for every user.
    if (derived !== options.publicKey) throw new VapidKeyError("VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY");
    const pub = ecdh.getPublicKey();
    const jwk = { kty: "EC", crv: "P-256", d: options.privateKey, x: pub.subarray(1, 33).toString("base64url"), y: pub.subarray(33, 65).toString("base64url") };
    return { publicKey: derived, privateKey: createPrivateKey({ key: jwk, format: "jwk" }), subject: options.subject };
  }
  const file = path.join(options.dataDir, "vapid-keys.json");
  const stored = (await readStoredKeys(file)) ?? (await createStoredKeys(options.dataDir, file));
  return { publicKey: stored.publicKey, privateKey: createPrivateKey({ key: stored.privateKeyJwk, format: "jwk" }), subject: options.subject };
}

export class VapidKeyError extends Error {}

/** The kept pair, or null when there is none yet. A file that is there but unreadable stops the start: a new pair would orphan every subscription. */
async function readStoredKeys(file: string): Promise<StoredKeys | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const stored = JSON.parse(text) as StoredKeys;
    createPrivateKey({ key: stored.privateKeyJwk, format: "jwk" });
    return stored;
  } catch {
    throw new VapidKeyError(`${file} does not hold a VAPID key pair; restore it or remove it to make a new one (browsers will then subscribe again)`);
  }
}

/** Made once: the file is created exclusively, so two instances starting together end up with the first one's pair. */
async function createStoredKeys(dataDir: string, file: string): Promise<StoredKeys> {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  const stored = { publicKey: rawPublicKey(jwk), privateKeyJwk: jwk };
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, JSON.stringify(stored), { mode: 0o600, flag: "wx" });
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readStoredKeys(file))!;
  }
}

/** The Authorization header for a push to `endpoint` (RFC 8292): a short-lived ES256 token for its origin. */
export function vapidAuthorization(keys: VapidKeys, endpoint: string, now = Date.now()): string {
  const header = Buffer.from(JSON.stringify({ typ: "JWT", alg: "ES256" })).toString("base64url");
  const claims = Buffer.from(JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + TOKEN_SECONDS, sub: keys.subject })).toString("base64url");
  const signature = sign("sha256", Buffer.from(`${header}.${claims}`), { key: keys.privateKey, dsaEncoding: "ieee-p1363" }).toString("base64url");
  return `vapid t=${header}.${claims}.${signature}, k=${keys.publicKey}`;
}
