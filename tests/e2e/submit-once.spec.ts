import type { Locator, Page } from "@playwright/test";
import { expect, SITE, signInAs, signUpNewStudent, test, waitForHydration } from "./fixtures";

/**
 * A form sent twice in quick succession (a double tap, a retry on a slow link) acts once, and the
 * second send is answered as the first (app/.server/http/forms-and-actions/submit-once.ts). The browser's own form is
 * read as rendered, token and all, and its fields are sent twice at once from the same signed-in
 * browser, as a phone on a bad link does when it sends again before the first answer arrives.
 */
async function sendTwice(page: Page, form: Locator): Promise<string[]> {
  const { action, fields } = await form.evaluate((element: HTMLFormElement) => ({
    action: element.action,
    fields: [...new FormData(element).entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  }));
  expect(fields.map(([name]) => name)).toContain("_once");
  const send = () =>
    page.request.post(action, { form: Object.fromEntries(fields), headers: { Origin: SITE }, maxRedirects: 0 });
  const answers = await Promise.all([send(), send()]);
  return answers.map((answer) => `${answer.status()} ${answer.headers().location ?? ""}`);
}

test("a product posted twice at once is posted once, and both sends are told where it went", async ({ browser }) => {
  const seller = await signUpNewStudent(browser, { fullName: "Zawadi Mara", address: "10.0.41.1" });
  const name = `Desk lamp ${Date.now()}`;
  await seller.goto("/products/post");
  await seller.getByLabel("Product name").fill(name);
  await seller.getByLabel("Price (TShs)").fill("15000");
  await seller.getByLabel("Category").selectOption("Electronics");
  const answers = await sendTwice(
    seller,
    seller.locator("form", { has: seller.getByRole("button", { name: "Post Product" }) }),
  );
  expect(answers).toEqual(["302 /my-listings", "302 /my-listings"]);
  await seller.goto("/my-listings");
  await expect(seller.getByRole("link", { name, exact: true })).toHaveCount(1);
});

test("a message sent twice at once arrives once; the next one typed in the same box is sent", async ({ browser }) => {
  const seller = await signUpNewStudent(browser, { fullName: "Baraka Siwa", address: "10.0.41.2" });
  const name = `Rice cooker ${Date.now()}`;
  await seller.goto("/products/post");
  await seller.getByLabel("Product name").fill(name);
  await seller.getByLabel("Price (TShs)").fill("30000");
  await seller.getByLabel("Category").selectOption("Electronics");
  await seller.getByRole("button", { name: "Post Product" }).click();
  await expect(seller).toHaveURL(/\/my-listings/);
  const productPath = await seller.getByRole("link", { name, exact: true }).getAttribute("href");

  const buyer = await signInAs(browser, { email: "kelvin.temba@demo.chuo.market", address: "10.0.41.3" });
  await buyer.goto(productPath!);
  await buyer.getByRole("link", { name: "Message Baraka Siwa" }).click();
  await buyer.getByRole("textbox", { name: "Message" }).fill("Is it still available?");
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer).toHaveURL(/\/messages\/[0-9a-f-]{36}#latest$/);

  const box = buyer.getByRole("textbox", { name: "Message" });
  await box.fill("Can you deliver to Mabibo hostel?");
  const [first, second] = await sendTwice(buyer, buyer.getByRole("form", { name: "Write a message" }));
  expect(first).toBe(second);
  await buyer.reload();
  // Typed once the page has come alive, as a student would after a reload.
  await waitForHydration(buyer);
  await expect(buyer.getByTestId("message-body")).toHaveText([
    "Is it still available?",
    "Can you deliver to Mabibo hostel?",
  ]);

  // The same words again, once the first have arrived, are a new message.
  await box.fill("Can you deliver to Mabibo hostel?");
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer.getByTestId("message-body")).toHaveText([
    "Is it still available?",
    "Can you deliver to Mabibo hostel?",
    "Can you deliver to Mabibo hostel?",
  ]);
});

test("a wallet top-up sent twice at once sends one prompt to the phone", async ({ browser }) => {
  const student = await signUpNewStudent(browser, { fullName: "Neema Kapinga", address: "10.0.41.4" });
  await student.goto("/wallet/add-balance?amount=5000");
  const answers = await sendTwice(student, student.getByRole("form", { name: "Pay by mobile money" }));
  expect(answers).toEqual(["302 /wallet", "302 /wallet"]);
  await student.goto("/wallet");
  await expect(student.getByText("Pending Payments").locator("..")).toContainText("1");
  await expect(student.getByText("Total Transactions").locator("..")).toContainText("1");
});
