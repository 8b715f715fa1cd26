import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { noisePng } from "#tests/fixtures/photos";
import { reencodeImage } from "./reencode-image";

describe("reencodeImage with a byte limit", () => {
  it("shrinks a picture that no quality fits, keeping its shape", async () => {
    const webp = await reencodeImage(await noisePng(480, 360), {
      width: 480,
      height: 360,
      fit: "cover",
      quality: 80,
      maxBytes: 4 * 1024,
    });
    const meta = await sharp(webp).metadata();
    expect(webp.byteLength).toBeLessThanOrEqual(4 * 1024);
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeLessThan(480);
    expect(meta.width! / meta.height!).toBeCloseTo(4 / 3, 1);
  });

  it("meets even a limit only a few pixels fit, without failing", async () => {
    const webp = await reencodeImage(await noisePng(300, 900), {
      width: 300,
      height: 900,
      fit: "inside",
      maxBytes: 200,
    });
    expect(webp.byteLength).toBeLessThanOrEqual(200);
    expect((await sharp(webp).metadata()).format).toBe("webp");
  });

  it("leaves a picture alone when no limit is asked for", async () => {
    const webp = await reencodeImage(await noisePng(480, 360), { width: 480, height: 360, fit: "cover" });
    expect(await sharp(webp).metadata()).toMatchObject({ format: "webp", width: 480, height: 360 });
  });
});
