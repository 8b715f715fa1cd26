import type { Browser, Page } from "@playwright/test";
import { expect, signUpNewStudent, test } from "./fixtures";

// Students search in the language they think in (app/lib/listings/search-synonyms.ts): a Kiswahili word
// finds a listing written in English, and the reverse.

async function postProduct(page: Page, name: string) {
  await page.goto("/products/post");
  await page.getByLabel("Product name").fill(name);
  await page.getByLabel("Price (TShs)").fill("90000");
  await page.getByLabel("Category").selectOption("Electronics");
  await page.getByRole("button", { name: "Post Product" }).click();
  await expect(page).toHaveURL(/\/my-listings/);
}

async function search(browser: Browser, words: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto("/products");
  await page.getByLabel("Search").fill(words);
  await page.getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${words}`));
  return page;
}

test("'simu' finds a listing titled with 'phone', and 'phone' one titled with 'simu'", async ({ browser }) => {
  const stamp = String(Date.now()).slice(-6);
  // Each student's first product is free, so both are public at once.
  const english = await signUpNewStudent(browser, { fullName: "Juma Simu", address: "10.28.0.1" });
  await postProduct(english, `Itel phone A70 ${stamp}`);
  const kiswahili = await signUpNewStudent(browser, { fullName: "Halima Simu", address: "10.28.0.2" });
  await postProduct(kiswahili, `Simu ya Tecno Pop ${stamp}`);

  const bySimu = await search(browser, "simu");
  await expect(bySimu.getByRole("link", { name: `Itel phone A70 ${stamp}` }).first()).toBeVisible();
  await expect(bySimu.getByRole("link", { name: `Simu ya Tecno Pop ${stamp}` }).first()).toBeVisible();
  const byPhone = await search(browser, "phone");
  await expect(byPhone.getByRole("link", { name: `Simu ya Tecno Pop ${stamp}` }).first()).toBeVisible();
  await expect(byPhone.getByRole("link", { name: `Itel phone A70 ${stamp}` }).first()).toBeVisible();
});
