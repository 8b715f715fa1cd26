import { approveOnPhone, expect, pdfText, postProduct, signUpNewStudent, test, unnamedControls } from "./fixtures";

test("a seller pays a listing fee by mobile money, tops up the wallet, pays the next fee from it and downloads the receipt", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signUpNewStudent(browser, {
    fullName: "Rehema Malipo",
    address: "10.0.9.1",
    whatsapp: "0754123456",
  });
  const stamp = Date.now();
  // The test server gives one free product; the second owes 0.1% of its price.
  await postProduct(page, `Free notes ${stamp}`, "20000");
  const coat = `Lab coat ${stamp}`;
  await postProduct(page, coat, "150000");
  const card = page.getByRole("listitem").filter({ hasText: coat });
  await expect(card).toContainText("pending");
  await card.getByRole("link", { name: `Pay fee for ${coat}` }).click();

  await expect(page.getByRole("heading", { name: "Pay listing fee" })).toBeVisible();
  await expect(page.getByText("Fee: TZS 150")).toBeVisible();
  await expect(page.getByTestId("fee-wallet-balance")).toHaveText("TZS 0");
  const form = page.getByRole("form", { name: "Pay by mobile money" });
  await expect(form.getByLabel("Mobile money number")).toHaveValue("0754123456");
  await expect(form.getByText("Network: M-Pesa")).toBeVisible();
  // A wrong number is refused before anything is sent.
  await form.getByLabel("Mobile money number").fill("12345");
  await form.getByRole("button", { name: "Pay TZS 150" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid Phone Number");
  await expect(page.getByRole("alert")).toContainText("Please enter a valid Tanzanian mobile number");
  // An empty field keeps the button disabled.
  await form.getByLabel("Mobile money number").fill("");
  await expect(form.getByRole("button", { name: "Pay TZS 150" })).toBeDisabled();
  await form.getByLabel("Mobile money number").fill("0754 123 456");
  await form.getByRole("button", { name: "Pay TZS 150" }).click();

  await expect(page).toHaveURL(/\/payment-success\?payment_id=/);
  await expect(page.getByRole("status")).toContainText("Payment Initiated");
  await expect(page.getByRole("heading", { name: "Payment Pending" })).toBeVisible();
  await approveOnPhone(browser, "TZS 150");
  // The page follows the payment by itself.
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 15_000 });

  const guest = await browser.newPage();
  await guest.goto(`/products?q=${encodeURIComponent(coat)}`);
  await expect(guest.getByRole("link", { name: coat }).first()).toBeVisible();
  await guest.close();

  // Top up 10,000 from the wallet page.
  await page.goto("/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText("TZS 0");
  await page.getByRole("link", { name: "Add Balance" }).click();
  await expect(page.getByRole("heading", { name: "Add Balance" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Pay by mobile money" })).toHaveCount(0);
  await page.getByRole("link", { name: "TZS 10,000" }).click();
  await page.getByRole("form", { name: "Pay by mobile money" }).getByRole("button", { name: "Pay TZS 10,000" }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole("status")).toContainText("Payment Initiated");
  await expect(page.getByText("Pending Payments").locator("..")).toContainText("1");
  await approveOnPhone(browser, "TZS 10,000");
  await page.getByRole("link", { name: "Refresh" }).click();
  await expect(page.getByTestId("wallet-balance")).toHaveText("TZS 10,000");

  // The next fee comes out of the wallet at once.
  const desk = `Study desk ${stamp}`;
  await postProduct(page, desk, "200000");
  await page
    .getByRole("listitem")
    .filter({ hasText: desk })
    .getByRole("link", { name: `Pay fee for ${desk}` })
    .click();
  await page.getByRole("button", { name: "Pay TZS 200 from wallet" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("TZS 200");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Receipt" }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^chuo-market-receipt-CM-\d{4}-[0-9A-F]{10}\.pdf$/);
  const text = await pdfText(await receipt.path());
  expect(text).toContain("TZS 200");
  expect(text).toContain(desk);
  expect(text).toContain("Rehema Malipo");

  await page.goto("/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText("TZS 9,800");
  await expect(page.getByText("Total Spent").locator("..")).toContainText("TZS 350");
  const history = page.getByRole("list").filter({ hasText: desk });
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await page.context().close();
});

test("the wallet pages fit a 360px phone, name every control, and show their empty texts", async ({ browser }) => {
  const page = await signUpNewStudent(browser, { fullName: "Juma Mkoba", address: "10.0.9.2" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/wallet");
  await expect(page.getByRole("heading", { name: "No Payments Yet" })).toBeVisible();
  await expect(page.getByText("Your payment history will appear here.")).toBeVisible();
  expect(await unnamedControls(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto("/wallet/add-balance?amount=25000");
  await expect(page.getByRole("form", { name: "Pay by mobile money" })).toBeVisible();
  expect(await unnamedControls(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByLabel("Custom amount (TZS)").fill("0");
  await expect(page.getByRole("form", { name: "Pay by mobile money" })).toHaveCount(0);
  await page.context().close();
});

test("a visitor is asked to log in for the wallet, and nobody sees another's payment", async ({
  browser,
  allowFailedLoad,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto("/wallet");
  await expect(visitor).toHaveURL(/\/auth\?redirectTo=%2Fwallet/);
  await expect(visitor.getByRole("status")).toContainText("Please log in to view your wallet.");
  await visitor.close();

  const page = await signUpNewStudent(browser, { fullName: "Halima Topup", address: "10.0.9.3" });
  await page.goto("/wallet/add-balance?amount=10000");
  await page.getByRole("form", { name: "Pay by mobile money" }).getByRole("button", { name: "Pay TZS 10,000" }).click();
  await expect(page).toHaveURL(/\/wallet/);
  const details = await page.getByRole("link", { name: "Details of TZS 10,000 payment" }).getAttribute("href");
  const other = await signUpNewStudent(browser, { fullName: "Other Student", address: "10.0.9.4" });
  allowFailedLoad(details!);
  const response = await other.goto(details!);
  expect(response?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "Payment not found" })).toBeVisible();
  const receipt = await other.request.get(details!.replace("/payment-success?", "/payment-success/receipt?"));
  expect(receipt.status()).toBe(404);
  await other.context().close();
  await page.context().close();
});

test("the webhook answers only the gateway's key, and refuses bodies it cannot read or that are too large", async ({
  request,
}) => {
  // No browser sends this: no Origin, no cookies. The key decides.
  const post = (data: string, headers: Record<string, string> = {}) =>
    request.post("/api/payments/webhook", {
      data: Buffer.from(data),
      headers: { "content-type": "application/json", ...headers },
    });
  const unknown = JSON.stringify({ order_id: "5b0f3c5e-0000-4000-8000-000000000000", payment_status: "COMPLETED" });
  expect((await post(unknown)).status()).toBe(401);
  expect((await post(unknown, { "x-api-key": "guessed-key" })).status()).toBe(401);
  expect((await post("{not json")).status()).toBe(400);
  expect((await post(JSON.stringify({ order_id: "x".repeat(20_000) }))).status()).toBe(413);
  expect((await request.get("/api/payments/webhook")).status()).toBe(404);
});

test("the development phone answers only this machine, never through a proxy", async ({ request, baseURL }) => {
  expect((await request.get("/dev/phone")).status()).toBe(200);
  const origin = new URL(baseURL!).origin;
  const proxied: Record<string, string>[] = [
    { "x-forwarded-for": "203.0.113.9" },
    { forwarded: "for=203.0.113.9" },
    { "x-real-ip": "203.0.113.9" },
  ];
  for (const headers of proxied) {
    expect((await request.get("/dev/phone", { headers })).status(), JSON.stringify(headers)).toBe(404);
    const post = await request.post("/dev/phone", {
      headers: { ...headers, origin },
      form: { intent: "approve", orderId: "00000000-0000-4000-8000-000000000000", pin: "1234" },
    });
    expect(post.status(), JSON.stringify(headers)).toBe(404);
  }
});

test("the development phone answers only the site's own address, never a rebound name", async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL!);
  expect((await request.get("/dev/phone", { headers: { host: site.host } })).status()).toBe(200);
  for (const host of [`evil.example:${site.port}`, `attacker.localhost:${site.port}`]) {
    expect((await request.get("/dev/phone", { headers: { host } })).status(), host).toBe(404);
    // With the site's own Origin, so that it is the phone's guard, not the origin check, that refuses it.
    const post = await request.post("/dev/phone", {
      headers: { host, origin: site.origin },
      form: { intent: "approve", orderId: "00000000-0000-4000-8000-000000000000", pin: "1234" },
    });
    expect(post.status(), host).toBe(404);
  }
});
