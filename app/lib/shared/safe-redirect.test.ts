import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const SITE = "https://chuo.example";
const go = (raw: unknown) => safeRedirect(raw, "/fallback", SITE);

describe("safeRedirect", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    expect(go("/products?q=laptop")).toBe("/products?q=laptop");
    expect(go("/user/1#listings")).toBe("/user/1#listings");
    expect(go("https://chuo.example/dashboard")).toBe("/dashboard");
    expect(go("/a/../b")).toBe("/b");
    // Same scheme without slashes is a relative path, as browsers read it.
    expect(go("https:evil.example")).toBe("/evil.example");
  });

  it("falls back for other sites however they are written", () => {
    for (const raw of [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      " //evil.example",
      "https://evil.example/x",
      "http://chuo.example/x", // another scheme is another origin
      "https://chuo.example:8443/x",
      "javascript:alert(1)",
      "data:text/html,hi",
      "/.//evil.example/x",
      "/./\\evil.example",
    ]) {
      expect(go(raw), JSON.stringify(raw)).toBe("/fallback");
    }
  });

  it("never returns a value a header cannot carry", () => {
    const cases = ["/a\r\nSet-Cookie: x=1", "/caf\u00e9", "/\u0800\u{1F600}?q=\u00ff", "/a\u0000b"];
    for (const raw of cases) {
      const result = go(raw);
      expect(result, JSON.stringify(raw)).toMatch(/^\/[\x21-\x7e]*$/);
      expect(() => new Headers({ Location: result })).not.toThrow();
    }
  });

  it("falls back for a target longer than any page of ours", () => {
    expect(go(`/products?q=${"a".repeat(20_000)}`)).toBe("/fallback");
  });

  it("falls back for empty or non-text input", () => {
    expect(go("")).toBe("/fallback");
    expect(go(null)).toBe("/fallback");
    expect(go(undefined)).toBe("/fallback");
    expect(go(new Blob(["/x"]))).toBe("/fallback");
  });
});
