import { describe, expect, it } from "vitest";
import { AUTH_REDIRECT_PARAMS, checkAuthRedirectBody, checkAuthRedirectQuery } from "./auth-redirect-params";

const SITE = "http://localhost:3000";
const query = (search: string) => checkAuthRedirectQuery(new URL(`${SITE}/api/auth/reset-password/abc${search}`), SITE);

describe("redirect parameters on their way to the auth library", () => {
  // The probe's lines: the library answered `Location: //evil.example?...` for these.
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "//evil.example",
    "https://evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
  ])("%s becomes the site's root", (target) => {
    for (const name of AUTH_REDIRECT_PARAMS) {
      expect(query(`?token=t&${name}=${encodeURIComponent(target)}`).searchParams.get(name)).toBe("/");
    }
  });

  it("keeps a same-origin path, as the browser would read it", () => {
    expect(query("?callbackURL=%2Fwallet%2Fadd-balance").searchParams.get("callbackURL")).toBe("/wallet/add-balance");
    expect(
      query(`?callbackURL=${encodeURIComponent(`${SITE}/reset-password?x=1`)}`).searchParams.get("callbackURL"),
    ).toBe("/reset-password?x=1");
  });

  it("makes repeated parameters one checked value, and leaves the rest of the query alone", () => {
    const url = query("?token=t&callbackURL=%2Fok&callbackURL=%2F.%2F%2Fevil.example");
    expect(url.searchParams.getAll("callbackURL")).toEqual(["/ok"]);
    expect(url.searchParams.get("token")).toBe("t");
    expect(query("?token=t").search).toBe("?token=t");
  });

  it("checks the same names in a JSON body, whatever their type", () => {
    expect(checkAuthRedirectBody({ email: "a@b.tz", redirectTo: "/.//evil.example", callbackURL: 5 }, SITE)).toEqual({
      email: "a@b.tz",
      redirectTo: "/",
      callbackURL: "/",
    });
    expect(checkAuthRedirectBody({ redirectTo: "/reset-password" }, SITE)).toEqual({ redirectTo: "/reset-password" });
    expect(checkAuthRedirectBody(undefined, SITE)).toBeUndefined();
  });
});
