import { describe, expect, it } from "vitest";
import { isAcceptedImageShape, MAX_IMAGE_RATIO, MAX_IMAGE_SIDE } from "./upload-rules";

describe("the shapes a picture may have", () => {
  it.each([
    { width: 4000, height: 3000, taken: true },
    { width: 1, height: 1, taken: true },
    { width: 1000, height: 100, taken: true },
    { width: 100, height: 1000, taken: true },
    { width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE / MAX_IMAGE_RATIO, taken: true },
    { width: 1001, height: 100, taken: false },
    { width: 100, height: 1100, taken: false },
    { width: 100_000, height: 1, taken: false },
    { width: MAX_IMAGE_SIDE + 1, height: 2000, taken: false },
    { width: 2000, height: MAX_IMAGE_SIDE + 1, taken: false },
    { width: 0, height: 0, taken: false },
    { width: Number.NaN, height: 10, taken: false },
  ])("$width×$height: taken $taken", ({ width, height, taken }) => {
    expect(isAcceptedImageShape(width, height)).toBe(taken);
  });
});
