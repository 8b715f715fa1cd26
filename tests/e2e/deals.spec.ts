import { expect, postProduct, signInAs, signUpNewStudent, test, unnamedControls } from "./fixtures";

/**
 * docs/product.md#sold-and-rented: a seller marks a product sold to the student who wrote about it; it
 * leaves the lists at once, its page stays and says so, the student who saved it is told, and the
 * seller puts it back up, free, from My Listings.
 */
test("a seller marks a product sold to the buyer who wrote, it leaves /products with its page saying Sold, a saver is told, and it goes back up", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await signUpNewStudent(browser, { fullName: "Baraka Muuzaji", address: "10.0.29.1" });
  const name = `Desk lamp ${Date.now()}`;
  await postProduct(seller, name, "15000");
  const productPath = (await seller.getByRole("link", { name, exact: true }).getAttribute("href"))!;

  // The buyer writes about it; a second student only saves it.
  const buyer = await signInAs(browser, { email: "abdulrashid.mfinanga@demo.chuo.market", address: "10.0.29.2" });
  await buyer.goto(productPath);
  await buyer.getByRole("link", { name: "Message Baraka Muuzaji" }).click();
  await buyer.getByRole("textbox", { name: "Message" }).fill("Is the lamp still there?");
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer).toHaveURL(/\/messages\/[0-9a-f-]{36}#latest$/);
  const saver = await signInAs(browser, { email: "salma.athumani@demo.chuo.market", address: "10.0.29.3" });
  await saver.goto(productPath);
  await saver.getByRole("button", { name: `Add ${name} to favorites` }).click();
  await expect(saver.getByRole("status").filter({ hasText: "Added to favorites" })).toBeVisible();

  // On their own page, the seller marks it sold, naming the buyer among those who wrote.
  await seller.goto(productPath);
  await seller.getByRole("link", { name: `Mark as sold: ${name}` }).click();
  await expect(seller.getByRole("heading", { level: 1, name: "Mark as sold" })).toBeVisible();
  const choice = seller.getByRole("group", { name: "Who bought it?" });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await seller.setViewportSize({ width: 360, height: 740 });
  expect(await unnamedControls(seller)).toEqual([]);
  expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await choice.getByRole("radio", { name: "Abdulrashid Mfinanga" }).check();
  await seller.getByRole("button", { name: "Mark as sold" }).click();
  await expect(seller).toHaveURL(/\/my-listings/);
  await expect(seller.getByRole("status").filter({ hasText: `"${name}" is marked as sold.` })).toBeVisible();

  // A visitor: gone from the list and search, the page still there, saying Sold, with no way to contact.
  const visitor = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": "10.0.29.4" } });
  await visitor.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole("searchbox", { name: "Search" })).toHaveValue(name);
  await expect(visitor.getByRole("heading", { level: 3, name })).toHaveCount(0);
  await visitor.goto(productPath);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole("status").filter({ hasText: "This item has been sold." })).toContainText("Sold");
  await expect(visitor.getByRole("button", { name: "Contact Seller" })).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Message Baraka Muuzaji" })).toHaveCount(0);

  // The student who saved it is told.
  await saver.goto("/notifications");
  await expect(saver.getByRole("listitem").filter({ hasText: "A listing you saved is gone" })).toContainText(
    `"${name}", which you saved, has been sold.`,
  );

  // The deal fell through: back up from My Listings, free, and listed again at once.
  await seller.getByRole("button", { name: `Put back up: ${name}` }).click();
  await expect(seller.getByRole("status").filter({ hasText: `"${name}" is listed again.` })).toBeVisible();
  await expect(seller.getByRole("link", { name: `Mark as sold: ${name}` })).toBeVisible();
  await visitor.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole("heading", { level: 3, name })).toBeVisible();
  await visitor.close();
});

test("a student who never wrote about a listing cannot be named its buyer, and nobody but its seller can mark it", async ({
  browser,
  allowFailedLoad,
}) => {
  const seller = await signUpNewStudent(browser, { fullName: "Zawadi Muuzaji", address: "10.0.29.11" });
  const name = `Kettle ${Date.now()}`;
  await postProduct(seller, name, "9000");
  const productPath = (await seller.getByRole("link", { name, exact: true }).getAttribute("href"))!;

  // Nobody wrote: the form says so and offers no names.
  await seller.goto(`${productPath}/close`);
  await expect(
    seller.getByText("Nobody has written to you about it on Chuo Market, so there is nobody to name."),
  ).toBeVisible();
  await expect(seller.getByRole("radio")).toHaveCount(0);

  // A forged post naming some other account is refused, and the product stays listed.
  const origin = new URL(seller.url()).origin;
  const someone = "00000000-0000-4000-8000-000000000001";
  const forged = await seller.request.post(`${productPath}/close`, {
    form: { intent: "close", buyerId: someone },
    headers: { Origin: origin },
  });
  expect(forged.status()).toBe(400);

  // Another student: not theirs to mark (the page and the post alike).
  const other = await signInAs(browser, { email: "godfrey.mwansasu@demo.chuo.market", address: "10.0.29.12" });
  allowFailedLoad(`${productPath}/close`, 404);
  expect((await other.goto(`${productPath}/close`))?.status()).toBe(404);
  const theirs = await other.request.post(`${productPath}/close`, {
    form: { intent: "close" },
    headers: { Origin: origin },
  });
  expect(theirs.status()).toBe(404);

  await seller.goto("/my-listings");
  await expect(seller.getByRole("link", { name: `Mark as sold: ${name}` })).toBeVisible();
});
