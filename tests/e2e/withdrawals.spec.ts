import { DEMO_STUDENT } from "../../app/.server/db/seed-data/demo-accounts";
import { DEMO_PASSWORD, expect, pdfText, signInAs, test, unnamedControls } from "./fixtures";

// Money out (docs/payments.md#payouts): the demo student's refund goes to their own confirmed
// number, the fee and the number's registered name shown before they confirm with their password;
// the development phone receives it; the wallet says so. The limits and the day's hold after a
// password change refuse in the catalogue's words.

test("a student withdraws part of a refund to their phone, within the day's limit, and a new password holds the rest", async ({
  browser,
  allowFailedLoad,
}) => {
  // The refused withdrawal is a 409, as the page's data answers it.
  allowFailedLoad("/wallet/withdraw.data", 409);
  const page = await signInAs(browser, { email: DEMO_STUDENT.email, address: "10.0.47.1" });
  // A cheap phone's screen: every step of it fits and names its controls.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText("TZS 20,000");
  await page.getByRole("link", { name: "Withdraw" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Withdraw to your phone");

  const form = page.getByRole("form", { name: "Withdraw to your phone" });
  expect(await unnamedControls(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await form.getByLabel("Amount to withdraw").fill("12,000");
  const summary = page.getByTestId("withdraw-summary");
  await expect(summary).toContainText("From your balanceTZS 12,000");
  await expect(summary).toContainText("Mobile-money feeTZS 1,500");
  await expect(summary).toContainText("Reaches your phoneTZS 10,500");
  await expect(summary).toContainText("0700 000 131");
  await expect(summary).toContainText("Registered to NEEMA MOLLEL");
  await form.getByLabel("Your password").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Withdraw TZS 12,000" }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole("status")).toContainText("Withdrawal Sent");
  await expect(page.getByTestId("wallet-balance")).toHaveText("TZS 8,000");

  // The phone gets it; the app asks the gateway and the withdrawal is paid.
  const phone = await browser.newPage();
  await phone.goto("/dev/phone");
  const received = phone.getByRole("list", { name: "Money received" }).getByRole("listitem").first();
  await expect(received).toContainText("TShs 10,500 received from Chuo Market");
  await received.getByRole("button", { name: "Received TShs 10,500" }).click();
  await expect(phone.getByRole("status")).toContainText("The money was received on the phone.");
  await phone.close();
  await page.goto("/wallet");
  const withdrawal = page.getByTestId("withdrawal").first();
  await expect(withdrawal).toContainText("To 0700 000 131");
  await expect(withdrawal).toContainText("TZS 12,000");
  await expect(withdrawal).toContainText("Paid");
  await expect(page.getByTestId("wallet-balance")).toHaveText("TZS 8,000");
  const download = page.waitForEvent("download");
  await withdrawal.getByRole("link", { name: "Receipt of the withdrawal of TZS 12,000" }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^chuo-market-receipt-CM-\d{4}-[0-9A-F]{10}\.pdf$/);
  const text = await pdfText(await receipt.path());
  for (const words of ["Withdrawal receipt", "Neema Mollel", "0700 000 131", "TZS 12,000", "TZS 1,500", "TZS 10,500"])
    expect(text).toContain(words);

  // A second one the same minute goes past the day's TZS 15,000.
  await page.goto("/wallet/withdraw");
  await form.getByLabel("Amount to withdraw").fill("5000");
  await form.getByLabel("Your password").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Withdraw TZS 5,000" }).click();
  await expect(page.getByRole("alert")).toContainText("Daily Limit Reached");
  await expect(page.getByRole("alert")).toContainText(
    "You can withdraw up to TZS 15,000 in 24 hours; TZS 3,000 is left today.",
  );
  await page.goto("/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText("TZS 8,000");

  // A changed password holds withdrawals for a day, whoever changed it.
  await page.goto("/profile");
  await page.getByLabel("Current password").fill(DEMO_PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("neema-new-pass");
  await page.getByLabel("New password again").fill("neema-new-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toContainText("Your other devices have been signed out.");
  await page.goto("/wallet/withdraw");
  await expect(page.getByText(/^Withdrawals open again on /)).toBeVisible();
  await expect(form.getByRole("button", { name: /^Withdraw TZS/ })).toBeDisabled();

  // Each withdrawal was announced by e-mail with a link that freezes the money: opened in a
  // browser with no session (the owner's other phone), it asks, and one press freezes it.
  const outbox = await browser.newPage();
  await outbox.goto("/dev/outbox");
  const notice = outbox.locator("li", { hasText: `To ${DEMO_STUDENT.email}` }).filter({
    hasText: "Money is leaving your Chuo Market wallet",
  });
  await expect(notice.first()).toContainText(
    "A withdrawal of TZS 12,000 from your wallet to your number ending in 131",
  );
  const freezeLink = await notice
    .first()
    .getByRole("link", { name: /\/wallet\/freeze\?token=/ })
    .getAttribute("href");
  await outbox.goto(freezeLink!);
  await expect(outbox.getByRole("heading", { level: 1 })).toHaveText("Freeze your money");
  await outbox.getByRole("button", { name: "Freeze my money" }).click();
  await expect(outbox.getByRole("heading", { level: 1 })).toHaveText("Your money is frozen");
  await expect(outbox.getByRole("status")).toContainText("Nothing can be withdrawn now.");
  await outbox.close();

  // Signed in, the owner sees it frozen, and unfreezes with the password; a day's hold follows.
  await page.goto("/wallet/withdraw");
  await expect(page.getByText("Your money is frozen: nothing can be withdrawn until you unfreeze it.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Withdraw to your phone" })).toHaveCount(0);
  const unfreeze = page.getByRole("form", { name: "Unfreeze your money" });
  await unfreeze.getByLabel("Your password").fill("neema-new-pass");
  await unfreeze.getByRole("button", { name: "Unfreeze my money" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Money Unfrozen" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Freeze your money" })).toBeVisible();
  await expect(page.getByText(/^Withdrawals open again on /)).toBeVisible();
  await page.context().close();
});
