import {
  approveOnPhone,
  confirmPurchaseAndWaitADay,
  expect,
  postProduct,
  signInAs,
  signUpNewStudent,
  test,
  unnamedControls,
} from "./fixtures";

/**
 * docs/product.md#reviews (decision 0020): a buyer the seller sold to reviews them; the seller's profile shows the
 * rating and the review, and the seller answers it in public. A student no deal ties to the seller
 * has no form, and a forged post is refused.
 */
test("a buyer reviews the seller who sold to them, the profile shows 5.0 (1) and the review, the seller replies, and a stranger cannot review", async ({
  browser,
  allowFailedLoad,
}) => {
  test.setTimeout(150_000);
  const seller = await signUpNewStudent(browser, { fullName: "Tumaini Muuzaji", address: "10.0.30.1" });
  const name = `Rice cooker ${Date.now()}`;
  await postProduct(seller, name, "35000");
  const productPath = (await seller.getByRole("link", { name, exact: true }).getAttribute("href"))!;
  // Another product of theirs, live once its fee is paid (the test server lists one product free).
  const other = `Desk fan ${Date.now()}`;
  await postProduct(seller, other, "417000");
  await seller
    .getByRole("listitem")
    .filter({ hasText: other })
    .getByRole("link", { name: `Pay fee for ${other}` })
    .click();
  const pay = seller.getByRole("form", { name: "Pay by mobile money" });
  await pay.getByLabel("Mobile money number").fill(`0766${String(Date.now()).slice(-6)}`);
  await pay.getByRole("button", { name: "Pay TZS 417" }).click();
  await expect(seller.getByRole("heading", { name: "Payment Pending" })).toBeVisible();
  await approveOnPhone(browser, "TZS 417");
  await expect(seller.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 15_000 });

  // The buyer writes, the seller answers, and marks it sold to them.
  const buyer = await signInAs(browser, { email: "fatuma.bakari@demo.chuo.market", address: "10.0.30.2" });
  await buyer.goto(productPath);
  await expect(buyer.getByRole("link", { name: /Write a review/ })).toHaveCount(0);
  await buyer.getByRole("link", { name: "Message Tumaini Muuzaji" }).click();
  await buyer.getByRole("textbox", { name: "Message" }).fill("Is the rice cooker still there?");
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer).toHaveURL(/\/messages\/[0-9a-f-]{36}#latest$/);
  const conversationPath = new URL(buyer.url()).pathname;
  await seller.goto(conversationPath);
  await seller.getByRole("textbox", { name: "Message" }).fill("Yes. Come to Hall 2 at five.");
  await seller.getByRole("button", { name: "Send" }).click();
  await expect(seller.getByTestId("message-body").last()).toHaveText("Yes. Come to Hall 2 at five.");
  // Another student saves it before it goes.
  const saver = await signInAs(browser, { email: "salma.athumani@demo.chuo.market", address: "10.0.30.4" });
  await saver.goto(productPath);
  await saver.getByRole("button", { name: `Add ${name} to favorites` }).click();
  await expect(saver.getByRole("status").filter({ hasText: "Added to favorites" })).toBeVisible();
  await seller.goto(`${productPath}/close`);
  await seller.getByRole("group", { name: "Who bought it?" }).getByRole("radio", { name: "Fatuma Bakari" }).check();
  await seller.getByRole("button", { name: "Mark as sold" }).click();
  await expect(seller).toHaveURL(/\/my-listings/);

  // Gone from /products for a visitor, its page saying Sold with no way to contact; the saver is told.
  const visitor = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": "10.0.30.5" } });
  await visitor.goto(`/products?q=${encodeURIComponent(name)}&campuses=all`);
  await expect(visitor.getByRole("searchbox", { name: "Search" })).toHaveValue(name);
  await expect(visitor.getByRole("heading", { level: 3, name })).toHaveCount(0);
  await visitor.goto(productPath);
  await expect(visitor.getByRole("status").filter({ hasText: "This item has been sold." })).toContainText("Sold");
  await expect(visitor.getByRole("button", { name: "Contact Seller" })).toHaveCount(0);
  await visitor.close();
  await saver.goto("/notifications");
  await expect(
    saver.getByRole("listitem").filter({ hasText: "A listing you saved is gone" }).filter({ hasText: name }),
  ).toContainText(`"${name}", which you saved, has been sold.`);

  // The buyer reviews: five stars and a few words.
  await confirmPurchaseAndWaitADay(browser, buyer, productPath, "Tumaini Muuzaji");
  await buyer.goto(productPath);
  await buyer.getByRole("link", { name: "Write a review of Tumaini Muuzaji" }).click();
  await expect(buyer.getByRole("heading", { level: 1, name: "Review Tumaini Muuzaji" })).toBeVisible();
  await buyer.setViewportSize({ width: 360, height: 740 });
  expect(await unnamedControls(buyer)).toEqual([]);
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Stars are required (the browser asks for them first); a post without them is refused.
  const reviewPath = `${productPath}/review`;
  const starless = await buyer.request.post(reviewPath, {
    form: { intent: "review", body: "No stars" },
    headers: { Origin: new URL(buyer.url()).origin },
  });
  expect(starless.status()).toBe(400);
  await buyer
    .getByRole("textbox", { name: "How did the deal go? (optional)" })
    .fill("On time, and the cooker works well.");
  await buyer.getByRole("group", { name: "Your rating" }).getByRole("radio", { name: "5 stars" }).check();
  await buyer.getByRole("button", { name: "Post review" }).click();
  await expect(buyer).toHaveURL(/\/user\/[0-9a-f-]{36}#reviews$/);
  const profilePath = new URL(buyer.url()).pathname;
  await expect(buyer.getByRole("status").filter({ hasText: "Review posted" })).toContainText(
    "Your review is on Tumaini Muuzaji's profile.",
  );
  const reviews = buyer.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByText("5.0", { exact: true })).toBeVisible();
  await expect(buyer.getByText("★ 5.0 (1)")).toBeVisible();
  await expect(reviews.getByText("1 review", { exact: true })).toBeVisible();
  const review = reviews.getByRole("article", { name: "Rated 5 out of 5" });
  await expect(review).toContainText("Fatuma Bakari");
  await expect(review).toContainText("On time, and the cooker works well.");
  await expect(review.getByRole("link", { name })).toHaveAttribute("href", productPath);

  // The seller is told, and answers on their profile, once.
  await seller.goto("/notifications");
  await expect(seller.getByRole("listitem").filter({ hasText: "New review" })).toContainText(
    `Fatuma Bakari reviewed you about "${name}".`,
  );
  await seller.goto(profilePath);
  const own = seller.getByRole("region", { name: "Reviews" }).getByRole("article", { name: "Rated 5 out of 5" });
  await own.getByRole("textbox", { name: "Your public reply" }).fill("Asante Fatuma, karibu tena!");
  await own.getByRole("button", { name: "Post reply" }).click();
  await expect(seller.getByRole("status").filter({ hasText: "Reply posted" })).toBeVisible();
  await expect(own).toContainText("Reply from Tumaini Muuzaji");
  await expect(own).toContainText("Asante Fatuma, karibu tena!");
  await expect(own.getByRole("textbox", { name: "Your public reply" })).toHaveCount(0);
  await buyer.goto("/notifications");
  await expect(buyer.getByRole("listitem").filter({ hasText: "Reply to your review" })).toContainText(
    `Tumaini Muuzaji replied to your review of "${name}".`,
  );

  // Back on the product, the buyer may change their review; the page says until when.
  await buyer.goto(productPath);
  await buyer.getByRole("link", { name: "Edit your review of Tumaini Muuzaji" }).click();
  await expect(buyer.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await expect(buyer.getByText(/You can change your review until /)).toBeVisible();

  // A student who never dealt with the seller: no link, no form, and a forged post is refused.
  const stranger = await signInAs(browser, { email: "idrisa.mohamed@demo.chuo.market", address: "10.0.30.3" });
  await stranger.goto(productPath);
  await expect(stranger.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(stranger.getByRole("link", { name: /review/i })).toHaveCount(0);
  allowFailedLoad(`${productPath}/review`, 404);
  expect((await stranger.goto(`${productPath}/review`))?.status()).toBe(404);
  const origin = new URL(stranger.url()).origin;
  const forged = await stranger.request.post(`${productPath}/review`, {
    form: { intent: "review", rating: "1", body: "Never met them" },
    headers: { Origin: origin },
  });
  expect(forged.status()).toBe(403);
  await stranger.goto(profilePath);
  await expect(stranger.getByText("★ 5.0 (1)")).toBeVisible();
  await expect(stranger.getByText("Never met them")).toHaveCount(0);

  // The record follows the seller: the card of their other product, its page's seller card, the directory.
  await stranger.goto(`/products?q=${encodeURIComponent(other)}&campuses=all`);
  const card = stranger.getByRole("article").filter({ has: stranger.getByRole("heading", { level: 3, name: other }) });
  await expect(card.getByText("★ 5.0 (1)")).toBeVisible();
  await expect(card).toContainText("Rated 5.0 out of 5 by 1 student");
  await card.getByRole("heading", { level: 3, name: other }).click();
  await expect(stranger.getByRole("region", { name: "Seller" }).getByText("★ 5.0 (1)")).toBeVisible();
  await stranger.goto("/users?q=tumaini+muuzaji&sort=rating");
  await expect(stranger.getByLabel("Sort by")).toHaveValue("rating");
  await expect(
    stranger.getByRole("listitem").filter({ hasText: "Tumaini Muuzaji" }).getByText("★ 5.0 (1)"),
  ).toBeVisible();
});
