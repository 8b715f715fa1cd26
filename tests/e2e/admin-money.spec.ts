import { DEMO_ADMIN } from "../../app/.server/db/seed-data/demo-accounts";
import { expect, signInAs, test, unnamedControls } from "./fixtures";

// The operator's side of money (docs/payments.md#payouts, #the-books): the books of a day balance,
// and the withdrawals page lists what waits for a person (the roles are checked in books.test.ts).

test("an admin reads a day's books, balanced, and the withdrawals waiting for review", async ({
  browser,
  allowFailedLoad,
}) => {
  allowFailedLoad("/admin/books?day=2026-02-30", 400);
  const admin = await signInAs(browser, { email: DEMO_ADMIN.email, address: "10.0.48.1" });
  await admin.setViewportSize({ width: 360, height: 740 });
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Dar_es_Salaam" }).format(new Date());
  await admin.goto(`/admin/books?day=${today}`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Books");
  await expect(admin.getByRole("status")).toHaveText(
    "The books balance: money in less money out equals every balance plus earnings.",
  );
  const toDate = admin.getByRole("region", { name: "To date" });
  await expect(toDate).toContainText("DifferenceTZS 0");
  expect(await unnamedControls(admin)).toEqual([]);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The day is chosen on the page; one that is no day is refused in words.
  await admin.getByLabel("Day", { exact: true }).fill("2026-11-30");
  await admin.getByRole("button", { name: "Show" }).click();
  await expect(admin).toHaveURL(/day=2026-11-30/);
  await admin.goto("/admin/books?day=2026-02-30");
  await expect(admin.getByText("Choose a day from the calendar, written as year-month-day.")).toBeVisible();

  await admin.goto("/admin/payouts");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Withdrawals to review");
  await expect(admin.getByRole("region", { name: "Waiting for review" })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Flagged by the gateway" })).toBeVisible();
  await admin.context().close();
});
