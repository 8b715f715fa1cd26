import type { Page } from "@playwright/test";
import { expect, hydratingGoto, SITE, signUpUnconfirmed, submitSignInForm, test, waitForHydration } from "./fixtures";

// The reader chooses the language (docs/decisions/0015-two-languages-with-paraglide.md): a switch in
// the header and footer, a cookie, the account, Accept-Language on a first visit, ?lang= on a link.

const mainNav = (page: Page) => page.getByRole("navigation").first();

async function expectKiswahili(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  await expect(mainNav(page).getByRole("link", { name: "Bidhaa", exact: true })).toBeVisible();
}

async function expectEnglish(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(mainNav(page).getByRole("link", { name: "Products", exact: true })).toBeVisible();
}

test("without JavaScript the footer's switch turns the home page into Kiswahili and back", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "10.25.0.1" },
  });
  const page = await context.newPage();
  await page.goto("/");
  await expectEnglish(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Kiswahili" }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expectKiswahili(page);
  await expect(page.getByRole("contentinfo")).toContainText("Lugha: Kiswahili");
  // The choice is kept: the next page is in Kiswahili too.
  await page.goto("/products");
  await expectKiswahili(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(`${SITE}/products`);
  await expectEnglish(page);
  await context.close();
});

test("with JavaScript the header's switch reloads the same page in Kiswahili, and links keep it", async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.25.0.2" } });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/accommodations");
  await expectEnglish(page);
  await page.getByRole("banner").getByRole("button", { name: "Kiswahili" }).click();
  await expect(page).toHaveURL(`${SITE}/accommodations`);
  await waitForHydration(page);
  await expectKiswahili(page);
  await mainNav(page).getByRole("link", { name: "Maduka", exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/shops`);
  await expectKiswahili(page);
  await context.close();
});

test("a first visit follows Accept-Language, and the visitors' cache keeps each language apart", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: SITE });
  const swahili = await api.get("/", { headers: { "accept-language": "sw-TZ,sw;q=0.9,en;q=0.5" } });
  const english = await api.get("/", { headers: { "accept-language": "en" } });
  // The same two again, now answered from the cache.
  const swahiliAgain = await api.get("/", { headers: { "accept-language": "sw-TZ" } });
  const englishAgain = await api.get("/", { headers: { "accept-language": "en-GB,en;q=0.9" } });
  for (const response of [swahili, swahiliAgain]) expect(await response.text()).toMatch(/<html lang="sw"/);
  for (const response of [english, englishAgain]) expect(await response.text()).toMatch(/<html lang="en"/);
  expect(swahili.headers().vary).toMatch(/Accept-Language/i);
  expect(swahili.headers().vary).toMatch(/Cookie/i);
  // A language we do not have falls back to English.
  expect(await (await api.get("/products", { headers: { "accept-language": "fr-FR,fr;q=0.9" } })).text()).toMatch(
    /<html lang="en"/,
  );
  await api.dispose();
});

test("?lang=sw on a shared product link opens it in Kiswahili, with alternates for each language", async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.25.0.3" } });
  const page = await context.newPage();
  await page.goto("/products");
  const links = await page
    .locator("main a[href^='/products/']")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  const href = links.find((link) => /^\/products\/[0-9a-f-]{36}$/.test(link));
  expect(href).toBeTruthy();
  hydratingGoto(page);
  await page.goto(`${href}?lang=sw`);
  await expectKiswahili(page);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${SITE}${href}?lang=en`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${SITE}${href}`);
  // The reader keeps reading in Kiswahili.
  await page.goto("/");
  await expectKiswahili(page);
  await context.close();
});

test("a signed-in student's choice survives signing out, and follows them to another phone", async ({ browser }) => {
  const { page, email, link } = await signUpUnconfirmed(browser, { fullName: "Zuhura Lugha", address: "10.25.0.4" });
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Kiswahili" }).click();
  await expectKiswahili(page);

  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("banner").getByText("Akaunti yangu").click();
  await page.getByRole("banner").getByRole("button", { name: "Toka" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Ingia" })).toBeVisible();
  await expectKiswahili(page);

  // Another phone, whose browser asks for English: signing in brings the saved choice.
  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.25.0.5" } });
  const phone = await other.newPage();
  hydratingGoto(phone);
  await phone.goto("/auth");
  await expectEnglish(phone);
  await submitSignInForm(phone, { email: email, password: "secret-pass" });
  await expect(phone).toHaveURL(/\/dashboard$/);
  await expectKiswahili(phone);
  await other.close();
});
