import { DEMO_PASSWORD, expect, signInAs, signInThroughTheForm, signUpNewStudent, test } from "./fixtures";
import { totpCode } from "./totp";

const EMAIL = "rehema.shayo@demo.chuo.market";

test("enrol TOTP, sign in with a code and with a backup code, then turn it off", async ({
  browser,
  allowFailedLoad,
}) => {
  // The wrong password and the wrong codes are refused with a 400, which Chromium logs as a failed load.
  allowFailedLoad("/profile/two-factor.data", 400);
  allowFailedLoad("/auth/two-factor.data?redirectTo=%2Ffavorites", 400);
  const page = await signInThroughTheForm(browser, {
    email: EMAIL,
    address: "198.51.100.140",
    redirectTo: "/profile",
    expectUrl: /\/profile$/,
  });
  await page.getByRole("link", { name: "Set up two-factor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor authentication" })).toBeVisible();

  await page.getByLabel("Your password").fill("not-my-password");
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  await expect(page.getByText("Your password is not right.")).toBeVisible();
  await page.getByLabel("Your password").fill(DEMO_PASSWORD);
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
  const second = await signInThroughTheForm(browser, {
    email: EMAIL,
    address: "198.51.100.141",
    redirectTo: "/favorites",
    expectUrl: /\/auth\/two-factor\?redirectTo=%2Ffavorites$/,
  });
  await second.getByLabel("Authentication code").fill(wrong);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second.getByText("That code is not right.")).toBeVisible();
  await second.getByLabel("Authentication code").fill(totpCode(secret));
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second).toHaveURL(/\/favorites$/);
  await second.context().close();

  // Or with a backup code, once.
  const third = await signInThroughTheForm(browser, {
    email: EMAIL,
    address: "198.51.100.142",
    expectUrl: /\/auth\/two-factor$/,
  });
  await third.getByRole("link", { name: "Use a backup code instead" }).click();
  await third.getByLabel("Backup code").fill(backupCodes[0]!);
  await third.getByRole("button", { name: "Verify" }).click();
  await expect(third).toHaveURL(/\/dashboard$/);

  await third.goto("/profile/two-factor");
  await third.getByRole("form", { name: "Turn off two-factor" }).getByLabel("Your password").fill(DEMO_PASSWORD);
  await third.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(third.getByRole("note")).toHaveText("Status: Off");
  await third.context().close();

  // Off again: the password alone signs in.
  await signInAs(browser, { email: EMAIL, address: "198.51.100.143" });
});

test("the code page without a pending sign-in goes back to sign in", async ({ page }) => {
  await page.goto("/auth/two-factor");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("alert")).toContainText("Sign-in timed out");
});

test("a signed-in guesser waits after five wrong passwords, on every form that asks for it, and the owner is told by e-mail", async ({
  browser,
  allowFailedLoad,
}) => {
  // Wrong passwords are refused with a 400 and the wait with a 429, which Chromium logs as failed loads.
  allowFailedLoad("/profile/two-factor.data", 400);
  allowFailedLoad("/profile/two-factor.data", 429);
  allowFailedLoad("/profile.data", 429);
  const page = await signUpNewStudent(browser, { fullName: "Guessed Student", address: "198.51.100.150" });
  await page.goto("/profile");
  const email = await page.getByLabel("Email", { exact: true }).inputValue();
  await page.goto("/profile/two-factor");

  const tryPassword = async (password: string) => {
    await page.getByLabel("Your password").fill(password);
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === "/profile/two-factor.data"),
      page.getByRole("button", { name: "Set up two-factor" }).click(),
    ]);
  };
  for (let i = 0; i < 5; i++) {
    await tryPassword(`wrong-guess-${i}`);
    await expect(page.getByText("Your password is not right.")).toBeVisible();
  }
  // Even the right password now waits, and no set-up is shown.
  await tryPassword("secret-pass");
  await expect(page.getByText("Too many attempts. Please wait a minute and try again.")).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toHaveCount(0);

  // The same wait holds for changing the password on /profile.
  await page.goto("/profile");
  await page.getByLabel("Current password").fill("secret-pass");
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("New password again").fill("brand-new-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Too many attempts. Please wait a minute and try again.")).toBeVisible();

  // The owner got one warning. The outbox answers only this machine: read it without the test's address.
  const outbox = await browser.newPage();
  await outbox.goto("/dev/outbox");
  await expect(
    outbox.locator("li", { hasText: `To ${email}` }).filter({ hasText: "Someone is trying your Chuo Market password" }),
  ).toHaveCount(1);
  await outbox.close();
});
