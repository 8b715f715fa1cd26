import { describe, expect, it } from "vitest";
import { clearedViewerMarker, viewerMarkerCookie } from "./viewer-marker";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const IN_A_WEEK = new Date(NOW + 7 * 24 * 60 * 60 * 1000);
const ASHA = { key: "k5Qw2rT0aBcDeFgHiJkLmN", until: IN_A_WEEK };
const ASHA_MARKER = `chuo_viewer=k5Qw2rT0aBcDeFgHiJkLmN.${IN_A_WEEK.getTime() / 1000}`;

describe("viewerMarkerCookie", () => {
  it("sets a signed-in browser's marker, readable by scripts, to end with the session", () => {
    expect(viewerMarkerCookie(ASHA, "chuo.session_token=abc", { secure: false, now: NOW })).toBe(
      `${ASHA_MARKER}; Max-Age=604800; Path=/; SameSite=Lax`,
    );
    expect(viewerMarkerCookie(ASHA, null, { secure: true, now: NOW })).toBe(
      `${ASHA_MARKER}; Max-Age=604800; Path=/; SameSite=Lax; Secure`,
    );
    expect(viewerMarkerCookie(ASHA, null, { secure: false, now: NOW })).not.toMatch(/HttpOnly/i);
  });

  it("leaves a marker that is already right, and replaces one of another account or an older session end", () => {
    expect(viewerMarkerCookie(ASHA, `chuo.session_token=abc; ${ASHA_MARKER}`, { secure: false, now: NOW })).toBeNull();
    expect(
      viewerMarkerCookie(ASHA, `chuo_viewer=someoneElse.${IN_A_WEEK.getTime() / 1000}`, { secure: false, now: NOW }),
    ).toMatch(/^chuo_viewer=k5Qw2rT0aBcDeFgHiJkLmN\./);
    const extended = { ...ASHA, until: new Date(IN_A_WEEK.getTime() + 86_400_000) };
    expect(viewerMarkerCookie(extended, ASHA_MARKER, { secure: false, now: NOW })).toMatch(/Max-Age=691200;/);
  });

  it("clears the marker for a signed-out browser, and for a session already over", () => {
    expect(viewerMarkerCookie(null, ASHA_MARKER, { secure: false, now: NOW })).toBe(
      "chuo_viewer=; Max-Age=0; Path=/; SameSite=Lax",
    );
    expect(viewerMarkerCookie({ ...ASHA, until: new Date(NOW) }, ASHA_MARKER, { secure: false, now: NOW })).toBe(
      "chuo_viewer=; Max-Age=0; Path=/; SameSite=Lax",
    );
    // Nothing to clear: no header at all.
    expect(viewerMarkerCookie(null, "other=1", { secure: false, now: NOW })).toBeNull();
    expect(viewerMarkerCookie(null, undefined, { secure: false, now: NOW })).toBeNull();
    expect(clearedViewerMarker(true)).toBe("chuo_viewer=; Max-Age=0; Path=/; SameSite=Lax; Secure");
  });
});
