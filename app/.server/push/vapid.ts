import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";

export interface VapidKeys {
  /** The raw P-256 public key, base64url: browsers subscribe with it (applicationServerKey). */
  publicKey: string;
  /** The raw P-256 private key, base64url. */
  privateKey: string;
  /** Whom push services may contact about our pushes (a mailto: or https: URL). */
  subject: string;
}

/** The file's shape; `privateKeyJwk` is how keys were kept before the web-push library made them. */
interface StoredKeys {
  publicKey: string;
  privateKey?: string;
  privateKeyJwk?: { d?: string };
}

/**
 * The server's VAPID keys: from the environment when given (every instance must share them;
 * loadEnv has checked they are one pair), else made on first start and kept in DATA_DIR, like the
 * auth secret.
 */
export async function loadVapidKeys(options: {
  dataDir: string;
  publicKey?: string;
  privateKey?: string;
  subject: string;
}): Promise<VapidKeys> {
  if (options.publicKey && options.privateKey)
    return usable(
      { publicKey: options.publicKey, privateKey: options.privateKey, subject: options.subject },
      "VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY",
    );
  const file = path.join(options.dataDir, "vapid-keys.json");
  const stored = (await readStoredKeys(file)) ?? (await createStoredKeys(options.dataDir, file));
  return { ...stored, subject: options.subject };
}

export class VapidKeyError extends Error {}

/** The keys, once the library has signed a token with them: a pair it cannot use stops the start. */
function usable(keys: VapidKeys, where: string): VapidKeys {
  try {
    webpush.getVapidHeaders("https://push.example", keys.subject, keys.publicKey, keys.privateKey, "aes128gcm");
    return keys;
  } catch (error) {
    throw new VapidKeyError(`${where} do not hold a VAPID key pair (${(error as Error).message})`);
  }
}

/** The kept pair, or null when there is none yet. A file that is there but unreadable stops the start: a new pair would orphan every subscription. */
async function readStoredKeys(file: string): Promise<{ publicKey: string; privateKey: string } | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const invalid = new VapidKeyError(
    `${file} does not hold a VAPID key pair; restore it or remove it to make a new one (browsers will then subscribe again)`,
  );
  let stored: StoredKeys;
  try {
    stored = JSON.parse(text) as StoredKeys;
  } catch {
    throw invalid;
  }
  const keys = { publicKey: stored.publicKey, privateKey: stored.privateKey ?? stored.privateKeyJwk?.d ?? "" };
  try {
    usable({ ...keys, subject: "mailto:check@example.com" }, file);
  } catch {
    throw invalid;
  }
  return keys;
}

/** Made once: the file is created exclusively, so two instances starting together end up with the first one's pair. */
async function createStoredKeys(dataDir: string, file: string): Promise<{ publicKey: string; privateKey: string }> {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, JSON.stringify({ publicKey, privateKey }), { mode: 0o600, flag: "wx" });
    return { publicKey, privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readStoredKeys(file))!;
  }
}
