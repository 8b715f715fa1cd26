import type { Page } from "@playwright/test";
import { expect, postProduct, SITE, signInAs, signUpNewStudent, submitSignInForm, test } from "./fixtures";

/**
 * Decision 0017's journey: the safety net, the moderation console, the log and an appeal, as the people
 * involved do it. The reporters are demo students (their accounts are months old, confirmed, with
 * listings of their own: established); the seller and the moderator are new accounts.
 */

/** Three demo students no other test signs in as. */
const REPORTERS = [
  "agnes.chacha@demo.chuo.market",
  "emmanuel.masanja@demo.chuo.market",
  "halima.salum@demo.chuo.market",
];

async function reportAsScam(page: Page, productPath: string, title: string) {
  if (!page.url().includes("/report?")) {
    await page.goto(productPath);
    await page.getByRole("link", { name: `Report ${title}` }).click();
  }
  await expect(page.getByRole("heading", { level: 1, name: `Report “${title}”` })).toBeVisible();
  await page.getByRole("radio", { name: "Scam or fraud" }).check();
  await page.getByLabel("Details (optional)").fill("Asks for the money by M-Pesa before meeting.");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("status")).toContainText("Report sent");
}

async function openMenuLink(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByText("My account").click();
  await nav.getByRole("link", { name }).click();
}

test("three established students take a scam down; a moderator removes it, the seller appeals, an admin restores it", async ({
  browser,
  allowFailedLoad,
}) => {
  test.setTimeout(180_000);
  // The moderator is refused /admin/users (403), and the removed listing's page is gone (404).
  allowFailedLoad("/admin/users", 403);
  const title = `Brand new iPhone 15 ${Date.now()}`;
  const seller = await signUpNewStudent(browser, { fullName: "Salim Seller", address: "198.51.100.201" });
  await postProduct(seller, title, "150000");
  const mine = seller.getByRole("list", { name: "My products" }).getByRole("listitem").filter({ hasText: title });
  await mine.getByRole("link", { name: title, exact: true }).click();
  await expect(seller).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  const productPath = new URL(seller.url()).pathname;
  allowFailedLoad(productPath, 404);

  // A visitor who taps Report is sent to sign in, and comes back to the same report.
  const arriving = await (
    await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.202" } })
  ).newPage();
  await arriving.goto(productPath);
  await expect(arriving.getByRole("complementary", { name: "Stay safe" })).toBeVisible();
  await arriving.getByRole("link", { name: `Report ${title}` }).click();
  await expect(arriving).toHaveURL(/\/auth\?redirectTo=%2Freport%3Ftarget%3Dlisting/);
  await submitSignInForm(arriving, { email: REPORTERS[0]! });
  await expect(arriving).toHaveURL(/\/report\?target=listing/);
  await reportAsScam(arriving, productPath, title);
  await arriving.context().close();

  // Two more established students report it: three in all.
  for (const [i, email] of REPORTERS.slice(1).entries()) {
    const reporter = await signInAs(browser, { email, address: `198.51.100.${210 + i}` });
    await reportAsScam(reporter, productPath, title);
    await reporter.context().close();
  }
  const visitor = await (
    await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.203" } })
  ).newPage();

  // Gone from the list and from its share preview; its page says "Under review".
  await visitor.goto(`/products?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  const html = await (await visitor.request.get(productPath)).text();
  expect(html).not.toContain(title);
  expect(html).not.toContain('property="og:title"');
  await visitor.goto(productPath);
  await expect(visitor.getByRole("heading", { level: 1, name: "Under review" })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  // The seller sees why on My Listings.
  await seller.goto("/my-listings");
  await expect(
    mine.getByText("Students reported this listing. It is hidden from lists until a moderator has checked it."),
  ).toBeVisible();

  // An admin makes a new account a moderator.
  const admin = await signInAs(browser, { email: "admin@demo.chuo.market", address: "198.51.100.220" });
  await admin.goto("/admin/users");
  const create = admin.getByRole("form", { name: "Create a user" });
  const moderatorEmail = `mona.moderator.${Date.now()}@example.co.tz`;
  await create.getByLabel("Full name").fill("Mona Moderator");
  await create.getByLabel("Email").fill(moderatorEmail);
  await create.getByLabel("Password").fill("karibu-2026");
  await create.getByLabel("WhatsApp number").fill("0755 222 333");
  const campus = create.getByLabel("Campus");
  await campus.selectOption((await campus.locator("option", { hasText: "UDSM" }).first().getAttribute("value"))!);
  await create.getByRole("button", { name: "Create user" }).click();
  await expect(admin.getByRole("status")).toContainText("Mona Moderator can sign in now.");
  await admin.getByLabel("Name or e-mail").fill(moderatorEmail);
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.getByLabel("Role of Mona Moderator").selectOption("moderator");
  await admin.getByRole("button", { name: "Change role for Mona Moderator" }).click();
  await expect(admin.getByRole("status")).toContainText("Role changed");

  // The moderator (not an admin) opens the queue and removes the listing with a note.
  const moderator = await signInAs(browser, {
    email: moderatorEmail,
    password: "karibu-2026",
    address: "198.51.100.221",
  });
  await openMenuLink(moderator, "Moderation");
  await expect(moderator).toHaveURL(/\/admin\/reports$/);
  await moderator
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(moderator.getByRole("region", { name: "As students see it" })).toContainText(title);
  const removeForm = moderator.getByRole("form", { name: "Remove the listing" });
  await removeForm.getByLabel("Note (required)").fill("Fake phone: the same photos are on another site.");
  await removeForm.getByRole("button", { name: "Remove listing" }).click();
  await expect(moderator.getByRole("status").first()).toBeVisible();
  // A moderator has no user management.
  const refused = await moderator.goto("/admin/users");
  expect(refused?.status()).toBe(403);
  // Nor role changes: not even making themselves an admin.
  const roleChange = await moderator.request.post("/admin/users", {
    form: { intent: "role", userId: "00000000-0000-4000-8000-000000000000", role: "admin" },
    headers: { origin: SITE },
  });
  expect(roleChange.status()).toBe(403);

  // Each reporter is told the report was reviewed and action taken, never the penalty.
  for (const [i, email] of REPORTERS.entries()) {
    const reporter = await signInAs(browser, { email, address: `198.51.100.${230 + i}` });
    await reporter.goto("/notifications");
    await expect(reporter.getByText("Thank you: we reviewed your report and took action.").first()).toBeVisible();
    await expect(reporter.getByText(/removed/i)).toHaveCount(0);
    await reporter.context().close();
  }

  // The log shows the action, with its note.
  await moderator.goto("/admin/moderation-log");
  await expect(moderator.getByText("Fake phone: the same photos are on another site.").first()).toBeVisible();

  // The removed listing's page is gone; the seller sees the reason and appeals once.
  const gone = await visitor.goto(productPath);
  expect(gone?.status()).toBe(404);
  await seller.goto("/my-listings");
  await expect(mine.getByText("Fake phone: the same photos are on another site.")).toBeVisible();
  await mine
    .getByLabel("Why should it be restored?")
    .fill("It is a real phone: I have the receipt from the shop in Kariakoo.");
  await mine.getByRole("button", { name: `Send appeal for ${title}` }).click();
  await expect(mine.getByText("Appeal sent: a moderator will look at it.")).toBeVisible();

  // The appeal puts it back in the queue; an admin restores it, and it is back on /products.
  await admin.goto("/admin/reports");
  await admin
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(
    admin.getByText("It is a real phone: I have the receipt from the shop in Kariakoo.").first(),
  ).toBeVisible();
  const restoreForm = admin.getByRole("form", { name: "Restore the listing" });
  await restoreForm.getByLabel("Note (required)").fill("Receipt checked: a genuine phone.");
  await restoreForm.getByRole("button", { name: "Restore listing" }).click();
  await expect(admin.getByRole("status").first()).toBeVisible();

  await visitor.goto(`/products?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole("article").filter({ hasText: title })).toHaveCount(1);
  await admin.goto("/admin/moderation-log");
  await expect(admin.getByText("Receipt checked: a genuine phone.").first()).toBeVisible();
});

