import { describe, expect, it } from "vitest";
import { reconnectDelay, resumeAfter, shouldToast } from "./live-client";

describe("the page's live stream", () => {
  it("reconnects after 1, 2, 5, then every 10 s", () => {
    expect([0, 1, 2, 3, 4, 20].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
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
