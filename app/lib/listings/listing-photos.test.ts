import { describe, expect, it } from "vitest";
import { arrangeListingPhotos, NEW_PHOTO } from "./listing-photos";

const current = [
  "/uploads/product-images/u/a.webp",
  "/uploads/product-images/u/b.webp",
  "/uploads/product-images/u/c.webp",
];
const [a, b, c] = current as [string, string, string];

describe("arrangeListingPhotos", () => {
  it("puts new files after the attached ones when no order is posted", () => {
    expect(arrangeListingPhotos({ current: [], order: [], remove: [], newCount: 2 })).toEqual({
      ok: true,
      slots: [
        { kind: "new", index: 0 },
        { kind: "new", index: 1 },
      ],
    });
  });

  it("follows the posted order, mixing attached photos and new files", () => {
    const result = arrangeListingPhotos({ current, order: [NEW_PHOTO, c, a, NEW_PHOTO], remove: [], newCount: 2 });
    expect(result).toEqual({
      ok: true,
      slots: [
        { kind: "new", index: 0 },
        { kind: "kept", url: c },
        { kind: "kept", url: a },
        { kind: "new", index: 1 },
      ],
    });
  });

  it("drops attached photos that are left out or ticked for removal", () => {
    const result = arrangeListingPhotos({ current, order: [a, b, c], remove: [b], newCount: 0 });
    expect(result).toEqual({
      ok: true,
      slots: [
        { kind: "kept", url: a },
        { kind: "kept", url: c },
      ],
    });
  });

  it("never loses a new file the order forgot, and ignores extra new markers and repeats", () => {
    const result = arrangeListingPhotos({
      current,
      order: [b, b, NEW_PHOTO, NEW_PHOTO, NEW_PHOTO],
      remove: [],
      newCount: 1,
    });
    expect(result).toEqual({
      ok: true,
      slots: [
        { kind: "kept", url: b },
        { kind: "new", index: 0 },
      ],
    });
    expect(arrangeListingPhotos({ current, order: [a], remove: [], newCount: 2 })).toEqual({
      ok: true,
      slots: [
        { kind: "kept", url: a },
        { kind: "new", index: 0 },
        { kind: "new", index: 1 },
      ],
    });
  });

  it("refuses a photo that is not attached to this listing", () => {
    expect(
      arrangeListingPhotos({ current, order: [a, "/uploads/product-images/other/x.webp"], remove: [], newCount: 0 }),
    ).toEqual({
      ok: false,
      reason: "unknown-photo",
    });
  });
});
