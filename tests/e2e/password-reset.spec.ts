import { DEMO_PASSWORD, expect, hydratingGoto, test } from "./fixtures";

test("forgotten password: a reset link by e-mail, a new password, and sign in with it", async ({
  browser,
  allowFailedLoad,
}) => {
  const email = "neema.mwakyusa@demo.chuo.market";
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.99" } });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("form", { name: "Forgot password" }).getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address, we sent it a link");

  const outbox = await browser.newPage();
  await outbox.goto("/dev/outbox");
  const mail = outbox
    .locator("li", { hasText: `To ${email}` })
    .filter({ hasText: "Reset your Chuo Market password" })
    .first();
  const link = await mail.getByRole("link").first().getAttribute("href");
  await outbox.close();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  // Refusals answer with their status, which Chromium logs as a failed load of the action: the two
  // passwords that differ (400), then the old password after the reset (401).
  allowFailedLoad(page.url().replace("/reset-password?", "/reset-password.data?"), 400);
  allowFailedLoad("/auth.data", 401);
  await page.getByLabel("New password", { exact: true }).fill("new-secret-1");
  await page.getByLabel("New password again").fill("new-secret-2");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("new-secret-1");
  await page.getByLabel("New password again").fill("new-secret-1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("status")).toContainText("Sign in with your new password.");

  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(signIn.getByRole("alert")).toContainText("Invalid email or password");
  await signIn.getByLabel("Password").fill("new-secret-1");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});

test("an expired or missing reset link says so", async ({ page }) => {
  await page.goto("/reset-password?error=INVALID_TOKEN");
  await expect(page.getByRole("heading", { name: "Link expired" })).toBeVisible();
});
