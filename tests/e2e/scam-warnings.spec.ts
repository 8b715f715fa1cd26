import { expect, postProduct, signUpNewStudent, test, unnamedControls } from "./fixtures";

/** docs/product.md#reports-and-moderation: scam warnings on the recipient's side, and the "Stay safe" box. */

const SCAM = "Tuma pesa kwanza halafu tukutane";
const INNOCENT = "Is it still available? I can come to the library at 4.";

test("the recipient sees a warning with a Report link above a message asking for money first; the sender does not; the Stay safe box opens a first conversation", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await signUpNewStudent(browser, { fullName: "Zuhura Muuzaji", address: "10.0.27.1" });
  const name = `Rice cooker ${Date.now()}`;
  await postProduct(seller, name, "35000");
  const productPath = await seller.getByRole("link", { name, exact: true }).getAttribute("href");

  // The buyer writes first: the Stay safe box stands above the first message.
  const buyer = await signUpNewStudent(browser, { fullName: "Juma Mnunuzi", address: "10.0.27.2" });
  await buyer.goto(productPath!);
  await buyer.getByRole("link", { name: "Message Zuhura Muuzaji" }).click();
  await expect(buyer.getByRole("heading", { name: "Message Zuhura Muuzaji" })).toBeVisible();
  const newBox = buyer.getByRole("complementary", { name: "Stay safe" });
  await expect(newBox).toBeVisible();
  await expect(newBox.getByRole("listitem")).toHaveText([
    "Meet in a public place on campus.",
    "See the item before you pay.",
    "Never pay a deposit for a room you have not seen.",
    "Never share your mobile-money PIN.",
    "Report suspicious sellers.",
  ]);
  await buyer.getByRole("textbox", { name: "Message" }).fill(SCAM);
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer).toHaveURL(/\/messages\/[0-9a-f-]{36}#latest$/);
  const conversationPath = new URL(buyer.url()).pathname;
  await buyer.getByRole("textbox", { name: "Message" }).fill(INNOCENT);
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer.getByTestId("message-body")).toHaveText([SCAM, INNOCENT]);
  // The sender is warned about nothing they wrote, and reports none of it.
  await expect(buyer.getByRole("note")).toHaveCount(0);
  await expect(buyer.getByRole("link", { name: "Report this message" })).toHaveCount(0);

  // The recipient: the warning and its Report link above the first message only, the words as sent.
  await seller.goto(conversationPath);
  const bodies = seller.getByTestId("message-body");
  await expect(bodies).toHaveText([SCAM, INNOCENT]);
  const items = seller.getByRole("listitem").filter({ has: seller.getByTestId("message-body") });
  await expect(items).toHaveCount(2);
  const warning = items.first().getByRole("note");
  await expect(warning).toContainText(
    "This message asks for payment before you meet. Pay only after you have seen the item.",
  );
  const report = warning.getByRole("link", { name: "Report this message" });
  await expect(report).toHaveAttribute("href", /^\/report\?target=message:[0-9a-f-]{36}$/);
  await expect(seller.getByRole("note")).toHaveCount(1);
  await expect(items.nth(1).getByRole("note")).toHaveCount(0);
  const warningBox = (await warning.boundingBox())!;
  const firstBody = (await bodies.first().boundingBox())!;
  expect(warningBox.y + warningBox.height).toBeLessThanOrEqual(firstBody.y);
  // The innocent message has a small Report link of its own, for another message.
  const innocentReport = items.nth(1).getByRole("link", { name: "Report this message" });
  await expect(innocentReport).toBeVisible();
  expect(await innocentReport.getAttribute("href")).not.toBe(await report.getAttribute("href"));
  expect((await innocentReport.boundingBox())!.height).toBeGreaterThanOrEqual(24);

  // A conversation the seller has not answered yet opens with the Stay safe box, above the messages.
  const box = seller.getByRole("complementary", { name: "Stay safe" });
  await expect(box).toBeVisible();
  expect((await box.boundingBox())!.y).toBeLessThan(warningBox.y);
  await seller.setViewportSize({ width: 360, height: 740 });
  expect(await unnamedControls(seller)).toEqual([]);
  expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Dismissed, it comes back while the conversation is still new; once answered, it stays away.
  await box.getByRole("button", { name: "Dismiss safety tips" }).click();
  await expect(box).toHaveCount(0);
  await seller.reload();
  await expect(box).toBeVisible();
  await seller.getByRole("textbox", { name: "Message" }).fill("Nitakuja kuiona maktaba saa kumi.");
  await seller.getByRole("button", { name: "Send" }).click();
  await expect(bodies).toHaveText([SCAM, INNOCENT, "Nitakuja kuiona maktaba saa kumi."]);
  await expect(box).toHaveCount(0);
  await expect(seller.getByRole("note")).toHaveCount(1);

  await buyer.context().close();
  await seller.context().close();
});

test("dismissing the Stay safe box keeps it away after a reload, yet a new conversation shows it; without JavaScript it has no dead button", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await signUpNewStudent(browser, { fullName: "Halima Muuzaji", address: "10.0.27.3" });
  const name = `Desk lamp ${Date.now()}`;
  await postProduct(seller, name, "12000");
  const productPath = await seller.getByRole("link", { name, exact: true }).getAttribute("href");

  const buyer = await signUpNewStudent(browser, { fullName: "Baraka Mnunuzi", address: "10.0.27.4" });
  await buyer.goto(productPath!);
  await buyer.getByRole("link", { name: "Message Halima Muuzaji" }).click();
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer).toHaveURL(/\/messages\/[0-9a-f-]{36}#latest$/);
  const conversationPath = new URL(buyer.url()).pathname;

  // The buyer has written: the box shows until dismissed, and stays dismissed in this browser.
  const box = buyer.getByRole("complementary", { name: "Stay safe" });
  await expect(box).toBeVisible();
  await box.getByRole("button", { name: "Dismiss safety tips" }).click();
  await expect(box).toHaveCount(0);
  expect((await buyer.context().cookies()).find((cookie) => cookie.name === "cm_stay_safe")).toMatchObject({
    value: "hidden",
    path: "/",
    sameSite: "Lax",
  });
  await buyer.reload();
  await expect(buyer.getByTestId("message-body")).toHaveCount(1);
  await expect(box).toHaveCount(0);
  // Not rendered by the server at all, so it never flashes.
  const html = await (await buyer.request.get(conversationPath)).text();
  expect(html).not.toContain("Dismiss safety tips");
  expect(html).not.toContain("Meet in a public place on campus.");

  // Another seller's listing, with no conversation yet: the box is back at the top of the first message.
  await buyer.goto("/products");
  const other = buyer
    .getByRole("link", { name: /.+/ })
    .filter({ has: buyer.locator("img") })
    .first();
  const otherPath = await other.getAttribute("href");
  await buyer.goto(otherPath!);
  await buyer.getByRole("link", { name: /^Message / }).click();
  await expect(buyer).toHaveURL(/\/messages\/new\?listing=/);
  await expect(box).toBeVisible();
  const newConversationPath = new URL(buyer.url()).pathname + new URL(buyer.url()).search;

  // Without JavaScript the tips are there, and no Dismiss button that could not work.
  const cookies = await buyer.context().cookies();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "10.0.27.4" },
  });
  await context.addCookies(cookies);
  const noJs = await context.newPage();
  await noJs.goto(newConversationPath);
  await expect(noJs.getByRole("complementary", { name: "Stay safe" })).toBeVisible();
  await expect(noJs.getByRole("button", { name: "Dismiss safety tips" })).toHaveCount(0);

  await context.close();
  await buyer.context().close();
  await seller.context().close();
});
