import { DEMO_PASSWORD, expect, SITE, signInAs, signInThroughTheForm, test } from "./fixtures";

const STUDENT = "amina.juma@demo.chuo.market";

/** Targets that leave the site once a browser reads them (a TAB or newline is dropped, `\` is `/`). */
const OFF_SITE = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\\evil.example",
  "//evil.example",
  "/.//evil.example/x",
  "https://evil.example/",
];

test.describe("sign-in never sends the browser to another site", () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`after signing in with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        extraHTTPHeaders: { "x-forwarded-for": javaScriptEnabled ? "198.51.100.31" : "198.51.100.32" },
      });
      const page = await context.newPage();
      // Chromium would follow "/\t/evil.example" to http://evil.example/ (the finding).
      await page.goto(`/auth?redirectTo=${encodeURIComponent("/\t/evil.example")}`);
      const form = page.getByRole("form", { name: "Sign in" });
      await form.getByLabel("Email").fill(STUDENT);
      await form.getByLabel("Password").fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(`${SITE}/dashboard`);
      // Already signed in, /auth sends the browser on at once: still to our own dashboard.
      for (const target of OFF_SITE) {
        await page.goto(`/auth?redirectTo=${encodeURIComponent(target)}`);
        expect(new URL(page.url()).origin, target).toBe(SITE);
      }
      await context.close();
    });
  }

  test("a path of our own is kept", async ({ browser }) => {
    const page = await signInThroughTheForm(browser, {
      email: STUDENT,
      address: "198.51.100.33",
      redirectTo: "/favorites?tab=products",
      expectUrl: /\/favorites\?tab=products$/,
    });
    await page.context().close();
  });
});

test("a redirect target with line breaks or non-Latin-1 text is no server error", async ({ request }) => {
  for (const target of ["/products\r\nSet-Cookie: x=1", "/\u0800\u{1F600}", "/caf\u00e9?q=\u00ff", "/a%0d%0ab"]) {
    const response = await request.get(`/auth?redirectTo=${encodeURIComponent(target)}`, {
      headers: { "x-forwarded-for": "198.51.100.34" },
    });
    expect(response.status(), JSON.stringify(target)).toBe(200);
  }
});

test("the campus picker and the hearts answer only with Locations of this site", async ({ request, browser }) => {
  for (const target of OFF_SITE) {
    const response = await request.post("/visitor-campus", {
      form: { clear: "1", redirectTo: target },
      headers: { origin: SITE },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const location = response.headers().location!;
    // "/.//evil.example/x" used to come back as "//evil.example/x": another site, as a header.
    expect(location, target).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, SITE).origin).toBe(SITE);
  }
  const page = await signInAs(browser, { email: STUDENT, address: "198.51.100.35" });
  const productId = /\/products\/([0-9a-f-]{36})/.exec(await (await page.request.get("/products")).text())![1]!;
  for (const target of OFF_SITE) {
    // Without JavaScript the heart's answer is a redirect back to its page.
    const response = await page.request.post("/favorites/toggle", {
      form: { kind: "product", id: productId, redirectTo: target },
      headers: { origin: SITE },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location, target).toBe("/favorites");
  }
  await page.context().close();
});
