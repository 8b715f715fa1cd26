import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { SW_MONTHS } from "../fixtures/kiswahili-months";
import { approveOnPhone, expect, signInAs, signUpNewStudent, test } from "./fixtures";

// What a student who chose Kiswahili meets along the way: a refused sign-up, a payment's toasts,
// the receipt, a notification and its live announcement, worded from the Kiswahili catalogue, with
// dates whose months are written in full.

const MESSAGES = path.resolve(import.meta.dirname, "../../messages");
const catalogues = (language: string) =>
  Object.assign(
    {},
    ...readdirSync(MESSAGES).map((area) =>
      JSON.parse(readFileSync(path.join(MESSAGES, area, `${language}.json`), "utf8")),
    ),
  ) as Record<string, unknown>;
const EN = catalogues("en");
const SW = catalogues("sw");

/** The Kiswahili of an English text of ours, found by its English words; values fill its placeholders. */
function sw(english: string, values: Record<string, string> = {}): string {
  const key = Object.keys(EN).find((k) => EN[k] === english);
  if (!key) throw new Error(`no catalogue text "${english}"`);
  return swKey(key, values);
}

/** The Kiswahili of one catalogue key, its placeholders filled. */
function swKey(key: string, values: Record<string, string> = {}): string {
  if (typeof SW[key] !== "string") throw new Error(`no Kiswahili text ${key}`);
  return (SW[key] as string).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** Today in Tanzania as a Kiswahili page writes it: "3 Desemba 2026". */
function todayInKiswahili(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Africa/Dar_es_Salaam",
      day: "numeric",
      month: "numeric",
      year: "numeric",
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${Number(parts.day)} ${SW_MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}

/** Intl's short Kiswahili months ("3 Mac 2026"), which the pages must not write. */
const SHORT_MONTH_DATE = /\b\d{1,2} (Jan|Feb|Mac|Apr|Jun|Jul|Ago|Sep|Okt|Nov|Des) \d{4}\b/;

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)), verbosity: 0 }).promise;
  try {
    const content = await (await pdf.getPage(1)).getTextContent();
    return content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
  } finally {
    await pdf.destroy();
  }
}

async function postProduct(page: Page, name: string, price: string) {
  await page.goto("/products/post");
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="price"]').fill(price);
  await page.locator('select[name="category"]').selectOption("Books");
  await page
    .locator("form")
    .filter({ has: page.locator('input[name="name"]') })
    .locator('button[type="submit"]')
    .last()
    .click();
  await expect(page).toHaveURL(/\/my-listings/);
}

test("a sign-up refused in Kiswahili says why in Kiswahili", async ({ browser, allowFailedLoad }) => {
  // The refused form is answered 400, which the browser logs.
  allowFailedLoad("/auth.data?tab=signup", 400);
  // A browser set to Kiswahili: its navigations and its scripts' requests both ask for it.
  const context = await browser.newContext({
    locale: "sw-TZ",
    extraHTTPHeaders: { "x-forwarded-for": "10.27.0.1", "accept-language": "sw-TZ,sw;q=0.9" },
  });
  const page = await context.newPage();
  await page.goto("/auth?tab=signup");
  const form = page.locator("form").filter({ has: page.locator('input[name="fullName"]') });
  await form.locator('input[name="fullName"]').fill("Asha Juma");
  await form.locator('input[name="email"]').fill(`asha.${Date.now()}@example.co.tz`);
  await form.locator('input[name="password"]').fill("12345");
  await form.locator('input[name="whatsappNumber"]').fill("0854123456");
  await form.getByRole("checkbox").first().check();
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText(swKey("accounts_weak_password_description", { min: "6" }))).toBeVisible();
  await expect(form.getByText(sw("Enter your WhatsApp number as 06XXXXXXXX or 07XXXXXXXX."))).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(sw("Weak Password"));
  await context.close();
});

test("a seller who chose Kiswahili pays a fee, reads the toasts and the receipt, and hears of a favourite in Kiswahili", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const seller = await signUpNewStudent(browser, {
    fullName: "Tatu Kiswahili",
    address: "10.27.0.2",
    whatsapp: "0754987654",
  });
  const stamp = Date.now();
  const free = `Daftari ${stamp}`;
  const owed = `Koti la maabara ${stamp}`;
  // The test server gives one free product; the second owes its fee.
  await postProduct(seller, free, "20000");
  await postProduct(seller, owed, "150000");
  await seller.getByRole("banner").getByRole("button", { name: "Kiswahili" }).click();
  await expect(seller.locator("html")).toHaveAttribute("lang", "sw");

  // The fee, by mobile money.
  await seller.locator(`li:has-text("${owed}") a[href$="/pay"]`).click();
  const mobile = seller.locator("form").filter({ has: seller.locator('input[name="phone"]') });
  await mobile.locator('button[type="submit"]').click();
  await expect(seller).toHaveURL(/\/payment-success\?payment_id=/);
  await expect(seller.getByRole("status")).toContainText(sw("Payment Initiated"));
  await approveOnPhone(browser, "TZS 150");
  await expect(seller.getByRole("heading", { name: sw("Payment Successful!") })).toBeVisible({ timeout: 20_000 });

  const download = seller.waitForEvent("download");
  await seller.locator('a[href*="/payment-success/receipt"]').click();
  const receipt = await pdfText(await (await download).path());
  expect(receipt).toContain(sw("Payment receipt"));
  expect(receipt).toContain(sw("Paid by"));
  expect(receipt).toContain("TZS 150");
  expect(receipt).not.toContain("Paid by");
  // Dates with the month in full: the receipt, the wallet's history, the product page.
  expect(receipt).toContain(todayInKiswahili());
  expect(receipt).not.toMatch(SHORT_MONTH_DATE);
  await seller.goto("/wallet");
  const history = seller.getByRole("listitem").filter({ hasText: owed });
  await expect(history).toContainText(todayInKiswahili());
  await expect(history).not.toContainText(SHORT_MONTH_DATE);

  // A buyer saves the free product while the seller's page is open: the tab announces it, then the list shows it.
  await seller.goto("/dashboard");
  // Found as a visitor finds it: a student's own listings are not in their own browsing.
  const visitor = await browser.newContext();
  const listed = await (await visitor.request.get(`/products?q=${encodeURIComponent(free)}`)).text();
  await visitor.close();
  const productPath = /href="(\/products\/[0-9a-f-]{36})"/.exec(listed)?.[1] ?? null;
  expect(productPath).toBeTruthy();
  await seller.goto(productPath!);
  await expect(seller.getByRole("definition").filter({ hasText: todayInKiswahili() })).toBeVisible();
  await seller.goto("/dashboard");
  const buyer = await signInAs(browser, { email: "kelvin.temba@demo.chuo.market", address: "10.27.0.3" });
  await buyer.goto(productPath!);
  await buyer.getByRole("button", { name: `Add ${free} to favorites` }).click();
  await expect(buyer.getByRole("status")).toContainText("Added to favorites");
  await expect(seller.getByRole("status")).toContainText(sw("New favorite"), { timeout: 20_000 });
  await expect(seller.getByRole("status")).toContainText(
    sw('A student saved your product "{title}" to their favorites.', { title: free }),
  );

  await seller.goto("/notifications");
  const item = seller.getByRole("listitem").filter({ hasText: sw("New favorite") });
  await expect(item).toContainText(sw('A student saved your product "{title}" to their favorites.', { title: free }));
  await expect(item).toContainText(sw("Just now"));
  await buyer.context().close();
  await seller.context().close();
});
