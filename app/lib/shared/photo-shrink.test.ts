import { describe, expect, it } from "vitest";
import { fitWithin, formatBytes, needsShrinking, pickSmaller, shrunkName, shrunkType } from "./photo-shrink";
import { MAX_IMAGE_BYTES } from "./upload-rules";

describe("fitWithin", () => {
  it("brings a camera photo down to the size the server keeps, keeping its shape", () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1200, height: 900 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 675, height: 900 });
    expect(fitWithin({ width: 4000, height: 1000 })).toEqual({ width: 1200, height: 300 });
  });

  it("never enlarges a small photo", () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
  });

  it("keeps at least one pixel of a very thin picture", () => {
    expect(fitWithin({ width: 10_000, height: 2 })).toEqual({ width: 1200, height: 1 });
  });

  it("tells a photo larger than the box from one that fits", () => {
    expect(needsShrinking({ width: 1201, height: 900 })).toBe(true);
    expect(needsShrinking({ width: 1200, height: 901 })).toBe(true);
    expect(needsShrinking({ width: 1200, height: 900 })).toBe(false);
  });
});

describe("the shrunk file", () => {
  it("is WebP where the browser writes it, else JPEG", () => {
    expect(shrunkType(true)).toBe("image/webp");
    expect(shrunkType(false)).toBe("image/jpeg");
  });

  it("is named after the original, with the extension of what it holds", () => {
    expect(shrunkName("IMG_2041.JPG", "image/webp")).toBe("IMG_2041.webp");
    expect(shrunkName("scan.final.png", "image/jpeg")).toBe("scan.final.jpg");
    expect(shrunkName("photo", "image/jpeg")).toBe("photo.jpg");
    expect(shrunkName(".png", "image/webp")).toBe("photo.webp");
  });

  it("gives way to the original when that is no bigger and within the limit", () => {
    const original = { size: 200_000 };
    expect(pickSmaller(original, { size: 300_000 })).toBe(original);
    expect(pickSmaller(original, { size: 200_000 })).toBe(original);
    const shrunk = { size: 150_000 };
    expect(pickSmaller(original, shrunk)).toBe(shrunk);
  });

  it("never keeps an original over the limit, even when shrinking did not make it smaller", () => {
    const shrunk = { size: MAX_IMAGE_BYTES + 2 };
    expect(pickSmaller({ size: MAX_IMAGE_BYTES + 1 }, shrunk)).toBe(shrunk);
  });
});

describe("formatBytes", () => {
  it("says kilobytes under a megabyte and megabytes with one decimal above", () => {
    expect(formatBytes(0)).toBe("0 KB");
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(850 * 1024)).toBe("850 KB");
    expect(formatBytes(1.2 * 1024 * 1024)).toBe("1.2 MB");
    expect(formatBytes(3.44 * 1024 * 1024)).toBe("3.4 MB");
    expect(formatBytes(5.2 * 1024 * 1024, "sw")).toBe("5.2 MB");
  });
});
