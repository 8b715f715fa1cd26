import type { Request as ExpressRequest } from "express";
import { describe, expect, it } from "vitest";
import { SharedCache } from "~/.server/cache/shared-cache";
import { cachedPage, isCacheablePageRequest } from "./anonymous-page-cache";

const expressRequest = (url: string, cookie?: string, method = "GET") =>
  ({
    method,
    path: url.split("?")[0],
    originalUrl: url,
    headers: cookie ? { cookie } : {},
  }) as unknown as ExpressRequest;
const fetchRequest = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

function renderer(answer: () => Response) {
  let renders = 0;
  return {
    render: async () => {
      renders++;
      return answer();
    },
    renders: () => renders,
  };
}

const page = (nonce: string) =>
  new Response(`<script nonce="${nonce}">go()</script><p>Featured Products</p>`, {
    status: 200,
    headers: { "content-type": "text/html" },
  });

describe("the anonymous page cache", () => {
  it("serves only a visitor's GET of the home page and the lists", () => {
    expect(isCacheablePageRequest(expressRequest("/"))).toBe(true);
    expect(isCacheablePageRequest(expressRequest("/products"))).toBe(true);
    expect(isCacheablePageRequest(expressRequest("/accommodations", "visitorCampus=abc"))).toBe(true);
    expect(isCacheablePageRequest(expressRequest("/products/123"))).toBe(false);
    expect(isCacheablePageRequest(expressRequest("/products?q=laptop"))).toBe(false);
    expect(isCacheablePageRequest(expressRequest("/?fbclid=abc123"))).toBe(false);
    expect(isCacheablePageRequest(expressRequest("/", undefined, "POST"))).toBe(false);
    expect(isCacheablePageRequest(expressRequest("/", "chuo.session_token=x"))).toBe(false);
    expect(isCacheablePageRequest(expressRequest("/", "cm_recent_write=1"))).toBe(false);
    // A visitor carrying a toast (signed out just now) is shown it, not a page kept for everyone.
    expect(isCacheablePageRequest(expressRequest("/", "chuo_flash=abc.def"))).toBe(false);
  });

  it("renders once, then answers with each response's own nonce", async () => {
    const cache = new SharedCache();
    const { render, renders } = renderer(() => page("first-nonce"));
    await cachedPage(cache, fetchRequest("/"), "en", "first-nonce", render);
    const again = await cachedPage(cache, fetchRequest("/"), "en", "second-nonce", render);
    expect(renders()).toBe(1);
    expect(again.status).toBe(200);
    expect(again.headers.get("content-type")).toBe("text/html");
    const html = await again.text();
    expect(html).toContain('nonce="second-nonce"');
    expect(html).not.toContain("first-nonce");
  });

  it("keeps one copy per address and per chosen campus", async () => {
    const cache = new SharedCache();
    const { render, renders } = renderer(() => page("n"));
    await cachedPage(cache, fetchRequest("/"), "en", "n", render);
    await cachedPage(cache, fetchRequest("/?signedOut=1"), "en", "n", render);
    await cachedPage(cache, fetchRequest("/", "visitorCampus=00000000-0000-4000-8000-000000000001"), "en", "n", render);
    expect(renders()).toBe(3);
  });

  it("keeps one copy per language: a Kiswahili reader never gets the English page, nor the reverse", async () => {
    const cache = new SharedCache();
    const worded = (locale: "en" | "sw") =>
      renderer(() => new Response(locale === "sw" ? "Bidhaa" : "Products", { status: 200 }));
    const english = worded("en");
    const kiswahili = worded("sw");
    expect(await (await cachedPage(cache, fetchRequest("/"), "en", "n", english.render)).text()).toBe("Products");
    expect(await (await cachedPage(cache, fetchRequest("/"), "sw", "n", kiswahili.render)).text()).toBe("Bidhaa");
    expect(await (await cachedPage(cache, fetchRequest("/"), "en", "n", kiswahili.render)).text()).toBe("Products");
    expect(await (await cachedPage(cache, fetchRequest("/"), "sw", "n", english.render)).text()).toBe("Bidhaa");
    expect(english.renders() + kiswahili.renders()).toBe(2);
  });

  it("keeps no error and no answer that sets a cookie, and never hands such an answer to another request", async () => {
    const cache = new SharedCache();
    const failing = renderer(() => new Response("oops", { status: 500 }));
    await cachedPage(cache, fetchRequest("/"), "en", "n", failing.render);
    await cachedPage(cache, fetchRequest("/"), "en", "n", failing.render);
    expect(failing.renders()).toBe(2);

    let count = 0;
    const personal = renderer(
      () => new Response(`visitor ${++count}`, { status: 200, headers: { "set-cookie": `visitor=${count}` } }),
    );
    const [a, b] = await Promise.all([
      cachedPage(cache, fetchRequest("/products"), "en", "n", personal.render),
      cachedPage(cache, fetchRequest("/products"), "en", "n", personal.render),
    ]);
    expect(personal.renders()).toBe(2);
    expect(new Set([a.headers.get("set-cookie"), b.headers.get("set-cookie")]).size).toBe(2);
  });
});