test("a student is refused every console page and action", async ({ browser, allowFailedLoad }) => {
  const student = await signInAs(browser, { email: "zawadi.kisanga@demo.chuo.market", address: "198.51.100.240" });
  const someone = "00000000-0000-4000-8000-000000000000";
  const consolePaths = [
    "/admin/reports",
    "/admin/reports?state=resolved",
    `/admin/reports/listing/${someone}`,
    "/admin/moderation-log",
    `/admin/moderation-log?subject=${someone}`,
  ];
  for (const path of consolePaths) {
    const page = await student.request.get(path);
    expect([403, 404], `GET ${path}`).toContain(page.status());
  }
  const actions: [string, Record<string, string>][] = [
    [`/admin/reports/listing/${someone}`, { intent: "remove", note: "Scam" }],
    [`/admin/reports/user/${someone}`, { intent: "suspend", note: "Scam", length: "7d" }],
    [`/admin/reports/listing/${someone}`, { intent: "restore", note: "Fine" }],
    ["/admin/users", { intent: "role", userId: someone, role: "admin" }],
  ];
  for (const [path, form] of actions) {
    const answer = await student.request.post(path, { form, headers: { origin: SITE } });
    expect([403, 404], `POST ${path} ${form.intent}`).toContain(answer.status());
  }
  // The page itself says so, in the reader's words.
  allowFailedLoad("/admin/reports", 403);
  await student.goto("/admin/reports");
  await expect(student.getByText("Only moderators and admins can do this.")).toBeVisible();
});
