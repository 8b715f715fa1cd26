import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectStorageContract } from "#tests/fixtures/object-storage-contract";
import { temporaryStorage } from "#tests/fixtures/photos";
import { createLocalDiskStorage } from "./local-disk-storage";
import { signObjectUrl, verifyObjectUrl } from "./signed-object-url";

let files: Awaited<ReturnType<typeof temporaryStorage>>;
const owner = "5b0c6a8e-3f2a-4c1e-9d7b-2a1f0e9c8d7b";

beforeAll(async () => {
  files = await temporaryStorage("storage");
});
afterAll(async () => files?.cleanUp());

const bytes = (text: string) => new TextEncoder().encode(text);

objectStorageContract("local disk", () => ({
  storage: createLocalDiskStorage(files.root, "one secret"),
  withOtherSecret: createLocalDiskStorage(files.root, "another secret"),
}));

describe("local disk storage", () => {
  it("puts an object in one step: a write stopped midway leaves nothing under the object's name, and is not listed", async () => {
    const { mkdir, readdir, writeFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const folder = path.join(files.root, "product-images", owner);
    await mkdir(folder, { recursive: true });
    // What a process killed mid-write leaves behind.
    await writeFile(path.join(folder, ".torn.webp.0a1b2c.partial"), bytes("half"));
    await files.storage.put(owner, "product-images", `${owner}/whole.webp`, bytes("whole"), "image/webp");
    expect((await readdir(folder)).filter((name) => name.includes("whole"))).toEqual(["whole.webp"]);
    expect(await files.storage.read("product-images", `${owner}/torn.webp`)).toBeNull();
    expect((await files.storage.list("product-images", owner)).map((o) => o.name)).not.toContain(
      `${owner}/.torn.webp.0a1b2c.partial`,
    );
  });

  it("checks signatures in one place, with reasons", () => {
    const at = new Date("2026-11-23T12:00:00Z");
    const url = new URL(`http://x${signObjectUrl("k", "shop-logos", `${owner}/logo.webp`, at)}`);
    expect(verifyObjectUrl("k", url, new Date("2026-11-23T11:59:00Z"))).toMatchObject({
      ok: true,
      bucket: "shop-logos",
      objectPath: `${owner}/logo.webp`,
    });
    expect(verifyObjectUrl("k", url, at)).toEqual({ ok: false, reason: "expired" });
    expect(verifyObjectUrl("other", url, new Date(0))).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifyObjectUrl("k", new URL("http://x/storage/signed/secrets/a/b.webp?expires=1&signature=x"))).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(
      verifyObjectUrl("k", new URL(`http://x/storage/signed/shop-logos/${owner}/..%2F..%2Fx?expires=1&signature=x`)),
    ).toEqual({ ok: false, reason: "malformed" });
  });
});
