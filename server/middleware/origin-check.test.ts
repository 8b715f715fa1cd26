import { describe, expect, it } from "vitest";
import { isOneClickUnsubscribe, isSameSiteRequest, originCheck } from "./origin-check";

const SITE = "https://chuo.example";

describe("isSameSiteRequest", () => {
  it("accepts our own origin only", () => {
    expect(isSameSiteRequest({ origin: SITE }, SITE)).toBe(true);
    expect(isSameSiteRequest({ origin: "https://evil.example" }, SITE)).toBe(false);
    expect(isSameSiteRequest({ origin: "null" }, SITE)).toBe(false);
    expect(isSameSiteRequest({ origin: "http://chuo.example" }, SITE)).toBe(false);
    // A foreign Origin is not rescued by a same-site Referer.
    expect(isSameSiteRequest({ origin: "https://evil.example", referer: `${SITE}/products` }, SITE)).toBe(false);
  });

  it("falls back to Sec-Fetch-Site, then Referer, when a browser sends no Origin", () => {
    expect(isSameSiteRequest({ "sec-fetch-site": "same-origin" }, SITE)).toBe(true);
    expect(isSameSiteRequest({ "sec-fetch-site": "cross-site", referer: `${SITE}/x` }, SITE)).toBe(false);
    expect(isSameSiteRequest({ referer: `${SITE}/products?q=1` }, SITE)).toBe(true);
    expect(isSameSiteRequest({ referer: "https://chuo.example.evil.example/" }, SITE)).toBe(false);
    expect(isSameSiteRequest({ referer: "not a url" }, SITE)).toBe(false);
  });

  it("refuses a request that says nothing about where it came from", () => {
    expect(isSameSiteRequest({}, SITE)).toBe(false);
  });
});

describe("isOneClickUnsubscribe (RFC 8058, docs/security.md)", () => {
  const FORM = "application/x-www-form-urlencoded";

  it("lets a mail provider's one-click POST to the unsubscribe link through without an origin", () => {
    expect(isOneClickUnsubscribe("POST", "/notices/unsubscribe?token=abc.def", FORM)).toBe(true);
    expect(isOneClickUnsubscribe("POST", "/notices/unsubscribe?token=abc", "multipart/form-data; boundary=x")).toBe(
      true,
    );
  });

  it("refuses every other POST without an origin, however close", () => {
    // No token, an empty one, or more in the query than the token.
    expect(isOneClickUnsubscribe("POST", "/notices/unsubscribe", FORM)).toBe(false);
    expect(isOneClickUnsubscribe("POST", "/notices/unsubscribe?token=", FORM)).toBe(false);
    expect(isOneClickUnsubscribe("POST", "/notices/unsubscribe?token=a&redirectTo=/x", FORM)).toBe(false);
    // Another page, the route's data twin, a path that only starts the same.
    expect(isOneClickUnsubscribe("POST", "/profile?token=abc", FORM)).toBe(false);
    expect(isOneClickUnsubscribe("POST", "/notices/unsubscribe.data?token=abc", FORM)).toBe(false);
    expect(isOneClickUnsubscribe("POST", "/notices/unsubscribe/x?token=abc", FORM)).toBe(false);
    expect(isOneClickUnsubscribe("POST", "/notices/%75nsubscribe?token=abc", FORM)).toBe(false);
    // Not a form, or not a POST.
    expect(isOneClickUnsubscribe("POST", "/notices/unsubscribe?token=abc", "application/json")).toBe(false);
    expect(isOneClickUnsubscribe("POST", "/notices/unsubscribe?token=abc", undefined)).toBe(false);
    expect(isOneClickUnsubscribe("PUT", "/notices/unsubscribe?token=abc", FORM)).toBe(false);
  });

  it("is wired into the check: a bare POST elsewhere is still refused, the one-click one passes", () => {
    const check = originCheck(SITE);
    const run = (method: string, originalUrl: string, headers: Record<string, string>) => {
      let passed = false;
      let status = 0;
      const res = {
        status(code: number) {
          status = code;
          return res;
        },
        type: () => res,
        set: () => res,
        setHeader: () => res,
        send: () => res,
        json: () => res,
        end: () => res,
        headersSent: false,
        locals: {},
      };
      check(
        { method, originalUrl, path: originalUrl.split("?")[0], headers, accepts: () => "json" } as never,
        res as never,
        () => {
          passed = true;
        },
      );
      return { passed, status };
    };
    expect(run("POST", "/notices/unsubscribe?token=abc", { "content-type": FORM }).passed).toBe(true);
    const refused = run("POST", "/profile", { "content-type": FORM });
    expect(refused).toEqual({ passed: false, status: 403 });
    expect(run("POST", "/notices/unsubscribe", { "content-type": FORM })).toEqual({ passed: false, status: 403 });
    // A foreign page's form naming a token gets no further than the token allows: it is the only authority there.
    expect(
      run("POST", "/notices/unsubscribe?token=abc", { "content-type": FORM, origin: "https://evil.example" }).passed,
    ).toBe(true);
  });
});
