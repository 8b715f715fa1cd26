import { confirmPurchaseAndWaitADay, expect, postProduct, signInAs, signUpNewStudent, test } from "./fixtures";

/**
 * Reviews in the Safety queue (decision 0020): the seller reports a review about them, a moderator
 * hides it (it leaves the profile and the rating at once) and restores it. The reviewer cannot
 * report their own review.
 */
test("a seller reports a review, a moderator hides it from the profile and the rating, then restores it", async ({
  browser,
  allowFailedLoad,
}) => {
  test.setTimeout(150_000);
  const seller = await signUpNewStudent(browser, { fullName: "Jabari Muuzaji", address: "10.0.31.1" });
  const name = `Kettle ${Date.now()}`;
  await postProduct(seller, name, "25000");
  const productPath = (await seller.getByRole("link", { name, exact: true }).getAttribute("href"))!;

  // The buyer writes about it and the seller marks it sold to them: the buyer may review.
  const buyer = await signInAs(browser, { email: "fatuma.bakari@demo.chuo.market", address: "10.0.31.2" });
  await buyer.goto(productPath);
  await buyer.getByRole("link", { name: "Message Jabari Muuzaji" }).click();
  await buyer.getByRole("textbox", { name: "Message" }).fill("Is the kettle still there?");
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer).toHaveURL(/\/messages\/[0-9a-f-]{36}#latest$/);
  await seller.goto(`${productPath}/close`);
  await seller.getByRole("group", { name: "Who bought it?" }).getByRole("radio", { name: "Fatuma Bakari" }).check();
  await seller.getByRole("button", { name: "Mark as sold" }).click();
  await expect(seller).toHaveURL(/\/my-listings/);

  await confirmPurchaseAndWaitADay(browser, buyer, productPath, "Jabari Muuzaji");
  await buyer.goto(productPath);
  await buyer.getByRole("link", { name: "Write a review of Jabari Muuzaji" }).click();
  await buyer.getByRole("textbox", { name: "How did the deal go? (optional)" }).fill("A cheat and a liar, avoid him.");
  await buyer.getByRole("group", { name: "Your rating" }).getByRole("radio", { name: "1 star" }).check();
  await buyer.getByRole("button", { name: "Post review" }).click();
  await expect(buyer).toHaveURL(/\/user\/[0-9a-f-]{36}#reviews$/);
  const profilePath = new URL(buyer.url()).pathname;
  const reviewItem = buyer.locator("li[id^='review-']").filter({ hasText: "A cheat and a liar, avoid him." });
  const reviewId = (await reviewItem.getAttribute("id"))!.replace(/^review-/, "");
  const reportPath = `/report?target=review:${reviewId}`;

  // The reviewer cannot report their own review.
  allowFailedLoad(reportPath, 403);
  const own = await buyer.goto(reportPath);
  expect(own?.status()).toBe(403);

  // The reviewer's own review offers them no Report; the seller reports it from their profile, and comes back to it.
  await buyer.goto(profilePath);
  await expect(buyer.getByRole("link", { name: "Report the review by Fatuma Bakari" })).toHaveCount(0);
  await seller.goto(profilePath);
  await seller.getByRole("link", { name: "Report the review by Fatuma Bakari" }).click();
  await expect(seller).toHaveURL(new RegExp(`/report\\?target=review(:|%3A)${reviewId}`));
  await expect(
    seller.getByRole("heading", { level: 1, name: "Report this review: “A cheat and a liar, avoid him.”" }),
  ).toBeVisible();
  await seller.getByRole("radio", { name: "Offensive" }).check();
  await seller.getByRole("button", { name: "Send report" }).click();
  await expect(seller.getByRole("status")).toContainText("Report sent");
  expect(new URL(seller.url()).pathname).toBe(profilePath);

  // A moderator (here an admin) finds it in the queue, sees whom it is about, and hides it.
  const admin = await signInAs(browser, { email: "admin@demo.chuo.market", address: "10.0.31.3" });
  await admin.goto("/admin/reports?kind=review");
  await admin.getByRole("link", { name: "A cheat and a liar, avoid him." }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/reports/review/${reviewId}$`));
  const target = admin.getByRole("region", { name: "As students see it" });
  await expect(target).toContainText("Rated 1 out of 5");
  await expect(target.getByRole("link", { name: "Fatuma Bakari" })).toBeVisible();
  await expect(target.getByRole("link", { name: "Jabari Muuzaji" })).toBeVisible();
  await expect(target.getByRole("link", { name })).toBeVisible();
  await expect(admin.getByRole("form", { name: "Restore the review" })).toHaveCount(0);
  await expect(admin.getByRole("form", { name: "Remove the listing" })).toHaveCount(0);
  const hide = admin.getByRole("form", { name: "Hide the review" });
  await hide.getByLabel("Note (required)").fill("Insults, nothing about the deal.");
  await hide.getByRole("button", { name: "Hide review" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Review hidden" })).toBeVisible();
  await expect(target).toContainText("Hidden by a moderator");
  await expect(admin.getByRole("form", { name: "Hide the review" })).toHaveCount(0);

  // Off the profile and out of the rating at once.
  await seller.goto(profilePath);
  const reviews = seller.getByRole("region", { name: "Reviews" });
  await expect(reviews).toContainText("No reviews yet.");
  await expect(reviews).not.toContainText("A cheat and a liar");

  // Restored: back on the profile, counted again.
  const restore = admin.getByRole("form", { name: "Restore the review" });
  await restore.getByLabel("Note (required)").fill("On a second look, it is about the deal.");
  await restore.getByRole("button", { name: "Restore review" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Review restored" })).toBeVisible();
  await seller.goto(profilePath);
  await expect(reviews).toContainText("A cheat and a liar, avoid him.");
  await expect(reviews.getByText("1 review", { exact: true })).toBeVisible();
});
