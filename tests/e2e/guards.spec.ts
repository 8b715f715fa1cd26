import { expect, failedLoadMessage, notTheApp, PageGuard, test, waitForHydration } from "./fixtures";

// The fixture's guards themselves: each must catch what it exists to catch. These pages are served
// by the test (page.route), not by the app; what they trigger is declared, so the suite stays green.

const html = (body: string, headers: Record<string, string> = {}) => ({
  status: 200,
  headers: { "content-type": "text/html", ...headers },
  body,
});

test("the CSP guard reports a violation with its directive and blocked URI", async ({
  page,
  guard,
  allowCspViolation,
  baseURL,
}) => {
  const url = new URL("/__guard/csp", baseURL).href;
  await page.route(url, (route) =>
    route.fulfill(
      html(`<!doctype html><title>csp</title><p>hi</p><script>document.title = "ran";</script>`, {
        "content-security-policy": "script-src 'self'",
      }),
    ),
  );
  notTheApp(page);
  await page.goto(url);
  await expect(page).toHaveTitle("csp"); // the inline script was blocked

  // The page recorded the event, and the guard heard of it both from the event and the console.
  expect(
    await page.evaluate(
      () => (window as unknown as { __cspViolations: { directive: string; blockedURI: string }[] }).__cspViolations,
    ),
  ).toEqual([expect.objectContaining({ directive: "script-src-elem", blockedURI: "inline" })]);
  await expect.poll(() => guard.failures()).toHaveLength(2);
  expect(guard.failures()).toEqual(
    expect.arrayContaining([
      `Content-Security-Policy violation: script-src-elem blocked inline on ${url} (policy: script-src 'self')`,
      expect.stringMatching(
        /^Content-Security-Policy violation: .*inline script.* Content Security Policy directive:? .script-src 'self'./,
      ),
    ]),
  );

  // Declared, it no longer fails the test.
  allowCspViolation(
    /^script-src-elem blocked inline on .*\/__guard\/csp |inline script.* Content Security Policy directive:? .script-src 'self'.* \(on .*\/__guard\/csp\)$/,
  );
  expect(guard.failures()).toEqual([]);
});

test("the console guard fails on any 404 but the one a test declares", async ({
  page,
  guard,
  allowFailedLoad,
  baseURL,
}) => {
  const url = new URL("/__guard/missing-image", baseURL).href;
  await page.route(url, (route) =>
    route.fulfill(html(`<!doctype html><title>img</title><img src="/no-such-image.png" alt="">`)),
  );
  notTheApp(page);
  await page.goto(url);
  const missing = new URL("/no-such-image.png", baseURL).href;
  await expect
    .poll(() => guard.failures())
    .toEqual([
      `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (at ${missing})`,
    ]);

  // Narrow: declaring another URL's 404 does not cover this one (and is itself reported, as it never happened).
  const probe = new PageGuard();
  probe.consoleErrors.push(...guard.consoleErrors);
  probe.allowConsoleError(failedLoadMessage(new URL("/no-such-favicon.svg", baseURL).href));
  expect(probe.failures()).toEqual([
    `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (at ${missing})`,
    `declared but never happened: ${failedLoadMessage(new URL("/no-such-favicon.svg", baseURL).href)}`,
  ]);

  allowFailedLoad("/no-such-image.png");
  expect(guard.failures()).toEqual([]);
});

test("a page that should hydrate and does not fails the test", async ({ page, baseURL }) => {
  const url = new URL("/__guard/never-hydrates", baseURL).href;
  await page.route(url, (route) => route.fulfill(html(`<!doctype html><title>static</title><p>no app here</p>`)));
  await expect(page.goto(url)).rejects.toThrow(`${url} did not hydrate within 15000 ms`);
  await expect(waitForHydration(page, { timeout: 500 })).rejects.toThrow(/did not hydrate within 500 ms/);
});

test("pages that never hydrate by design are not waited for", async ({ browser, page }) => {
  // Not HTML: an image answers without waiting.
  const image = await page.goto("/favicon.svg");
  expect(image?.headers()["content-type"]).toContain("image/svg+xml");
  // JavaScript disabled: the server-rendered page is used as it is.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto("/products");
  await expect(noScript.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await context.close();
});
