import type { Browser } from "@playwright/test";
import { expect, hydratingGoto, postProduct, signInAs, signInThroughTheForm, signUpNewStudent, test } from "./fixtures";

/** A number of this run's own: sends to one number are limited, whichever account asks. */
function freshNumber(): { typed: string; shown: string } {
  const digits = String(Date.now() + Math.floor(Math.random() * 1000)).slice(-6);
  return { typed: `0757${digits}`, shown: `0757 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

/** The code in the newest text message to this number, read on the development phone (this machine, through no proxy). */
async function codeOnPhone(browser: Browser, shown: string): Promise<string> {
  const phone = await browser.newPage();
  await phone.goto("/dev/phone");
  const sms = phone
    .getByRole("list", { name: "Text messages" })
    .getByRole("listitem")
    .filter({ hasText: `SMS to ${shown}` })
    .first();
  await expect(sms).toContainText(/Chuo Market code: \d{6}\. It expires in 10 minutes\./);
  const code = /code: (\d{6})/.exec((await sms.textContent()) ?? "")![1]!;
  await phone.close();
  return code;
}

test("a student confirms their number with the SMS code, and 'Phone verified' shows on their listing's seller card", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const number = freshNumber();
  const page = await signUpNewStudent(browser, {
    fullName: "Zuhura Phone",
    address: "198.51.100.171",
    whatsapp: number.typed,
  });
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Verified phone" });
  await expect(section).toContainText(`${number.shown} is not verified yet.`);
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status")).toContainText("We sent a 6-digit code by SMS");

  const code = await codeOnPhone(browser, number.shown);
  await section.getByLabel("Code from the SMS").fill(code);
  await section.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toContainText("Your number is verified.");
  await expect(section).toContainText("Phone verified");
  await expect(section).toContainText(`${number.shown} is verified.`);
  await expect(section.getByRole("button", { name: "Send code" })).toHaveCount(0);

  const name = `Verified phone calculator ${Date.now()}`;
  await postProduct(page, name, "12000");
  const productPath = await page.getByRole("link", { name, exact: true }).first().getAttribute("href");

  const buyer = await signInAs(browser, { email: "kelvin.temba@demo.chuo.market", address: "198.51.100.172" });
  await buyer.goto(productPath!);
  const sellerCard = buyer.getByRole("region", { name: "Seller" });
  await expect(sellerCard).toContainText("Zuhura Phone");
  await expect(sellerCard).toContainText("Phone verified");
  // The mark, never the number.
  expect(await buyer.content()).not.toContain(number.typed.slice(1));
  await buyer.getByRole("link", { name: "Zuhura Phone" }).first().click();
  await expect(buyer.getByRole("heading", { name: "Zuhura Phone" })).toBeVisible();
  await expect(buyer.getByText("Phone verified")).toBeVisible();

  // Changing the number removes the mark, and the section says it needs confirming again.
  await page.goto("/profile");
  const other = freshNumber();
  await page.getByLabel("WhatsApp number").first().fill(other.typed);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status")).toContainText("Your profile has been successfully updated.");
  await expect(section).toContainText(`${other.shown} is not verified yet.`);
  await expect(section).toContainText('Changing your WhatsApp number removes the "Phone verified" mark');
  await buyer.goto(productPath!);
  await expect(buyer.getByRole("region", { name: "Seller" })).not.toContainText("Phone verified");
});

test("five wrong codes lock further tries for a while, the right one too", async ({ browser, allowFailedLoad }) => {
  test.setTimeout(120_000);
  const number = freshNumber();
  const page = await signUpNewStudent(browser, {
    fullName: "Baraka Guess",
    address: "198.51.100.173",
    whatsapp: number.typed,
  });
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Verified phone" });
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status")).toContainText("We sent a 6-digit code by SMS");
  const code = await codeOnPhone(browser, number.shown);
  // Refusals answer with their status, which Chromium logs as a failed load of the action.
  allowFailedLoad("/profile.data", 400);
  allowFailedLoad("/profile.data", 429);

  const wrongCodes = [1, 2, 3, 4, 5].map((i) => String((Number(code) + i) % 1_000_000).padStart(6, "0"));
  for (const [i, wrong] of wrongCodes.entries()) {
    await section.getByLabel("Code from the SMS").fill(wrong);
    await section.getByRole("button", { name: "Confirm" }).click();
    if (i < 4) await expect(section).toContainText(`That code is not right. Tries left: ${4 - i}.`);
  }
  await expect(section).toContainText("Too many wrong codes. Try again in 15 minutes.");
  // The right code now is refused too: the wait holds, whatever is typed.
  await section.getByLabel("Code from the SMS").fill(code);
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/profile"));
  await section.getByRole("button", { name: "Confirm" }).click();
  expect((await answer).status()).toBe(429);
  await expect(section).toContainText("Too many wrong codes. Try again in");
  await page.reload();
  await expect(section).toContainText(`${number.shown} is not verified yet.`);
});

test("a forgotten password reset by an SMS code to the verified phone", async ({ browser, allowFailedLoad }) => {
  // Two students' worth of pages on a shared machine.
  test.setTimeout(150_000);
  const number = freshNumber();
  const page = await signUpNewStudent(browser, {
    fullName: "Rehema Reset",
    address: "198.51.100.174",
    whatsapp: number.typed,
  });
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Verified phone" });
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status")).toContainText("We sent a 6-digit code by SMS");
  await section.getByLabel("Code from the SMS").fill(await codeOnPhone(browser, number.shown));
  await section.getByRole("button", { name: "Confirm" }).click();
  await expect(section).toContainText("Phone verified");
  const email = await page.getByLabel("Email", { exact: true }).first().inputValue();

  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.175" } });
  const visitor = await context.newPage();
  hydratingGoto(visitor);
  await visitor.goto("/forgot-password");
  const ask = visitor.getByRole("form", { name: "Send a code by SMS" });
  await ask.getByLabel("Email").fill(email);
  await ask.getByRole("button", { name: "Send a code by SMS" }).click();
  await expect(visitor).toHaveURL(/\/reset-password\/sms$/);
  await expect(visitor.getByRole("status")).toContainText("If this account has a verified phone, a code is on its way");

  const form = visitor.getByRole("form", { name: "Reset your password with an SMS code" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Code from the SMS").fill(await codeOnPhone(browser, number.shown));
  await form.getByLabel("New password", { exact: true }).fill("sms-new-secret-1");
  await form.getByLabel("New password again").fill("sms-new-secret-1");
  await form.getByRole("button", { name: "Save new password" }).click();
  await expect(visitor).toHaveURL(/\/auth/);

  // The old password no longer signs in; the new one does.
  allowFailedLoad("/auth.data", 401);
  const refused = await signInThroughTheForm(browser, {
    email,
    password: "secret-pass",
    address: "198.51.100.176",
    expectUrl: null,
  });
  await expect(refused.getByRole("form", { name: "Sign in" }).getByRole("alert")).toContainText(
    "Invalid email or password",
  );
  await signInAs(browser, { email, password: "sms-new-secret-1", address: "198.51.100.177" });
});
