import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { temporaryStorage } from "#tests/fixtures/photos";
import { createLocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { loader as serveSignedObject } from "./signed-object";

let files: Awaited<ReturnType<typeof temporaryStorage>>;
const owner = "5b0c6a8e-3f2a-4c1e-9d7b-2a1f0e9c8d7b";

beforeAll(async () => {
  files = await temporaryStorage("signed-object");
});
afterAll(async () => files?.cleanUp());

const bytes = (text: string) => new TextEncoder().encode(text);
const serve = (url: string) =>
  serveSignedObject({
    request: new Request(`http://localhost${url}`),
    context: { storage: files.storage },
    params: {},
  } as unknown as Parameters<typeof serveSignedObject>[0]);

describe("/storage/signed/*", () => {
  it("serves an object through a signed URL until it expires, and refuses a changed one", async () => {
    await files.storage.put(owner, "accommodation-images", `${owner}/room.webp`, bytes("room"), "image/webp");
    const url = files.storage.signedUrl("accommodation-images", `${owner}/room.webp`, 60);
    expect(url).toMatch(
      new RegExp(`^/storage/signed/accommodation-images/${owner}/room\\.webp\\?expires=\\d+&signature=`),
    );
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
    const foreign = createLocalDiskStorage(files.root, "another-secret").signedUrl(
      "accommodation-images",
      `${owner}/room.webp`,
      60,
    );
    expect((await serve(foreign)).status).toBe(403);
    // Expired.
    const expired = files.storage.signedUrl("accommodation-images", `${owner}/room.webp`, -1);
    expect((await serve(expired)).status).toBe(403);
    // Valid, but the object is gone.
    await files.storage.remove(owner, "accommodation-images", `${owner}/room.webp`);
    expect((await serve(url)).status).toBe(404);
  });
});
