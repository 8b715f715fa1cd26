import { describe, expect, it } from "vitest";
import { pathOfTarget, siteUrl } from "./request-target";

const SITE = "https://chuo.example";

describe("the address a request names", () => {
  it("reads a path starting with // as a path on the site, never as another host (issue 23, item 5)", () => {
    for (const target of ["//", "///", "//%00", "//%zz", "//evil.example", "//%2F", "//evil.example/auth?x=1"]) {
      const url = siteUrl(SITE, target);
      expect(url.origin, target).toBe(SITE);
      expect(`${url.pathname}${url.search}`, target).toBe(target);
    }
  });

  it("resolves dot segments as the pages do", () => {
    expect(siteUrl(SITE, "/products/../auth").pathname).toBe("/auth");
  });

  it("takes only the path of an absolute-form target, and / for anything else", () => {
    expect(pathOfTarget("http://evil.example/auth?x=1")).toBe("/auth?x=1");
    expect(pathOfTarget("http://%zz/auth")).toBe("/");
    expect(pathOfTarget("mailto:someone")).toBe("/");
    expect(pathOfTarget("*")).toBe("/");
    expect(siteUrl(SITE, "*").href).toBe(`${SITE}/`);
  });
});
