import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { loadVapidKeys, VapidKeyError } from "./vapid";

const SUBJECT = "mailto:support@chuomarket.co.tz";
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "chuo-vapid-keys-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("loadVapidKeys", () => {
  it("makes a pair on first start, keeps it readable only by its owner, and reads the same pair on the next", async () => {
    const first = await loadVapidKeys({ dataDir, subject: SUBJECT });
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    expect(await loadVapidKeys({ dataDir, subject: SUBJECT })).toEqual(first);
    expect(JSON.parse(await readFile(path.join(dataDir, "vapid-keys.json"), "utf8"))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
  });

  it("reads a pair kept the way it was before the library (a JWK), so no browser has to subscribe again", async () => {
    const pair = webpush.generateVAPIDKeys();
    await writeFile(
      path.join(dataDir, "vapid-keys.json"),
      JSON.stringify({ publicKey: pair.publicKey, privateKeyJwk: { kty: "EC", crv: "P-256", d: pair.privateKey } }),
    );
    expect(await loadVapidKeys({ dataDir, subject: SUBJECT })).toEqual({ ...pair, subject: SUBJECT });
  });

  it("stops the start when the kept file holds no pair, and leaves it for someone to restore", async () => {
    const file = path.join(dataDir, "vapid-keys.json");
    for (const junk of ["not json", JSON.stringify({ publicKey: "AAAA", privateKey: "BBBB" })]) {
      await writeFile(file, junk);
      await expect(loadVapidKeys({ dataDir, subject: SUBJECT })).rejects.toThrow(VapidKeyError);
      expect(await readFile(file, "utf8")).toBe(junk);
    }
  });

  it("takes the pair from the environment when given, and refuses keys the library cannot sign with", async () => {
    const pair = webpush.generateVAPIDKeys();
    expect(await loadVapidKeys({ dataDir, subject: SUBJECT, ...pair })).toEqual({ ...pair, subject: SUBJECT });
    await expect(
      loadVapidKeys({ dataDir, subject: SUBJECT, publicKey: pair.publicKey, privateKey: "c2hvcnQ" }),
    ).rejects.toThrow(VapidKeyError);
  });
});
