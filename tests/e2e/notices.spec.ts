import { request as apiRequest, type Browser } from "@playwright/test";
import { expect, SITE, signInAs, signInThroughTheForm, test } from "./fixtures";

/**
 * Notices (decision 0018, docs/product.md#profile): the switches on /profile, and a notice e-mail's unsubscribe link as the
 * student opens it from the outbox, and as a mail provider posts it (RFC 8058 one-click).
 * The two demo students here are used by no other test.
 */
const SWITCHER = "faraji.kimaro@demo.chuo.market";
const REPORTER = "erasto.mwakalinga@demo.chuo.market";

test("a kind switched off on /profile stays off after a reload", async ({ browser }) => {
  const page = await signInThroughTheForm(browser, {
    email: SWITCHER,
    address: "198.51.100.231",
    redirectTo: "/profile",
    expectUrl: /\/profile$/,
  });
  const section = page.getByRole("region", { name: "E-mail and SMS notices" });
  const reports = section.getByRole("checkbox", { name: "The outcome of your reports by E-mail" });
  await expect(reports).toBeChecked();
  await expect(section.getByRole("checkbox", { name: "Shop subscription warnings by SMS" })).not.toBeChecked();
  await reports.uncheck();
  await section.getByRole("button", { name: "Save notices" }).click();
  await expect(page.getByRole("status")).toContainText("Notices saved");
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "E-mail and SMS notices" })
      .getByRole("checkbox", { name: "The outcome of your reports by E-mail" }),
  ).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Messages unread for 15 minutes by E-mail" })).toBeChecked();
  await page.context().close();
});

/** The unsubscribe link of the newest notice e-mail with this subject to this address, once the job (every minute) has sent it. */
async function unsubscribeLinkFor(browser: Browser, email: string, subject: string): Promise<string> {
  const outbox = await browser.newPage();
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        await outbox.goto("/dev/outbox");
        const mail = outbox
          .locator("li", { hasText: `To ${email}` })
          .filter({ has: outbox.getByRole("heading", { name: subject }) });
        link =
          (await mail.count()) > 0
            ? await mail.first().locator("a[href*='/notices/unsubscribe?token=']").first().getAttribute("href")
            : null;
        return link;
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .not.toBeNull();
  await outbox.close();
  return link!;
}

test("a report's outcome is e-mailed with an unsubscribe link that works from the outbox, by hand and by one click", async ({
  browser,
  allowFailedLoad,
}) => {
  test.setTimeout(240_000);
  // The forged link answers 400, and the page-less POST 403 (both logged by Chromium as failed loads).
  allowFailedLoad("/notices/unsubscribe?token=forged", 400);
  const reporter = await signInAs(browser, { email: REPORTER, address: "198.51.100.232" });
  await reporter.goto("/products?campuses=all");
  // A product of someone else's (a student's own are not in their lists).
  const hrefs = await reporter
    .locator("main a[href^='/products/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => /^\/products\/[0-9a-f-]{36}$/.test(h));
  await reporter.goto(href!);
  await reporter
    .getByRole("link", { name: /^Report / })
    .first()
    .click();
  const title = ((await reporter.getByRole("heading", { level: 1 }).textContent()) ?? "").replace(/^Report “|”$/g, "");
  await reporter.getByRole("radio", { name: "Scam or fraud" }).check();
  await reporter.getByRole("button", { name: "Send report" }).click();
  await expect(reporter.getByRole("status")).toContainText("Report sent");

  const admin = await signInAs(browser, { email: "admin@demo.chuo.market", address: "198.51.100.233" });
  await admin.goto("/admin/reports");
  await admin
    .getByRole("link", { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
    .first()
    .click();
  const dismiss = admin.getByRole("form", { name: "Dismiss the reports" });
  await dismiss.getByLabel("Note (required)").fill("Checked: the listing is fine.");
  await dismiss.getByRole("button", { name: "Dismiss" }).click();
  await expect(admin.getByRole("status").first()).toContainText("Reports dismissed");

  const link = await unsubscribeLinkFor(browser, REPORTER, "Report reviewed");
  expect(link.startsWith(`${SITE}/notices/unsubscribe?token=`)).toBe(true);
  // Opening the link changes nothing; the button does.
  await reporter.goto(link);
  await expect(reporter.getByRole("heading", { level: 1, name: "Stop notice e-mails" })).toBeVisible();
  await reporter.getByRole("button", { name: "Stop these e-mails" }).click();
  await expect(reporter.getByRole("heading", { level: 1, name: "E-mails stopped" })).toBeVisible();
  await expect(reporter.getByRole("status")).toContainText(
    'We will not e-mail you about "The outcome of your reports" any more.',
  );
  await reporter.goto("/profile");
  await expect(reporter.getByRole("checkbox", { name: "The outcome of your reports by E-mail" })).not.toBeChecked();

  // A mail provider's one-click POST: no cookies, no Origin, only the token in the address.
  const provider = await apiRequest.newContext();
  const oneClick = await provider.post(link, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
  expect(oneClick.status()).toBe(200);
  // Any other POST without an origin is still refused, and a forged token is a clear 400.
  expect((await provider.post(`${SITE}/profile`, { form: { intent: "notices" }, maxRedirects: 0 })).status()).toBe(403);
  const forged = await provider.post(
    link.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
    { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 },
  );
  expect(forged.status()).toBe(400);
  await provider.dispose();
  await reporter.goto(`${link.split("?")[0]}?token=forged`);
  await expect(reporter.getByRole("alert")).toContainText("This link does not work");
  await reporter.context().close();
  await admin.context().close();
});
