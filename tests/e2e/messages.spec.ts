import { SUBMIT_ONCE_FIELD } from "../../app/lib/shared/submit-once";
import { expect, signInAs, signUpNewStudent, test, unnamedControls } from "./fixtures";

test("a buyer messages a seller about a product; each sees the other's message arrive without reloading, and nobody else may open it", async ({
  browser,
  allowFailedLoad,
}) => {
  test.setTimeout(120_000);
  const seller = await signUpNewStudent(browser, { fullName: "Rehema Muuzaji", address: "10.0.16.1" });
  const name = `Study desk ${Date.now()}`;
  await seller.goto("/products/post");
  await seller.getByLabel("Product name").fill(name);
  await seller.getByLabel("Price (TShs)").fill("45000");
  await seller.getByLabel("Category").selectOption("Furniture");
  await seller.getByRole("button", { name: "Post Product" }).click();
  await expect(seller).toHaveURL(/\/my-listings/);
  const productPath = await seller.getByRole("link", { name, exact: true }).getAttribute("href");
  // The seller has no Message button on their own listing.
  await seller.goto(productPath!);
  await expect(seller.getByRole("link", { name: "Message Rehema Muuzaji" })).toHaveCount(0);

  // The seller waits on /messages; everything after this arrives live.
  await seller.goto("/messages");
  await expect(seller.getByRole("heading", { name: "No messages yet" })).toBeVisible();

  const buyer = await signInAs(browser, { email: "kelvin.temba@demo.chuo.market", address: "10.0.16.2" });
  await buyer.goto(productPath!);
  await buyer.getByRole("link", { name: "Message Rehema Muuzaji" }).click();
  await expect(buyer.getByRole("heading", { name: "Message Rehema Muuzaji" })).toBeVisible();
  const box = buyer.getByRole("textbox", { name: "Message" });
  await expect(box).toHaveValue(`Hello Rehema Muuzaji, is "${name}" still available?`);
  await box.fill("Habari! Is the desk still available? See https://example.com/desk");
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer).toHaveURL(/\/messages\/[0-9a-f-]{36}#latest$/);
  const conversationPath = new URL(buyer.url()).pathname;
  const sent = buyer.getByTestId("message-body").last();
  await expect(sent).toHaveText("Habari! Is the desk still available? See https://example.com/desk");
  // Links are shown as text, never as links.
  await expect(sent.getByRole("link")).toHaveCount(0);

  // Live on the seller's /messages: the conversation, its unread count and the header badge.
  const row = seller.getByRole("link", { name: /^Kelvin Temba, about Study desk/ });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("conversation-unread")).toHaveText("1");
  await expect(row.getByTestId("conversation-last-message")).toHaveText(
    "Habari! Is the desk still available? See https://example.com/desk",
  );
  await expect(seller.getByTestId("header-unread-messages")).toHaveText("1");
  await expect(seller.getByRole("link", { name: "Messages (1 unread)" })).toBeVisible();
  await seller.setViewportSize({ width: 360, height: 740 });
  expect(await unnamedControls(seller)).toEqual([]);
  expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await row.click();
  await expect(seller.getByTestId("message-body")).toHaveText([
    "Habari! Is the desk still available? See https://example.com/desk",
  ]);
  await expect(seller.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await seller.getByRole("textbox", { name: "Message" }).fill("Yes, it is. 45,000 TZS.");
  await seller.getByRole("button", { name: "Send" }).click();
  await expect(seller.getByTestId("message-body").last()).toHaveText("Yes, it is. 45,000 TZS.");
  await expect(seller.getByRole("textbox", { name: "Message" })).toHaveValue("");

  // Live on the buyer's open conversation.
  await expect(buyer.getByTestId("message-body")).toHaveText([
    "Habari! Is the desk still available? See https://example.com/desk",
    "Yes, it is. 45,000 TZS.",
  ]);

  expect(await unnamedControls(seller)).toEqual([]);
  expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A third student may neither read nor write it.
  const stranger = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "10.0.16.3" });
  allowFailedLoad(conversationPath, 403);
  const response = await stranger.goto(conversationPath);
  expect(response?.status()).toBe(403);
  await expect(stranger.getByRole("heading", { name: "Not your conversation" })).toBeVisible();
  const post = await stranger.request.post(conversationPath, {
    form: { intent: "send", body: "Let me in" },
    headers: { Origin: new URL(stranger.url()).origin },
  });
  expect(post.status()).toBe(403);

  // The seller blocks the buyer: the buyer can no longer write.
  await seller.getByRole("button", { name: "Block Kelvin Temba" }).click();
  await expect(seller.getByRole("status").filter({ hasText: "No new messages will pass between you." })).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByText("You can't reply to this conversation.")).toBeVisible();
  await expect(buyer.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  const refused = await buyer.request.post(conversationPath, {
    form: { intent: "send", body: "Hello?" },
    headers: { Origin: new URL(buyer.url()).origin },
  });
  expect(refused.status()).toBe(403);

  await stranger.context().close();
  await buyer.context().close();
  await seller.context().close();
});

