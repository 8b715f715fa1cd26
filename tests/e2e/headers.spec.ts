import { type APIRequestContext, type APIResponse, request as playwrightRequest } from "@playwright/test";
import { DEMO_PASSWORD, expect, test } from "./fixtures";

/**
 * docs/security.md: the security headers of each kind of response, read over HTTP from the
 * built server. The policy is spelled out here on purpose, so any change to it shows in review.
 */

const policyWith = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self' blob:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "report-uri /csp-report",
    "report-to csp",
  ].join("; ");

const PERMISSIONS_POLICY =
  "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), " +
  "accelerometer=(), gyroscope=(), magnetometer=(), display-capture=()";

/** The nonce in a response's policy, after checking the rest of the policy word for word. */
function nonceOf(response: APIResponse): string {
  const policy = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? "";
  expect(nonce.length, `nonce in ${policy}`).toBeGreaterThanOrEqual(22);
  expect(policy).toBe(policyWith(nonce));
  return nonce;
}

/** The headers every response carries, whatever it is. */
function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  nonceOf(response);
  expect(headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  expect(headers["reporting-endpoints"]).toBe('csp="/csp-report"');
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // PUBLIC_URL is plain http here: HSTS must stay off (the https case is a unit test).
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** Every <script>, modulepreload and <style> on the page carries the response's nonce, and only it. */
async function expectScriptsCarry(response: APIResponse, nonce: string) {
  const html = await response.text();
  // Structured data (`application/ld+json`, app/lib/marketplace/structured-data.ts) is a data block the
  // browser never runs, so the policy's script-src does not apply to it: every other script carries the nonce.
  const tags = (html.match(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>|<style\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('type="application/ld+json"'),
  );
  expect(tags.filter((t) => t.startsWith("<script")).length).toBeGreaterThanOrEqual(2);
  // The page's own styles (app/.server/http/page-assets/inline-stylesheet.ts).
  expect(tags.filter((t) => t.startsWith("<style")).length).toBe(1);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
}

async function signedInContext(baseURL: string, address: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
  const signIn = await context.post("/auth", {
    headers: { origin: baseURL },
    form: { intent: "signin", email: "amina.juma@demo.chuo.market", password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  expect(signIn.headers()["cache-control"]).toBe("no-store");
  return context;
}

test("public pages: a fresh nonce per response on every inline script, and their usual caching", async ({
  request,
}) => {
  const list = await request.get("/products");
  const detailPath = /href="(\/products\/[0-9a-f-]{36})"/.exec(await list.text())?.[1];
  expect(detailPath).toBeTruthy();
  // A first look at a listing hands the visitor an id cookie (for counting views once), and a
  // response that sets a cookie must never be stored; with the cookie, the page is public again.
  const firstLook = await request.get(detailPath!);
  expect(firstLook.headers()["set-cookie"]).toContain("cm_vid=");
  expect(firstLook.headers()["cache-control"]).toBe("no-store");
  for (const path of ["/", "/products", detailPath!, "/accommodations", "/users"]) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.status(), path).toBe(200);
    expectCommonHeaders(first);
    const nonce = nonceOf(first);
    expect(nonceOf(second), path).not.toBe(nonce);
    await expectScriptsCarry(first, nonce);
    // Signed-out visitors keep today's caching (the server sets none).
    expect(first.headers()["set-cookie"], path).toBeUndefined();
    expect(first.headers()["cache-control"], path).toBeUndefined();
  }
});

test("a 404 page carries the policy and its nonce too", async ({ request }) => {
  const response = await request.get("/no/such/page");
  expect(response.status()).toBe(404);
  expectCommonHeaders(response);
  await expectScriptsCarry(response, nonceOf(response));
});

test("sign-in pages and the auth API are never stored", async ({ request, baseURL }) => {
  for (const path of [
    "/auth",
    "/auth?tab=signup",
    "/forgot-password",
    "/reset-password",
    "/auth.data",
    "/api/auth/get-session",
    "/api/auth/ok",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expectCommonHeaders(response);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  // The campus choice is a cookie: a response setting one is not stored either.
  const campus = await request.post("/visitor-campus", {
    form: { clear: "1", redirectTo: "/products" },
    headers: { origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(campus.headers()["set-cookie"]).toBeTruthy();
  expect(campus.headers()["cache-control"]).toBe("no-store");
});

test("with a session, pages and data are no-store while static assets stay immutable", async ({ baseURL }) => {
  const context = await signedInContext(baseURL!, "198.51.100.91");
  for (const path of ["/dashboard", "/", "/products", "/my-listings", "/profile", "/dashboard.data", "/no/such/page"]) {
    const response = await context.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expectCommonHeaders(response);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  const dashboard = await context.get("/dashboard");
  await expect(dashboard.text()).resolves.toContain("Dashboard");
  await expectScriptsCarry(dashboard, nonceOf(dashboard));

  // A module the page starts with, named in its HTML (docs/decisions/0023-scripts-after-the-first-screen.md).
  const assetPath = /"(\/assets\/[^"\\]+\.js)"/.exec(await (await context.get("/")).text())?.[1];
  expect(assetPath).toBeTruthy();
  const assetResponse = await context.get(assetPath!);
  expect(assetResponse.status()).toBe(200);
  expectCommonHeaders(assetResponse);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await context.dispose();
});

test("the CSP report endpoint takes reports and shrugs off junk", async ({ request }) => {
  const report = {
    "csp-report": { "document-uri": "http://localhost/", "violated-directive": "script-src", "blocked-uri": "inline" },
  };
  const valid = await request.post("/csp-report", {
    headers: { "content-type": "application/csp-report" },
    data: JSON.stringify(report),
  });
  expect(valid.status()).toBe(204);
  const junk = await request.post("/csp-report", {
    headers: { "content-type": "application/json" },
    data: "{not json",
  });
  expect(junk.status()).toBe(204);
  const huge = await request.post("/csp-report", {
    headers: { "content-type": "application/reports+json" },
    data: "x".repeat(64 * 1024),
  });
  expect(huge.status()).toBe(413);
});
