import { describe, expect, it } from "vitest";
import { reconnectDelay, reconnectWait, resumeAfter, shouldToast } from "./live-client";

describe("the page's live stream", () => {
  it("reconnects after 1, 2, 5, then every 10 s", () => {
    expect([0, 1, 2, 3, 4, 20].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });

  it("waits longer after each failed try, refused by a full server or not, and spreads the tabs' returns", () => {
    expect([0, 1, 2, 3, 9].map((attempt) => reconnectWait(attempt, () => 0))).toEqual([
      1_000, 2_000, 5_000, 10_000, 10_000,
    ]);
    expect([0, 1, 2, 3, 9].map((attempt) => reconnectWait(attempt, () => 0.999))).toEqual([
      1_499, 2_999, 7_497, 14_995, 14_995,
    ]);
  });

  it("resumes from the later of the page's position and the last event, ignoring a malformed id", () => {
    expect(resumeAfter(5, null)).toBe(5);
    expect(resumeAfter(5, "9")).toBe(9);
    expect(resumeAfter(12, "9")).toBe(12);
    expect(resumeAfter(3, "1e9")).toBe(3);
  });

  it("toasts a notification unless the page already shows it", () => {
    const n = { id: "n", title: "New message", message: "…", link: "/messages/c1" };
    expect(shouldToast(n, "/dashboard")).toBe(true);
    expect(shouldToast(n, "/messages/c1")).toBe(false);
    expect(shouldToast(n, "/notifications")).toBe(false);
    expect(shouldToast({ ...n, link: null }, "/products")).toBe(true);
  });
});
