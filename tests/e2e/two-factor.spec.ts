import { expect, signInAs, test } from "./fixtures";
import { totpCode } from "./totp";

const EMAIL = "rehema.shayo@demo.chuo.market";

test("enrol TOTP, sign in with a code and with a backup code, then turn it off", async ({ browser, allowFailedLoad }) => {
  // The wrong password and the wrong codes are refused with a 400, which Chromium logs as a failed load.
  allowFailedLoad("/profile/two-factor.data", 400);
  allowFailedLoad("/auth/two-factor.data?redirectTo=%2Ffavorites", 400);
  const page = await signInAs(browser, { email: EMAIL, address: "198.51.100.140", redirectTo: "/profile", expectUrl: /\/profile$/ });
  await page.getByRole("link", { name: "Set up two-factor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor authentication" })).toBeVisible();

  await page.getByLabel("Your password").fill("not-my-password");
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  await expect(page.getByText("Your password is not right.")).toBeVisible();
  await page.getByLabel("Your password").fill("chuo-demo-2026");
  await page.getByRole("button", { name: "Set up two-factor" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg")).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const backupCodes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  expect(backupCodes).toHaveLength(10);

  // A wrong first code keeps two-factor off and shows the set-up again.
  const wrong = totpCode(secret) === "000000" ? "111111" : "000000";
  await page.getByLabel("Authentication code").fill(wrong);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible();
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status")).toContainText("From now on, signing in asks for a code from your app.");
  await expect(page.getByRole("note")).toHaveText("Status: On");
  await page.context().close();

  // Signing in now asks for a code after the password.
  const second = await signInAs(browser, { email: EMAIL, address: "198.51.100.141", redirectTo: "/favorites", expectUrl: /\/auth\/two-factor\?redirectTo=%2Ffavorites$/ });
  await second.getByLabel("Authentication code").fill(wrong);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second.getByText("That code is not right.")).toBeVisible();
  await second.getByLabel("Authentication code").fill(totpCode(secret));
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second).toHaveURL(/\/favorites$/);
  await second.context().close();

  // Or with a backup code, once.
  const third = await signInAs(browser, { email: EMAIL, address: "198.51.100.142", expectUrl: /\/auth\/two-factor$/ });
  await third.getByRole("link", { name: "Use a backup code instead" }).click();
  await third.getByLabel("Backup code").fill(backupCodes[0]!);
  await third.getByRole("button", { name: "Verify" }).click();
  await expect(third).toHaveURL(/\/dashboard$/);

  await third.goto("/profile/two-factor");
  await third.getByRole("form", { name: "Turn off two-factor" }).getByLabel("Your password").fill("chuo-demo-2026");
  await third.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(third.getByRole("note")).toHaveText("Status: Off");
  await third.context().close();

  // Off again: the password alone signs in.
  await signInAs(browser, { email: EMAIL, address: "198.51.100.143" });
});

test("the code page without a pending sign-in goes back to sign in", async ({ page }) => {
  await page.goto("/auth/two-factor");
  await expect(page).toHaveURL(/\/auth\?timedOut=1$/);
  await expect(page.getByRole("alert")).toContainText("Sign-in timed out");
});
