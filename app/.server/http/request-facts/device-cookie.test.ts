import { describe, expect, it } from "vitest";
import { browserDevice, DEVICE_COOKIE, signMark } from "./device-cookie";

const KEY = "device-test-key";
const MARK = "Zx9Qm2Lp8Rt4Vw6Yb1Nc3D";

const withCookie = (value?: string) =>
  new Request("http://localhost/", value === undefined ? {} : { headers: { cookie: `${DEVICE_COOKIE}=${value}` } });
const cookieValue = (setCookie: string | null) => setCookie?.split(";")[0]?.slice(DEVICE_COOKIE.length + 1) ?? null;

describe("the device cookie", () => {
  it("is the mark and our signature of it, and a signed one is kept as it is", () => {
    const fresh = browserDevice(withCookie(), { secure: true, key: KEY });
    expect(fresh.setCookie).toMatch(
      /^chuo\.device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=63072000; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    const kept = browserDevice(withCookie(cookieValue(fresh.setCookie)!), { secure: true, key: KEY });
    expect(kept).toEqual({ hash: fresh.hash, setCookie: null });
  });

  it("treats a forged, altered, unsigned or foreign-keyed value as no cookie, and issues a new mark", () => {
    const good = signMark(KEY, MARK);
    const own = browserDevice(withCookie(good), { secure: false, key: KEY });
    expect(own.setCookie).toBeNull();
    const refused = {
      unsigned: MARK,
      "another key's": signMark("someone-else", MARK),
      "altered mark": `Ax9Qm2Lp8Rt4Vw6Yb1Nc3D${good.slice(MARK.length)}`,
      "altered signature": `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`,
      "short signature": good.slice(0, -2),
      "extra part": `${good}.x`,
      "malformed mark": signMark(KEY, "not a mark"),
      empty: "",
    };
    for (const [what, value] of Object.entries(refused)) {
      const device = browserDevice(withCookie(value), { secure: false, key: KEY });
      expect(device.setCookie, what).toMatch(/^chuo\.device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43};/);
      expect(device.hash, what).not.toBe(own.hash);
      expect(cookieValue(device.setCookie)!.startsWith(MARK), what).toBe(false);
    }
  });
});
