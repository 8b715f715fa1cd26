import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { temporaryStorage } from "../../../tests/fixtures/photos";
import { loader as serveSignedObject } from "../../routes/api/signed-object";
import { createLocalDiskStorage } from "./local-disk-storage";
import { signObjectUrl, verifyObjectUrl } from "./signed-object-url";

let files: Awaited<ReturnType<typeof temporaryStorage>>;
const owner = "5b0c6a8e-3f2a-4c1e-9d7b-2a1f0e9c8d7b";

beforeAll(async () => {
  files = await temporaryStorage("storage");
});
afterAll(async () => files?.cleanUp());

const bytes = (text: string) => new TextEncoder().encode(text);
const serve = (url: string) =>
  serveSignedObject({ request: new Request(`http://localhost${url}`), context: { storage: files.storage }, params: {} } as unknown as Parameters<typeof serveSignedObject>[0]);

describe("local disk storage", () => {
  it("lists an owner's objects by name, 100 from offset 0 unless told otherwise", async () => {
    for (const name of ["c.webp", "a.webp", "b.webp"]) await files.storage.put(owner, "product-images", `${owner}/${name}`, bytes(name), "image/webp");
    const all = await files.storage.list("product-images", owner);
    expect(all.map((o) => o.name)).toEqual([`${owner}/a.webp`, `${owner}/b.webp`, `${owner}/c.webp`]);
    expect(all[0]!.size).toBe(6);
    expect((await files.storage.list("product-images", owner, { limit: 1, offset: 1 })).map((o) => o.name)).toEqual([`${owner}/b.webp`]);
    expect(await files.storage.list("product-images", "nobody")).toEqual([]);
    await expect(files.storage.list("product-images", "../etc")).rejects.toThrow(/Unsafe/);
  });

  it("serves an object through a signed URL until it expires, and refuses a changed one", async () => {
    await files.storage.put(owner, "accommodation-images", `${owner}/room.webp`, bytes("room"), "image/webp");
    const url = files.storage.signedUrl("accommodation-images", `${owner}/room.webp`, 60);
    expect(url).toMatch(new RegExp(`^/storage/signed/accommodation-images/${owner}/room\\.webp\\?expires=\\d+&signature=`));
    const ok = await serve(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/webp");
    // The browser may keep it for what is left of its lifetime: at most 60 s, less on a slow machine.
    const cacheControl = ok.headers.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(cacheControl.split("=")[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    expect(await ok.text()).toBe("room");

    expect((await serve(url.replace("room.webp", "other.webp"))).status).toBe(403);
    expect((await serve(url.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 3600}`))).status).toBe(403);
    expect((await serve(url.replace("accommodation-images", "product-images"))).status).toBe(403);
    // Signed by another key (another storage): refused.
    const foreign = createLocalDiskStorage(files.root, "another-secret").signedUrl("accommodation-images", `${owner}/room.webp`, 60);
    expect((await serve(foreign)).status).toBe(403);
    // Expired.
    const expired = files.storage.signedUrl("accommodation-images", `${owner}/room.webp`, -1);
    expect((await serve(expired)).status).toBe(403);
    // Valid, but the object is gone.
    await files.storage.remove(owner, "accommodation-images", `${owner}/room.webp`);
    expect((await serve(url)).status).toBe(404);
  });

  it("checks signatures in one place, with reasons", () => {
    const at = new Date("2026-11-23T12:00:00Z");
    const url = new URL(`http://x${signObjectUrl("k", "shop-logos", `${owner}/logo.webp`, at)}`);
    expect(verifyObjectUrl("k", url, new Date("2026-11-23T11:59:00Z"))).toMatchObject({ ok: true, bucket: "shop-logos", objectPath: `${owner}/logo.webp` });
    expect(verifyObjectUrl("k", url, at)).toEqual({ ok: false, reason: "expired" });
    expect(verifyObjectUrl("other", url, new Date(0))).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifyObjectUrl("k", new URL("http://x/storage/signed/secrets/a/b.webp?expires=1&signature=x"))).toEqual({ ok: false, reason: "malformed" });
    expect(verifyObjectUrl("k", new URL(`http://x/storage/signed/shop-logos/${owner}/..%2F..%2Fx?expires=1&signature=x`))).toEqual({ ok: false, reason: "malformed" });
  });
});
