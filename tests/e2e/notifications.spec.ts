import { expect, signInAs, signUpNewStudent, test, unnamedControls } from "./fixtures";

test("a seller hears that a student saved their product: the bell counts it, and the notification is read and deleted", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const seller = await signUpNewStudent(browser, { fullName: "Zawadi Muuzaji", address: "10.0.15.1" });
  const name = `Desk lamp ${Date.now()}`;
  await seller.goto("/products/post");
  await seller.getByLabel("Product name").fill(name);
  await seller.getByLabel("Price (TShs)").fill("15000");
  await seller.getByLabel("Category").selectOption("Electronics");
  await seller.getByRole("button", { name: "Post Product" }).click();
  await expect(seller).toHaveURL(/\/my-listings/);
  await expect(seller.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  const productPath = await seller.getByRole("link", { name, exact: true }).getAttribute("href");

  const buyer = await signInAs(browser, { email: "kelvin.temba@demo.chuo.market", address: "10.0.15.2" });
  await buyer.goto(productPath!);
  await buyer.getByRole("button", { name: `Add ${name} to favorites` }).click();
  await expect(buyer.getByRole("status")).toContainText("Added to favorites");

  await seller.goto("/dashboard");
  await seller.getByRole("link", { name: "Notifications (1 unread)" }).click();
  await expect(seller.getByRole("heading", { level: 1, name: /Notifications/ })).toBeVisible();
  await expect(seller.getByTestId("unread-count")).toHaveText("1");
  const item = seller.getByRole("listitem").filter({ hasText: "New favorite" });
  await expect(item).toContainText(`A student saved your product "${name}" to their favorites.`);
  await expect(item).toContainText("Just now");
  await expect(item.getByText("New", { exact: true })).toBeVisible();

  await item.getByRole("button", { name: "Mark Read: New favorite" }).click();
  await expect(seller.getByRole("status").filter({ hasText: "Marked as read" })).toBeVisible();
  await expect(item.getByText("New", { exact: true })).toHaveCount(0);
  await expect(seller.getByRole("button", { name: "Mark All Read" })).toHaveCount(0);
  await expect(seller.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  // Opening it leads to the product.
  await item.getByRole("button", { name: "New favorite", exact: true }).click();
  await expect(seller).toHaveURL(/\/products\/[0-9a-f-]+$/);
  await seller.goto("/notifications");

  await seller.setViewportSize({ width: 360, height: 740 });
  expect(await unnamedControls(seller)).toEqual([]);
  expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await seller.getByRole("button", { name: "Delete: New favorite" }).click();
  const dialog = seller.getByRole("alertdialog");
  await expect(dialog).toContainText("Delete Notification");
  await expect(dialog).toContainText(
    "Are you sure you want to delete this notification? This action cannot be undone.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(seller.getByRole("status").filter({ hasText: "Deleted" })).toBeVisible();
  await expect(seller.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
  await expect(seller.getByText("We'll notify you when something happens!")).toBeVisible();

  await buyer.context().close();
  await seller.context().close();
});

test("a malformed page of notifications is a 400, not a 500", async ({ browser, allowFailedLoad }) => {
  const page = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "10.0.15.3" });
  allowFailedLoad("/notifications?before=yesterday", 400);
  const response = await page.goto("/notifications?before=yesterday");
  expect(response?.status()).toBe(400);
  await page.context().close();
});

test("a student follows a seller; the seller's next product reaches them as a notification and on the dashboard strip", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const seller = await signUpNewStudent(browser, { fullName: "Pendo Mwandishi", address: "10.0.15.4" });
  // A first listing, so a student can find the seller's profile from it.
  await seller.goto("/accommodations/post");
  await seller.getByLabel("Title").fill(`Room near the library ${stamp}`);
  await seller.getByLabel("Monthly price (TShs)").fill("90000");
  await seller.getByLabel("Location").fill("Mwenge");
  await seller.getByRole("button", { name: "List Accommodation" }).click();
  await expect(seller).toHaveURL(/\/my-listings\?tab=accommodations$/);
  const roomPath = await seller
    .getByRole("link", { name: `Room near the library ${stamp}`, exact: true })
    .getAttribute("href");

  const student = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "10.0.15.5" });
  await student.goto(roomPath!);
  await student.getByRole("link", { name: "Pendo Mwandishi" }).first().click();
  await expect(student.getByRole("heading", { level: 1, name: "Pendo Mwandishi" })).toBeVisible();
  await expect(student.getByTestId("follow-counts")).toHaveText("0 followers · 0 following");
  await student.getByRole("button", { name: "Follow Pendo Mwandishi" }).click();
  await expect(student.getByRole("status").filter({ hasText: "Following" })).toBeVisible();
  await expect(student.getByRole("button", { name: "Follow Pendo Mwandishi" })).toHaveAttribute("aria-pressed", "true");
  await expect(student.getByRole("button", { name: "Follow Pendo Mwandishi" })).toHaveText("Following");
  await expect(student.getByTestId("follow-counts")).toHaveText("1 follower · 0 following");
  // No Follow button on one's own profile.
  await seller.goto(new URL(student.url()).pathname);
  await expect(seller.getByRole("button", { name: /Follow/ })).toHaveCount(0);

  const name = `Statistics textbook ${stamp}`;
  await seller.goto("/products/post");
  await seller.getByLabel("Product name").fill(name);
  await seller.getByLabel("Price (TShs)").fill("25000");
  await seller.getByLabel("Category").selectOption("Books");
  await seller.getByRole("button", { name: "Post Product" }).click();
  await expect(seller).toHaveURL(/\/my-listings/);

  await student.goto("/notifications");
  await expect(student.getByRole("listitem").filter({ hasText: "New from a seller you follow" })).toContainText(
    `Pendo Mwandishi listed a product: "${name}".`,
  );
  await student.goto("/dashboard");
  const strip = student.getByRole("region", { name: "From sellers you follow" });
  await expect(strip.getByRole("link", { name }).first()).toBeVisible();

  await student.context().close();
  await seller.context().close();
});

// On the full browser: the headless shell has no notifications at all (playwright.config.ts).
test("notifications on this device are asked for only when the student presses the button", {
  tag: "@full-browser",
}, async ({ browser, allowConsoleError }) => {
  // Test browsers are private windows, where Chromium has no Web Push (and says so on the console).
  allowConsoleError(/does not support the Push API in incognito mode/);
  const page = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "10.0.15.9" });
  await page.context().grantPermissions(["notifications"]);
  await page.goto("/notifications");
  const section = page.getByRole("region", { name: "Notifications on this device" });
  await expect(section).toContainText("even when Chuo Market is closed");
  await section.getByRole("button", { name: "Turn on notifications" }).click();
  // Without Web Push here, the open tab shows them (the push itself: app/.server/push/web-push.test.ts).
  await expect(
    section.getByText(
      "Notifications show while Chuo Market is open in this browser; it cannot receive them when the app is closed.",
    ),
  ).toBeVisible();
  await page.context().close();
});
