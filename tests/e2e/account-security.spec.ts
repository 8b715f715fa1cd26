import type { Browser } from "@playwright/test";
import { DEMO_PASSWORD, expect, hydratingGoto, submitSignInForm, test } from "./fixtures";

const EMAIL = "hamisi.mrisho@demo.chuo.market";

async function signedIn(browser: Browser, address: string, password: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/auth");
  await submitSignInForm(page, { email: EMAIL, password });
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test("see where you are signed in, sign out the other devices, and change the password", async ({
  browser,
  allowFailedLoad,
}) => {
  // The wrong current password is refused with a 400, which Chromium logs as a failed load.
  allowFailedLoad("/profile.data", 400);
  const phone = await signedIn(browser, "198.51.100.121", DEMO_PASSWORD);
  const laptop = await signedIn(browser, "198.51.100.122", DEMO_PASSWORD);

  await laptop.goto("/profile");
  const list = laptop.locator("section[aria-labelledby=sessions-heading] li");
  await expect(list).toHaveCount(2);
  await expect(list.getByText(/^This device/)).toHaveCount(1);
  await laptop.getByRole("button", { name: "Sign out all other devices" }).click();
  await expect(laptop.getByRole("status")).toContainText("1 other device has been signed out.");

  // The phone's session is gone: its next visit to a signed-in page goes to /auth.
  await phone.goto("/dashboard");
  await expect(phone).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);

  await laptop.getByLabel("Current password").fill("wrong-one");
  await laptop.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await laptop.getByLabel("New password again").fill("brand-new-pass");
  await laptop.getByRole("button", { name: "Change password" }).click();
  await expect(laptop.getByText("Your current password is not right.")).toBeVisible();
  await laptop.getByLabel("Current password").fill(DEMO_PASSWORD);
  await laptop.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await laptop.getByLabel("New password again").fill("brand-new-pass");
  await laptop.getByRole("button", { name: "Change password" }).click();
  await expect(laptop.getByRole("status")).toContainText("Your other devices have been signed out.");
  // Still signed in here after the change.
  await laptop.goto("/dashboard");
  await expect(laptop).toHaveURL(/\/dashboard$/);

  await laptop.goto("/profile");
  await laptop.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(laptop.getByRole("status")).toContainText("You have been successfully signed out.");
  await signedIn(browser, "198.51.100.123", "brand-new-pass");
});
