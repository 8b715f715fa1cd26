import { describe, expect, it } from "vitest";
import { STAY_SAFE_COOKIE, staySafeDismissCookie, staySafeDismissedIn } from "./stay-safe-cookie";

describe("the Stay safe box's cookie", () => {
  it("is set for a year, on every page, and sent with links from other sites", () => {
    expect(staySafeDismissCookie()).toBe(`${STAY_SAFE_COOKIE}=hidden; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it("says dismissed only for its own value", () => {
    expect(staySafeDismissedIn("lang=sw; cm_stay_safe=hidden")).toBe(true);
    expect(staySafeDismissedIn("cm_stay_safe=shown")).toBe(false);
    expect(staySafeDismissedIn("xcm_stay_safe=hidden")).toBe(false);
    expect(staySafeDismissedIn("")).toBe(false);
    expect(staySafeDismissedIn(null)).toBe(false);
  });
});