test("messages work without JavaScript: the form posts and the page reloads with the message", async ({
  browser,
  allowFailedLoad,
}) => {
  const page = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "10.0.16.4" });
  await page.goto("/products");
  const first = page
    .getByRole("link", { name: /.+/ })
    .filter({ has: page.locator("img") })
    .first();
  const productPath = await first.getAttribute("href");
  const cookies = await page.context().cookies();
  await page.context().close();

  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "10.0.16.4" },
  });
  await context.addCookies(cookies);
  const noJs = await context.newPage();
  await noJs.goto(productPath!);
  await noJs.getByRole("link", { name: /^Message / }).click();
  await noJs.getByRole("textbox", { name: "Message" }).fill("Sent without JavaScript");
  await noJs.getByRole("button", { name: "Send" }).click();
  await expect(noJs).toHaveURL(/\/messages\/[0-9a-f-]{36}/);
  await expect(noJs.getByTestId("message-body").last()).toHaveText("Sent without JavaScript");
  // An empty message is refused with a word, not a crash.
  allowFailedLoad(new URL(noJs.url()).pathname, 400);
  await noJs.getByRole("textbox", { name: "Message" }).fill("   ");
  await noJs.getByRole("button", { name: "Send" }).click();
  await expect(noJs.getByText("Please write a message.")).toBeVisible();
  await context.close();
});

test("every message typed is sent, the same words again too; a repeated send of one form acts once", async ({
  browser,
}) => {
  const page = await signUpNewStudent(browser, { fullName: "Zawadi Mnunuzi", address: "10.0.16.6" });
  await page.goto("/products");
  const first = page
    .getByRole("link", { name: /.+/ })
    .filter({ has: page.locator("img") })
    .first();
  await page.goto((await first.getAttribute("href"))!);
  await page.getByRole("link", { name: /^Message / }).click();
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("Is it still available?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}#latest$/);
  const bodies = page.getByTestId("message-body");
  await expect(bodies).toHaveText(["Is it still available?"]);

  // Each send is a new message once the one before has arrived, even in the same words.
  const sent = ["Is it still available?"];
  for (const text of ["Can I see it today?", "Can I see it today?", "Thank you"]) {
    await box.fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    sent.push(text);
    await expect(bodies).toHaveText(sent);
    await expect(box).toHaveValue("");
  }

  // The same form sent twice (a double tap, a browser sending it again) is one message.
  const token = await page
    .locator(`form[aria-label="Write a message"] input[name="${SUBMIT_ONCE_FIELD}"]`)
    .inputValue();
  const form = { intent: "send", body: "Sent twice, shown once", [SUBMIT_ONCE_FIELD]: token };
  const headers = { Origin: new URL(page.url()).origin };
  const path = new URL(page.url()).pathname;
  for (let i = 0; i < 2; i++)
    expect((await page.request.post(path, { form, headers, maxRedirects: 0 })).status()).toBe(302);
  await page.reload();
  await expect(bodies).toHaveText([...sent, "Sent twice, shown once"]);
  await page.context().close();
});

test("the live stream answers only a signed-in tab, and refuses a malformed position", async ({ browser, request }) => {
  const visitor = await request.get("/api/live");
  expect(visitor.status()).toBe(401);
  const page = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "10.0.16.5" });
  const bad = await page.request.get("/api/live?after=yesterday");
  expect(bad.status()).toBe(400);
  await page.context().close();
});
