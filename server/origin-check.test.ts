import { describe, expect, it } from "vitest";
import { isSameSiteRequest } from "./origin-check";

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
